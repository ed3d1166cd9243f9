/**
 * A console call as one line, with printf-style placeholders filled in: React's warnings are
 * `console.error("… %s …", value)`, whose useful part is in the values.
 */
export function consoleLine(args: readonly unknown[]): string {
  const [first, ...values] = args;
  if (typeof first !== "string") return args.map(String).join(" ");
  const text = first.replace(/%[sdifoOc]/g, (placeholder) => {
    if (values.length === 0) return placeholder;
    const value = values.shift();
    // %c takes a CSS style: nothing to read in a report.
    return placeholder === "%c" ? "" : String(value);
  });
  return [text, ...values.map(String)].join(" ");
}
