/** What else a caller may ask of an image than its size (presentation-content.md §9 placeholder image). */
export interface ImageUrlOptions {
  /** Compression quality, 1–100 (the placeholder asks 50). */
  quality?: number;
  /** Convert to this format (the placeholder asks webp where the browser supports it). */
  format?: "webp";
}

/**
 * Builds the URL of an image at a width, and at a height where the caller fixes the ratio
 * (the product card does; menu tiles keep the asset's own ratio), with a quality and format
 * when asked (the card's placeholder). The app passes one builder for its image service to the
 * menu, the header and the product cards; a builder may ignore what its service cannot do.
 */
export type ImageUrlBuilder = (src: string, width: number, height?: number, options?: ImageUrlOptions) => string;
