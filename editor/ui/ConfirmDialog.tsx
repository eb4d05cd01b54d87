/**
 * A modal question with named choices (delete a page, resolve a save conflict, restore a draft). Each choice
 * is a button with its own test id; closing without a choice calls `onDismiss` when given.
 */
import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';

export interface Choice {
  label: string;
  testId: string;
  onChoose(): void;
  tone?: 'danger' | 'primary' | 'neutral';
  disabled?: boolean;
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  testId: string;
  children: ReactNode;
  choices: Choice[];
  /** Escape, backdrop or close: without it the dialog must be answered with one of the choices. */
  onDismiss?(): void;
  busy?: boolean;
}

const palette = { danger: 'red', primary: 'blue', neutral: 'gray' } as const;

export function ConfirmDialog({ open, title, testId, children, choices, onDismiss, busy }: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      closeOnEscape={!!onDismiss}
      closeOnInteractOutside={!!onDismiss}
      onOpenChange={({ open: nowOpen }) => {
        if (!nowOpen) onDismiss?.();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              {choices.map((choice) => (
                <Button
                  key={choice.testId}
                  data-testid={choice.testId}
                  variant={choice.tone === 'neutral' || !choice.tone ? 'outline' : 'solid'}
                  colorPalette={palette[choice.tone ?? 'neutral']}
                  disabled={busy || choice.disabled}
                  onClick={choice.onChoose}
                >
                  {choice.label}
                </Button>
              ))}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
