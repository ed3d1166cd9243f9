import type { ReactNode } from "react";
import { useTranslate } from "../text/text-context";
import { CloseIcon } from "./icons";

/** The heading row of a sidebar, modal or bottom sheet: the title (naming the dialog) and a close button. */
export function DialogHead({ block, titleId, title, onClose }: { block: string; titleId: string; title: ReactNode; onClose: () => void }) {
  const t = useTranslate();
  return (
    <div className={`${block}__head`}>
      <h2 id={titleId} className={`${block}__title shop-dialog-title`}>
        {title}
      </h2>
      <button type="button" className="shop-icon-button" aria-label={t("Close")} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}
