import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "./memory-storage";

describe("createMemoryStorage", () => {
  it("clones values in and out, like IndexedDB", async () => {
    const storage = createMemoryStorage();
    const value = { items: [1] };
    await storage.setItem("a", value);
    value.items.push(2);
    const read = await storage.getItem<{ items: number[] }>("a");
    expect(read).toEqual({ items: [1] });
    read!.items.push(3);
    expect(await storage.getItem("a")).toEqual({ items: [1] });
  });

  it("iterates in insertion order and stops at the first non-undefined result", async () => {
    const storage = createMemoryStorage();
    for (const key of ["x", "y", "z"]) await storage.setItem(key, key.toUpperCase());
    const seen: string[] = [];
    const stopped = await storage.iterate<string, string | undefined>((value, key, n) => {
      seen.push(`${n}:${key}=${value}`);
      return key === "y" ? "stop" : undefined;
    });
    expect(stopped).toBe("stop");
    expect(seen).toEqual(["1:x=X", "2:y=Y"]);
    await storage.removeItem("x");
    expect(await storage.keys()).toEqual(["y", "z"]);
    await storage.clear();
    expect(await storage.getItem("y")).toBeNull();
  });

  it("two instances over one map see the same data (a reload)", async () => {
    const entries = new Map<string, unknown>();
    await createMemoryStorage(entries).setItem("task", { id: 1 });
    expect(await createMemoryStorage(entries).getItem("task")).toEqual({ id: 1 });
  });
});
