/** A gold coin, drawn inline (no request); decorative, the text beside it says "gold". */
export const CoinIcon = ({ size = 20 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="9" fill="#f5c542" stroke="#b8860b" strokeWidth="1.5" />
    <circle cx="10" cy="10" r="5.5" fill="none" stroke="#b8860b" strokeWidth="1.2" />
  </svg>
);
