import type { CSSProperties } from 'react';

export const backdrop: CSSProperties = { position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.35)', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: 1000 };
export const panel: CSSProperties = { background: '#fff', borderRadius: 6, padding: 20, width: 460, maxHeight: '80vh', overflow: 'auto', fontSize: 14 };
export const buttonRow: CSSProperties = { display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 16 };
export const button: CSSProperties = { border: '1px solid #cbd5e0', borderRadius: 4, padding: '4px 10px', background: '#f7fafc', cursor: 'pointer' };
export const primary: CSSProperties = { ...button, background: '#2b6cb0', color: '#fff', borderColor: '#2b6cb0' };
