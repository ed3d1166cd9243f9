import { useId, useRef, type ReactNode } from "react";
import { cx } from "../../internal/cx";
import { DialogHead } from "../../internal/dialog-head";
import { useBodyScrollLock } from "../../internal/use-body-scroll-lock";
import { useDialogFocus } from "../../internal/use-dialog-focus";
import { useEscapeKey } from "../../internal/use-dismiss";

export interface SidebarProps {
  open: boolean;
  /** Already translated heading (e.g. t("Choose your language")). */
  title: ReactNode;
  onClose: () => void;
  side?: "left" | "right";
  /** "default" 550 px, "wide" 700 px (the mini cart aside), full width below 1024 px (presentation-content.md §9). */
  width?: "default" | "wide";
  /** Sticky bottom area, e.g. the Apply or checkout button. */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * The sidebar shell shared by the mini cart, language, change-password and search sidebars
 * (presentation-content.md §2 "Sidebars", §4: opening one turns the overlay on). A modal
 * dialog: overlay click, Escape and the close button call onClose; page scroll is locked and
 * focus stays inside while open.
 */
export function Sidebar({ open, title, onClose, side = "right", width = "default", footer, children, className }: SidebarProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useBodyScrollLock(open);
  // Escape from a modal opened on top of the sidebar (it has the focus) is that modal's.
  useEscapeKey(open, onClose, { dialog: panel });
  useDialogFocus(panel, open);
  if (!open) return null;
  return (
    <div className="shop-sidebar-root">
      <div className="shop-overlay" data-testid="overlay" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={cx("shop-sidebar", `shop-sidebar--${side}`, width === "wide" && "shop-sidebar--wide", className)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <DialogHead block="shop-sidebar" titleId={titleId} title={title} onClose={onClose} />
        {/* Focusable so keyboard users can scroll a long body. */}
        <div className="shop-sidebar__body" tabIndex={0}>
          {children}
        </div>
        {footer && <div className="shop-sidebar__footer">{footer}</div>}
      </div>
    </div>
  );
}
