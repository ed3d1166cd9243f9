export type TemplateValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * Fills `{{name}}` placeholders the way i18next interpolates them, for English text shown or
 * thrown without a translator. Unknown names stay visible so a gap is noticed.
 */
export function fillTemplate(text: string, values?: TemplateValues): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
