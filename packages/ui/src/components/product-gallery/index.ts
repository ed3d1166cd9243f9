export { ProductGallery, type ProductGalleryProps } from "./ProductGallery";
export { galleryItems, galleryImageSources, galleryLoading, gallerySlideFor, GALLERY_IMAGE_SIZES, type GalleryItem, type MediaGalleryEntry } from "./rules/gallery-media";
