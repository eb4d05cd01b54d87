import type { CSSProperties } from 'react';

/** The look the account forms share (login, reset, change password), plain styles as published pages have no theme. */
export const formStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 10, maxWidth: 420, width: '100%' };
export const inputStyle: CSSProperties = { padding: '8px 10px', border: '1px solid #cbd5e0', borderRadius: 6, fontSize: 15 };
export const buttonStyle: CSSProperties = {
  padding: '9px 14px', border: 'none', borderRadius: 6, background: '#2b6cb0', color: '#ffffff', fontSize: 15, cursor: 'pointer',
};
export const errorStyle: CSSProperties = { color: '#c53030', margin: 0 };
export const noteStyle: CSSProperties = { color: '#2f855a', margin: 0 };
