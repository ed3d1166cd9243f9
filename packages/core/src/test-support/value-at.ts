/** The value at a dotted path ("cart.maxCartBypassAttempts") of a parsed config, for table-driven tests. */
export function valueAt(root: object, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
}
