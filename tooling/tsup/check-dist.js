// @ts-check
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** The two ways a consumer loads a package, and how plain Node does each. */
const CONDITIONS = /** @type {const} */ (["import", "require"]);

/**
 * What an app shares with our packages (one store, one React tree, one i18next instance). A
 * published package takes these as peerDependencies: as its own dependency, an app on another
 * version gets a second copy, no warning, and types that do not fit its own.
 */
export const SHARED_WITH_APP = ["react", "react-dom", "redux", "@reduxjs/toolkit", "react-redux", "i18next", "react-i18next"];

/**
 * The dependency declarations that break a consumer's install: a shared package as a plain
 * dependency, and `workspace:*`, which publishing pins to one exact version of a sibling.
 *
 * @param {{ name?: string, dependencies?: Record<string, string> }} pkg
 * @returns {string[]}
 */
export function dependencyProblems(pkg) {
  return Object.entries(pkg.dependencies ?? {}).flatMap(([name, range]) => {
    if (SHARED_WITH_APP.includes(name)) return [`${pkg.name}: ${name} must be a peerDependency (and a devDependency), not a dependency`];
    if (range === "workspace:*") return [`${pkg.name}: ${name} is "workspace:*", which publishes as an exact version; use "workspace:^"`];
    return [];
  });
}

/** A relative module specifier in built code: `from "./x.js"`, `import("./y.js")`, `require("./z.cjs")`. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport|\brequire)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/**
 * Relative imports in the built JavaScript under `dir` that point at no file: a lazy chunk the
 * build deleted fails only when the code path runs, so loading the entries cannot see it.
 *
 * @param {string} dir
 * @returns {string[]} "file: specifier" for each one
 */
export function unresolvedImports(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.[cm]?js$/.test(file))
    .sort()
    .flatMap((file) =>
      [...readFileSync(join(dir, file), "utf8").matchAll(RELATIVE_IMPORT)]
        .map(([, specifier = ""]) => specifier)
        .filter((specifier) => !existsSync(join(dir, dirname(file), specifier)))
        .map((specifier) => `${file}: ${specifier}`),
    );
}

/** @param {unknown} target @param {string} condition @returns {string | undefined} */
function pick(target, condition) {
  if (!target || typeof target !== "object") return undefined;
  const entry = /** @type {Record<string, unknown>} */ (target)[condition];
  if (typeof entry === "string") return entry;
  if (entry && typeof entry === "object") {
    const fallback = /** @type {Record<string, unknown>} */ (entry).default;
    return typeof fallback === "string" ? fallback : undefined;
  }
  return undefined;
}

/**
 * Loads every entry of the package's exports map from dist with plain Node, once as ESM
 * (import) and once as CJS (require). Fails an entry that cannot load or exports nothing, a
 * `.` without both an import and a require target, a package where nothing was checked (a
 * check that checked nothing must not pass), the dependency declarations of
 * `dependencyProblems`, and a relative import in dist that points at no file.
 *
 * @param {string} packageDir
 * @param {{ info?: (line: string) => void, error?: (line: string) => void }} [log]
 * @returns {Promise<{ checked: number, failures: number }>}
 */
export async function checkDist(packageDir, log = {}) {
  const info = log.info ?? ((line) => console.info(line));
  const error = log.error ?? ((line) => console.error(line));
  const root = resolve(packageDir);
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const require = createRequire(join(root, "package.json"));
  const exportsMap = pkg.exports && typeof pkg.exports === "object" ? pkg.exports : { ".": pkg.exports };
  /** @type {Record<(typeof CONDITIONS)[number], (file: string) => Promise<object> | object>} */
  const loaders = {
    import: (file) => import(pathToFileURL(join(root, file)).href),
    require: (file) => require(join(root, file)),
  };
  let checked = 0;
  let failures = 0;
  /** @param {string} line */
  const fail = (line) => {
    failures += 1;
    error(`FAIL ${line}`);
  };

  for (const problem of dependencyProblems(pkg)) fail(problem);
  for (const missing of unresolvedImports(join(root, "dist"))) fail(`${pkg.name} dist/${missing} does not exist`);

  for (const [subpath, target] of Object.entries(exportsMap)) {
    if (subpath.endsWith(".json")) continue;
    const label = `${pkg.name}${subpath.slice(1)}`;
    for (const condition of CONDITIONS) {
      const file = pick(target, condition);
      if (file === undefined) {
        if (subpath === ".") fail(`${label} has no ${condition} target in its exports map`);
        continue;
      }
      checked += 1;
      try {
        const loaded = await loaders[condition](file);
        const names = Object.keys(loaded).filter((name) => name !== "default" && name !== "__esModule");
        if (names.length === 0) throw new Error("exports nothing");
        info(`ok   ${label} (${condition}): ${names.length} exports`);
      } catch (cause) {
        fail(`${label} (${condition}) ${file}: ${cause instanceof Error ? cause.message : String(cause)}`);
      }
    }
  }
  if (checked === 0) fail(`${pkg.name}: no entry was checked (no import or require target in the exports map)`);
  return { checked, failures };
}
