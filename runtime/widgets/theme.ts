import type { CSSProperties } from 'react';

/** The theme colours (primary, secondary, accent, neutral) and the button looks built on them. */
export const THEME_COLORS = {
  primary: { main: '#2b6cb0', subtle: '#ebf8ff', contrast: '#ffffff' },
  secondary: { main: '#4a5568', subtle: '#edf2f7', contrast: '#ffffff' },
  accent: { main: '#b83280', subtle: '#fff5f7', contrast: '#ffffff' },
  neutral: { main: '#1a202c', subtle: '#f7fafc', contrast: '#ffffff' },
} as const;

export type ThemeColor = keyof typeof THEME_COLORS;
export type ButtonVariant = 'solid' | 'outline' | 'ghost' | 'subtle' | 'surface' | 'plain';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg';

const SIZES: Record<ButtonSize, CSSProperties> = {
  xs: { fontSize: 12, padding: '2px 8px', minHeight: 24 },
  sm: { fontSize: 14, padding: '4px 12px', minHeight: 32 },
  md: { fontSize: 16, padding: '8px 16px', minHeight: 40 },
  lg: { fontSize: 18, padding: '10px 24px', minHeight: 48 },
};

export function buttonStyle(variant: ButtonVariant = 'solid', color: ThemeColor = 'primary', size: ButtonSize = 'md', disabled = false): CSSProperties {
  const c = THEME_COLORS[color] ?? THEME_COLORS.primary;
  const looks: Record<ButtonVariant, CSSProperties> = {
    solid: { background: c.main, color: c.contrast, border: `1px solid ${c.main}` },
    outline: { background: 'transparent', color: c.main, border: `1px solid ${c.main}` },
    ghost: { background: 'transparent', color: c.main, border: '1px solid transparent' },
    subtle: { background: c.subtle, color: c.main, border: '1px solid transparent' },
    surface: { background: c.subtle, color: c.main, border: `1px solid ${c.main}` },
    plain: { background: 'transparent', color: c.main, border: 'none', padding: 0 },
  };
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    borderRadius: 6,
    fontWeight: 600,
    lineHeight: 1.2,
    cursor: disabled ? 'not-allowed' : 'pointer',
    opacity: disabled ? 0.5 : 1,
    textDecoration: 'none',
    boxSizing: 'border-box',
    ...SIZES[size],
    ...looks[variant],
  };
}
