import { cx } from "../../internal/cx";

export interface SpinnerProps {
  /** px; the ring scales with it. */
  size?: number;
  className?: string;
}

/**
 * A decorative busy ring (aria-hidden): the control or region that is busy carries the
 * text ("Subscribing", "Loading…"). It stands still under prefers-reduced-motion.
 */
export function Spinner({ size = 20, className }: SpinnerProps) {
  return <span className={cx("shop-spinner", className)} style={{ width: size, height: size }} aria-hidden="true" />;
}
