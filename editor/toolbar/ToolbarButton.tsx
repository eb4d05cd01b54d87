/**
 * A small toolbar button: an icon (lucide-react SVG, so it shows without special fonts) or a short text, with a
 * translated accessible name and tooltip. A Chakra button like every other control of the editor; the
 * toolbar's parts subscribe to the few store values they show, so they render only when those change.
 */
import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';

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
    <Button
      size="xs"
      minWidth="7"
      paddingX="2"
      variant={pressed ? 'solid' : 'ghost'}
      colorPalette={pressed ? 'blue' : 'gray'}
      data-testid={testId}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
