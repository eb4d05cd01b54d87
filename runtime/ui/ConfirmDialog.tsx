/**
 * The one confirmation dialog of the editor and the back-office: a modal question (role alertdialog) with named
 * choices, each a button with its own test id. The focus starts on the safe action, so Enter never destroys
 * anything by accident: Cancel when there is one, else the choice marked `safe`, else the first.
 */
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

export interface Choice {
  label: string;
  testId: string;
  onChoose(): void;
  tone?: 'danger' | 'primary' | 'neutral';
  disabled?: boolean;
  /** Loses nothing (keep, restore, save a copy): gets the focus when there is no Cancel. */
  safe?: boolean;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  testId: string;
  /** The question; a text becomes a paragraph. */
  children: ReactNode;
  choices: Choice[];
  /**
   * Adds a Cancel button before the choices and lets Escape and the backdrop cancel. Without it the dialog
   * must be answered with one of the choices (a save conflict cannot be closed away).
   */
  onCancel?(): void;
  cancelTestId?: string;
  /** While the chosen action runs: every button is disabled, the chosen one shows that it is working. */
  busy?: boolean;
  /** Why the action failed; the dialog stays open with it. */
  error?: string | null;
}

const palette = { danger: 'red', primary: 'blue', neutral: 'gray' } as const;

export function ConfirmDialog({ open, title, testId, children, choices, onCancel, cancelTestId = 'confirm-cancel', busy, error }: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const safeButton = useRef<HTMLButtonElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const safeIndex = onCancel ? -1 : Math.max(0, choices.findIndex((choice) => choice.safe));
  // Nothing until it first opens: a closed Chakra dialog still resolves its recipe, and the editor's first screen
  // renders no Chakra component (docs/editor.md, "Opening fast"). Once opened it stays, to animate its closing.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      closeOnEscape={!!onCancel && !busy}
      closeOnInteractOutside={!!onCancel && !busy}
      initialFocusEl={() => safeButton.current}
      onOpenChange={({ open: nowOpen }) => {
        if (!nowOpen) onCancel?.();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild={typeof children === 'string'}>
                {typeof children === 'string' ? <Text>{children}</Text> : children}
              </Dialog.Description>
              {error && (
                <Text color="fg.error" fontSize="sm" marginTop="3" role="alert">
                  {error}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {onCancel && (
                <Button ref={safeButton} variant="outline" data-testid={cancelTestId} disabled={busy} onClick={onCancel}>
                  {t('confirm.cancel')}
                </Button>
              )}
              {choices.map((choice, index) => (
                <Button
                  key={choice.testId}
                  ref={index === safeIndex ? safeButton : undefined}
                  data-testid={choice.testId}
                  variant={choice.tone === 'neutral' || !choice.tone ? 'outline' : 'solid'}
                  colorPalette={palette[choice.tone ?? 'neutral']}
                  disabled={busy || choice.disabled}
                  loading={busy && chosen === choice.testId}
                  onClick={() => {
                    setChosen(choice.testId);
                    choice.onChoose();
                  }}
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
