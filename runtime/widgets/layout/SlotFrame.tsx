import type { CSSProperties, ReactNode } from 'react';

/**
 * A labelled, dashed area around one slot, drawn in edit mode where view mode would hide the slot or place it
 * somewhere the builder cannot reach (the closed dialog, the empty-list template, a sticky bar).
 */
export function SlotFrame({ slot, label, style, children }: { slot: string; label: string; style?: CSSProperties; children: ReactNode }) {
  return (
    <div data-slot-frame={slot} style={{ border: '1px dashed #a0aec0', borderRadius: 4, padding: 4, minHeight: 32, boxSizing: 'border-box', ...style }}>
      <small style={{ display: 'block', color: '#4a5568', fontSize: 11, marginBottom: 2 }}>{label}</small>
      {children}
    </div>
  );
}
