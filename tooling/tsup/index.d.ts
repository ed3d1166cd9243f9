import type { Options } from "tsup";

export declare function shopTsupConfig(options?: {
  entry?: Record<string, string>;
  external?: string[];
}): ReturnType<typeof import("tsup").defineConfig>;
