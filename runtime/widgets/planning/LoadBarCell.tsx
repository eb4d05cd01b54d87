import { loadColor } from './LoadBar';

/** A load in a table cell: a short bar (stopping at 100 %) and the percentage. */
export function LoadBarCell({ percent, text }: { percent: number; text: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span style={{ display: 'inline-block', width: 80, height: 8, background: '#edf2f7', borderRadius: 4, overflow: 'hidden' }}>
        <span style={{ display: 'block', width: `${Math.min(100, percent)}%`, height: '100%', background: loadColor(percent) }} />
      </span>
      <span data-testid="load-percent">{text}</span>
    </span>
  );
}
