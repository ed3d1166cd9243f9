import type { UserConfig } from "vitest/config";

export declare const SOURCE_CONDITION: "@shop/source";
export declare const sourceResolve: Pick<UserConfig, "resolve" | "ssr">;
export declare function shopVitestConfig(options?: {
  environment?: "node" | "jsdom";
  setupFiles?: string[];
  overrides?: UserConfig;
}): UserConfig;
