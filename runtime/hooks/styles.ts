import type { CSSProperties } from 'react';

/** Shared look of the runtime's notices (plain style objects: widgets render without the editor or Chakra). */
const notice: CSSProperties = {
  boxSizing: 'border-box',
  padding: '8px 12px',
  borderRadius: 4,
  fontSize: 14,
  lineHeight: 1.4,
};

export const noticeStyles = {
  configure: { ...notice, border: '1px dashed #b7791f', background: '#fffaf0', color: '#744210' },
  error: { ...notice, border: '1px solid #e53e3e', background: '#fff5f5', color: '#822727' },
  unknown: { ...notice, border: '1px dashed #718096', background: '#f7fafc', color: '#2d3748' },
  empty: { ...notice, color: '#4a5568', textAlign: 'center' },
} satisfies Record<string, CSSProperties>;
