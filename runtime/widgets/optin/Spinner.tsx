/**
 * A small turning circle for "this is under way". Animated by SVG itself (no style sheet, so it works under the
 * page's security policy and in every widget); hidden from screen readers, which read the status text beside it.
 */
export function Spinner({ size = 16 }: { size?: number }) {
  return (
    <svg data-testid="spinner" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" style={{ flex: 'none' }}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M12 3a9 9 0 0 1 9 9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <animateTransform attributeName="transform" type="rotate" from="0 12 12" to="360 12 12" dur="0.8s" repeatCount="indefinite" />
      </path>
    </svg>
  );
}
