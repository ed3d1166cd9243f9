import { useId, useRef, type ReactNode } from "react";
import { cx } from "../../internal/cx";
import { DialogHead } from "../../internal/dialog-head";
import { useBodyScrollLock } from "../../internal/use-body-scroll-lock";
import { useDialogFocus } from "../../internal/use-dialog-focus";
import { useEscapeKey } from "../../internal/use-dismiss";

export interface ModalProps {
  /** Already translated heading. */
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Only the top-most modal answers Escape. */
  topmost?: boolean;
  /** Position in the stack, for stacking order. */
  level?: number;
  size?: "small" | "medium" | "large";
}

/** A centred modal dialog: overlay click, Escape (top-most only) and the close button call onClose. */
export function Modal({ title, onClose, children, topmost = true, level = 0, size = "medium" }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useBodyScrollLock(true);
  // Escape from a sidebar or sheet opened on top of the modal (it has the focus) is that one's.
  useEscapeKey(topmost, onClose, { dialog });
  useDialogFocus(dialog, topmost);
  return (
    <div className="shop-modal" style={{ zIndex: `calc(var(--shop-z-modal) + ${level})` }}>
      <div className="shop-modal__backdrop" data-testid="modal-backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialog}
        className={cx("shop-modal__dialog", `shop-modal__dialog--${size}`)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <DialogHead block="shop-modal" titleId={titleId} title={title} onClose={onClose} />
        <div className="shop-modal__body" tabIndex={0}>
          {children}
        </div>
      </div>
    </div>
  );
}
