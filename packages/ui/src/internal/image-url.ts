/**
 * Builds the URL of an image at a width, and at a height where the caller fixes the ratio
 * (the product card does; menu tiles keep the asset's own ratio). The app passes one builder
 * for its image service to the menu, the header and the product cards.
 */
export type ImageUrlBuilder = (src: string, width: number, height?: number) => string;
