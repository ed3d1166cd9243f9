export { ProductsCarousel, type ProductsCarouselProps } from "./ProductsCarousel";
export {
  carouselEdges,
  arrowScrollTarget,
  isDrag,
  scrollAnimationFrames,
  CAROUSEL_DRAG_THRESHOLD,
  CAROUSEL_SNAP_RESUME_MS,
  CAROUSEL_SCROLL_DEBOUNCE_MS,
  CAROUSEL_ANIMATION_STEPS,
  type ScrollMetrics,
} from "./rules/carousel-scroll";
