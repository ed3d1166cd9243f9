/** A column of the size table: its key in the rows and its heading (shown as given). */
export interface SizeGuideColumn {
  key: string;
  label: string;
}

/** One size's measurements by column key (centimetres, or whatever the note says). */
export interface SizeGuideRow {
  size: string;
  values: Readonly<Record<string, string | number>>;
}

/**
 * The menswear columns (chest, waist, length) as message keys: the default table head when
 * the content service sends rows without columns. Translated by the component.
 */
export const MENSWEAR_SIZE_COLUMNS: readonly SizeGuideColumn[] = [
  { key: "chest", label: "Chest" },
  { key: "waist", label: "Waist" },
  { key: "length", label: "Length" },
];

/** The columns a table shows: the given ones that at least one row fills (an empty column is noise). */
export function filledSizeColumns(columns: readonly SizeGuideColumn[], rows: readonly SizeGuideRow[]): SizeGuideColumn[] {
  return columns.filter((column) => rows.some((row) => row.values[column.key] !== undefined && String(row.values[column.key]).trim() !== ""));
}
