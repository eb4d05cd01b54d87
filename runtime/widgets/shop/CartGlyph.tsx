/**
 * A drawn shopping cart in the icon's colour, shown when the icon service cannot be reached (offline, blocked),
 * so the cart icon and its badge stay usable.
 */
export function CartGlyph({ size, color }: { size: number; color: string }) {
  const fill = /^[0-9a-f]{3,8}$/i.test(color) ? `#${color}` : color || 'currentColor';
  return (
    <svg data-testid="cart-glyph" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke={fill} strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 3h3l2.4 11.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L22 7H6" />
      <circle cx="10" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
    </svg>
  );
}
