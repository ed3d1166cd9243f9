/** presentation-content.md §2 Footer: payment icons iDEAL, Visa, Mastercard, Riverty. */
export const PAYMENT_METHODS = ["ideal", "visa", "mastercard", "riverty"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const NAMES: Record<PaymentMethod, string> = { ideal: "iDEAL", visa: "Visa", mastercard: "Mastercard", riverty: "Riverty" };

/** Simple brand marks drawn inline (no network), each named by the brand. */
export function PaymentIcon({ method }: { method: PaymentMethod }) {
  const name = NAMES[method];
  return (
    <svg className="shop-payment-icon" width="48" height="32" viewBox="0 0 48 32" role="img" aria-label={name} focusable="false">
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#d0d0d0" />
      {method === "mastercard" ? (
        <g aria-hidden="true">
          <circle cx="20" cy="16" r="8" fill="#eb001b" />
          <circle cx="28" cy="16" r="8" fill="#f79e1b" fillOpacity="0.85" />
        </g>
      ) : (
        <text
          x="24"
          y="20"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize={method === "riverty" ? 9 : 11}
          fontWeight="700"
          fill={{ ideal: "#cc0066", visa: "#1a1f71", riverty: "#1b4332" }[method]}
          aria-hidden="true"
        >
          {name}
        </text>
      )}
    </svg>
  );
}
