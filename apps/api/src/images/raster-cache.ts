import { LRUCache } from "lru-cache";

/** 64 MB of encoded images: every product at two card widths in one format is ~10 MB. */
export const DEFAULT_RASTER_CACHE_BYTES = 64 * 1024 * 1024;

/** Renders at once: one per core of the machine this runs on; more only queue in memory and thrash. */
export const DEFAULT_RENDERS_AT_ONCE = 2;

/**
 * Rendered images by key, least recently used dropped first, bounded by their bytes (lru-cache,
 * well kept, does the bookkeeping). Requests for a key that is being rendered wait for that
 * render instead of starting another. At most `rendersAtOnce` renders run together (a large
 * image is ~20 MB of pixels while it renders); the others wait their turn.
 */
export class RasterCache {
  private readonly done: LRUCache<string, Buffer>;
  private readonly pending = new Map<string, Promise<Buffer>>();
  /** Renders started (a cache miss not joined to one in flight): the tests count them. */
  renders = 0;

  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    maxBytes = DEFAULT_RASTER_CACHE_BYTES,
    private readonly rendersAtOnce = DEFAULT_RENDERS_AT_ONCE,
  ) {
    this.done = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (value) => Math.max(value.byteLength, 1) });
  }

  /** Runs `render` when fewer than `rendersAtOnce` are running. */
  private async limited(render: () => Promise<Buffer>): Promise<Buffer> {
    if (this.running >= this.rendersAtOnce) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await render();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
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
    const promise = this.limited(render)
      .then((bytes) => {
        this.done.set(key, bytes);
        return bytes;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }
}
