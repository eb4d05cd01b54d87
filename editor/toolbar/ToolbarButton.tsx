/** A small toolbar button: icon text plus a translated accessible name and tooltip. */
import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
      variant={pressed ? 'solid' : 'ghost'}
      data-testid={testId}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      minWidth="8"
    >
      {children}
    </Button>
  );
}
