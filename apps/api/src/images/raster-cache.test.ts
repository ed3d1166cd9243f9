import { describe, expect, it } from "vitest";
import { RasterCache } from "./raster-cache";

describe("RasterCache", () => {
  it("renders a key once, also when asked again while rendering", async () => {
    const cache = new RasterCache(1000);
    let calls = 0;
    const render = async () => {
      calls += 1;
      return Buffer.alloc(10);
    };
    await Promise.all([cache.get("a", render), cache.get("a", render)]);
    await cache.get("a", render);
    expect(calls).toBe(1);
    expect(cache.renders).toBe(1);
  });

  it("drops the least recently used images beyond its bytes", async () => {
    const cache = new RasterCache(25);
    const bytes = (n: number) => async () => Buffer.alloc(n);
    await cache.get("a", bytes(10));
    await cache.get("b", bytes(10));
    await cache.get("a", bytes(10)); // a is now the most recent
    await cache.get("c", bytes(10)); // 30 > 25: b goes
    expect(cache.size).toBe(20);
    await cache.get("a", bytes(10));
    expect(cache.renders).toBe(3);
    await cache.get("b", bytes(10));
    expect(cache.renders).toBe(4);
  });

  it("does not keep a failed render", async () => {
    const cache = new RasterCache(100);
    await expect(cache.get("a", () => Promise.reject(new Error("bad svg")))).rejects.toThrow("bad svg");
    expect(await cache.get("a", async () => Buffer.alloc(3))).toHaveLength(3);
  });

  it("runs at most rendersAtOnce renders together; the rest wait their turn", async () => {
    const cache = new RasterCache(1000, 2);
    let running = 0;
    let most = 0;
    const render = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return Buffer.alloc(1);
    };
    await Promise.all(["a", "b", "c", "d", "e"].map((key) => cache.get(key, render)));
    expect(most).toBe(2);
    expect(cache.renders).toBe(5);
  });
});
