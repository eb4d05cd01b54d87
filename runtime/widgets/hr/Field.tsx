import type { ReactNode } from 'react';

/** A labelled input of the HR forms: the label above its input; `grow` lets a text field take the rest of the row. */
export function Field({ label, grow, children }: { label: string; grow?: boolean; children: ReactNode }) {
  return (
    <label style={{ display: 'flex', flexDirection: 'column', fontSize: 14, ...(grow ? { flex: 1, minWidth: 160 } : {}) }}>
      {label}
      {children}
    </label>
  );
}
