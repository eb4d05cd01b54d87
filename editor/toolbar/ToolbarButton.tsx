/**
 * A small toolbar button: an icon (lucide-react SVG, so it shows without special fonts) plus a translated accessible name and tooltip. Plain elements styled by
 * TOOLBAR_CSS: the toolbar renders with the whole editor, so it stays cheap (no CSS-in-JS per button).
 */
import type { ReactNode } from 'react';

export const TOOLBAR_CSS = `
.bk-toolbar-group { display: flex; align-items: center; gap: 2px; }
.bk-tb-button { min-width: 28px; height: 26px; padding: 0 8px; border: 1px solid transparent; border-radius: 4px; background: transparent;
  font: 13px/1 system-ui, sans-serif; color: #2d3748; cursor: pointer; display: inline-flex; align-items: center; justify-content: center; text-decoration: none; }
.bk-tb-button:hover:not(:disabled) { background: #edf2f7; }
.bk-tb-button:focus-visible { outline: 2px solid #3182ce; outline-offset: 1px; }
.bk-tb-button:disabled { color: #a0aec0; cursor: default; }
.bk-tb-button[aria-pressed="true"] { background: #2b6cb0; color: #fff; }
.bk-tb-button.bk-tb-primary { background: #3182ce; color: #fff; }
.bk-tb-button.bk-tb-primary:hover:not(:disabled) { background: #2b6cb0; }
.bk-tb-button.bk-tb-primary:disabled { background: #a0aec0; color: #fff; }
.bk-tb-button.bk-tb-outline { border-color: #cbd5e0; }
`;

/** Pixel size of the toolbar's icons. */
export const TOOLBAR_ICON_SIZE = 16;

export interface ToolbarButtonProps {
  testId?: string;
  label: string;
  onClick(): void;
  disabled?: boolean;
  pressed?: boolean;
  children: ReactNode;
}

export function ToolbarButton({ testId, label, onClick, disabled, pressed, children }: ToolbarButtonProps) {
  return (
    <button type="button" className="bk-tb-button" data-testid={testId} aria-label={label} title={label} aria-pressed={pressed} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
