import { cx } from "../../internal/cx";
import { useTranslate } from "../../text/text-context";
import { Modal } from "../modal-host/Modal";
import { filledSizeColumns, MENSWEAR_SIZE_COLUMNS, type SizeGuideColumn, type SizeGuideRow } from "./rules/size-guide";

export interface SizeGuideTableProps {
  rows: readonly SizeGuideRow[];
  /** Column headings shown as given (the content service's); default chest, waist and length, translated. */
  columns?: readonly SizeGuideColumn[] | undefined;
  /** A line under the table, shown as given; default 'Measurements in cm'. */
  note?: string | undefined;
  className?: string | undefined;
}

/**
 * The size guide's table: one row per size with its measurements. Rows come from props, so
 * the content service can supply them; an empty column is left out.
 */
export function SizeGuideTable({ rows, columns, note, className }: SizeGuideTableProps) {
  const t = useTranslate();
  const shown = filledSizeColumns(columns ?? MENSWEAR_SIZE_COLUMNS.map((column) => ({ ...column, label: t(column.label) })), rows);
  return (
    <div className={cx("shop-size-guide", className)}>
      <div className="shop-size-guide__scroll" tabIndex={0} role="region" aria-label={t("Size guide")}>
        <table className="shop-size-guide__table">
          <thead>
            <tr>
              <th scope="col">{t("Size")}</th>
              {shown.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                {shown.map((column) => (
                  <td key={column.key}>{row.values[column.key] ?? ""}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="shop-size-guide__note">{note ?? t("Measurements in cm")}</p>
    </div>
  );
}

export interface SizeGuideModalProps extends SizeGuideTableProps {
  /** Shown when told (the app's 'size-guide' modal, presentation-content.md §2). */
  open: boolean;
  onClose: () => void;
  /** The content's title; default 'Size guide'. */
  title?: string | undefined;
}

/**
 * The 'size-guide' modal of presentation-content.md §2 in a centred Modal. With the modal host
 * (several modals by name), render `SizeGuideTable` as the body of the 'size-guide' entry instead.
 */
export function SizeGuideModal({ open, onClose, title, ...table }: SizeGuideModalProps) {
  const t = useTranslate();
  if (!open) return null;
  return (
    <Modal title={title ?? t("Size guide")} onClose={onClose} size="medium">
      <SizeGuideTable {...table} />
    </Modal>
  );
}
