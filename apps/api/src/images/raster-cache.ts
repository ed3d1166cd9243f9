import { LRUCache } from "lru-cache";

/** 64 MB of encoded images: every product at two card widths in one format is ~10 MB. */
export const DEFAULT_RASTER_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Rendered images by key, least recently used dropped first, bounded by their bytes (lru-cache,
 * well kept, does the bookkeeping). Requests for a key that is being rendered wait for that
 * render instead of starting another.
 */
export class RasterCache {
  private readonly done: LRUCache<string, Buffer>;
  private readonly pending = new Map<string, Promise<Buffer>>();
  /** Renders started (a cache miss not joined to one in flight): the tests count them. */
  renders = 0;

  constructor(maxBytes = DEFAULT_RASTER_CACHE_BYTES) {
    this.done = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (value) => Math.max(value.byteLength, 1) });
  }

  get size(): number {
    return this.done.calculatedSize;
  }

  async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.done.get(key);
    if (hit !== undefined) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight !== undefined) return inFlight;
    this.renders += 1;
    const promise = render()
      .then((bytes) => {
        this.done.set(key, bytes);
        return bytes;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }
}
