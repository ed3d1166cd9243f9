// @ts-check
import { dirname, resolve } from "node:path";
import ts from "typescript";

/** @typedef {{ values: string[], types: string[] }} PublicApi */

/**
 * The timeout for a test that calls `publicApis`: it builds a whole compiler program (about 6 s
 * alone), which on a loaded 2-core machine running turbo's tasks in parallel passes vitest's 20 s.
 */
export const PUBLIC_API_TIMEOUT_MS = 120_000;

/**
 * The public API of entry files as the compiler sees it, split into runtime values and
 * types, each sorted; a name that is both a value and a type alias or interface (a zod schema
 * and its inferred type) is in both lists. Type-only exports vanish from `Object.keys(await import(…))`,
 * so an exports test that reads only the runtime module cannot notice one going missing; this
 * reads the declarations instead. Resolution follows the package's tsconfig (the nearest one
 * above the first entry unless `tsconfig` is given), so re-exports of sibling packages resolve
 * too. One compiler program serves every entry given.
 *
 * @param {string[]} entryFiles paths of the entries, e.g. `["src/index.ts"]` (relative to the cwd)
 * @param {{ tsconfig?: string }} [options]
 * @returns {Record<string, PublicApi>} keyed by each path as given
 */
export function publicApis(entryFiles, options = {}) {
  const entries = entryFiles.map((file) => resolve(file));
  const first = entries[0];
  if (first === undefined) throw new Error("publicApi: no entry files given");
  const configPath = options.tsconfig ? resolve(options.tsconfig) : ts.findConfigFile(dirname(first), ts.sys.fileExists);
  if (!configPath) throw new Error(`publicApi: no tsconfig.json above ${first}`);
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(`publicApi: ${ts.flattenDiagnosticMessageText(error.messageText, "\n")}`);
  const { options: compilerOptions } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath));
  const program = ts.createProgram({ rootNames: entries, options: { ...compilerOptions, noEmit: true } });
  const checker = program.getTypeChecker();
  return Object.fromEntries(entryFiles.map((file, index) => [file, exportsOf(program, checker, /** @type {string} */ (entries[index]))]));
}

/** @param {ts.Program} program @param {ts.TypeChecker} checker @param {string} entry @returns {PublicApi} */
function exportsOf(program, checker, entry) {
  const source = program.getSourceFile(entry);
  if (!source) throw new Error(`publicApi: cannot read ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  /** @type {PublicApi} */
  const api = { values: [], types: [] };
  for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
    // Followed through re-exports once; both questions below are about what the export names.
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const value = isRuntimeValue(symbol, target);
    if (value) api.values.push(symbol.name);
    if (!value || hasOwnTypeDeclaration(target)) api.types.push(symbol.name);
  }
  api.values.sort();
  api.types.sort();
  return api;
}

/**
 * A value export that exists at run time: not declared type-only (`export type { X }`,
 * `export { type X }`) and, followed through re-exports, a value (a class counts as one).
 * @param {ts.Symbol} symbol the export @param {ts.Symbol} target what it names
 */
function isRuntimeValue(symbol, target) {
  if ((symbol.declarations ?? []).some((declaration) => ts.isTypeOnlyImportOrExportDeclaration(declaration))) return false;
  return (target.flags & ts.SymbolFlags.Value) !== 0;
}

/**
 * A value export that also declares a type of its own under the same name (`export const X =
 * z.object(…); export type X = z.infer<typeof X>`): listed under both, so removing either half
 * fails an exports test. A class or enum is one declaration (value and type at once): values only.
 * @param {ts.Symbol} target what the export names
 */
function hasOwnTypeDeclaration(target) {
  return (target.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface)) !== 0;
}
