import type { z } from "zod";
import { shopConfigSchema, type ShopConfig, type ShopConfigInput } from "./shop-config.schema";

export interface ConfigIssue {
  /** Dotted path of the bad field, e.g. "cart.maxCartBypassAttempts". */
  path: string;
  message: string;
}

/** Thrown by `createConfig`; lists every bad field, not only the first. */
export class ShopConfigError extends Error {
  readonly issues: readonly ConfigIssue[];

  constructor(issues: readonly ConfigIssue[]) {
    super(`Invalid shop configuration:\n${formatConfigIssues(issues)}`);
    this.name = "ShopConfigError";
    this.issues = issues;
  }
}

/** One "  - path: message" line per issue, for error messages. */
export function formatConfigIssues(issues: readonly ConfigIssue[]): string {
  return issues.map((issue) => `  - ${issue.path}: ${issue.message}`).join("\n");
}

/** Issues on one line ("path: message; …"), for one-line error and log messages. */
export function formatIssuesInline(issues: readonly ConfigIssue[]): string {
  return issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
}

const dottedPath = (path: readonly PropertyKey[]): string => (path.length > 0 ? path.map(String).join(".") : "(root)");

/**
 * Turns zod issues into path-addressed issues; shared by every schema-validating helper. An
 * unknown key (a strict object's "unrecognized_keys", typically a misspelled setting) becomes
 * one issue per key at that key's own path, e.g. "cart.maxCartBypasAttempts".
 */
export function toConfigIssues(issues: readonly z.core.$ZodIssue[]): ConfigIssue[] {
  return issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ path: dottedPath([...issue.path, key]), message: "Unrecognized key" }))
      : [{ path: dottedPath(issue.path), message: issue.message }],
  );
}

/**
 * Validates overrides and fills every default. Bad fields are reported together, by path.
 * Records (such as `storeViews.views`) replace the default record as a whole.
 */
export function createConfig(overrides: ShopConfigInput = {}): ShopConfig {
  const result = shopConfigSchema.safeParse(overrides);
  if (!result.success) throw new ShopConfigError(toConfigIssues(result.error.issues));
  return result.data;
}
