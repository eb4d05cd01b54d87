/**
 * A small toolbar button: an icon (lucide-react SVG, so it shows without special fonts) or a short text, with a
 * translated accessible name and tooltip. A plain button styled by one stylesheet in the look of Chakra's extra
 * small ghost button (pressed: solid blue), not a Chakra button: the toolbar shows a dozen of them at every open, and
 * a Chakra button resolves its recipe and has emotion serialise its styles when it first renders (docs/editor.md,
 * "Opening fast"). The colours are the theme's CSS variables. The toolbar's parts subscribe to the few store values
 * they show, so they render only when those change.
 */
import type { ReactNode } from 'react';

/** Pixel size of the toolbar's icons. */
export const TOOLBAR_ICON_SIZE = 16;

const CSS = `
.bk-toolbar-button { display: inline-flex; align-items: center; justify-content: center; gap: 4px; flex-shrink: 0; position: relative; height: 32px; min-width: 28px; padding: 0 8px; border: 1px solid transparent; border-radius: var(--chakra-radii-l2, 4px); background: transparent; color: var(--chakra-colors-gray-fg, #27272a); font-size: var(--chakra-font-sizes-xs, 12px); line-height: var(--chakra-line-heights-xs, 16px); font-weight: var(--chakra-font-weights-medium, 500); white-space: nowrap; vertical-align: middle; user-select: none; cursor: pointer; outline: 0; transition: background-color 0.2s, color 0.2s; }
.bk-toolbar-button:hover:not(:disabled) { background: var(--chakra-colors-gray-subtle, #f4f4f5); }
.bk-toolbar-button[aria-pressed="true"] { background: var(--chakra-colors-blue-solid, #2563eb); color: var(--chakra-colors-blue-contrast, #fff); }
.bk-toolbar-button[aria-pressed="true"]:hover:not(:disabled) { background: color-mix(in srgb, var(--chakra-colors-blue-solid, #2563eb) 90%, transparent); }
.bk-toolbar-button:focus-visible { outline: 2px solid var(--chakra-colors-gray-focus-ring, #a1a1aa); outline-offset: 2px; }
.bk-toolbar-button:disabled { opacity: 0.5; cursor: not-allowed; }
.bk-toolbar-button svg { flex-shrink: 0; }
`;

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
    <>
      {/* React puts one copy into the document's head, whatever the number of buttons. */}
      <style href="bk-toolbar-button" precedence="default">{CSS}</style>
      <button
        type="button"
        className="bk-toolbar-button"
        data-testid={testId}
        aria-label={label}
        title={label}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </button>
    </>
  );
}
