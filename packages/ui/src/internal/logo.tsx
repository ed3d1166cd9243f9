/** The default wordmark, named like the text it draws (the header links it to home). */
export function Wordmark({ height = 24 }: { height?: number }) {
  return (
    <svg className="shop-wordmark" height={height} viewBox="0 0 96 24" role="img" aria-label="SHOP" focusable="false">
      <text x="0" y="20" fontFamily="Georgia, 'Times New Roman', serif" fontSize="22" fontWeight="700" letterSpacing="3" fill="currentColor" aria-hidden="true">
        SHOP
      </text>
    </svg>
  );
}
