/**
 * The frame of every dialog with a form in the editor and the back-office: title, body and footer in a Chakra dialog,
 * optionally as one `<form>` so Enter submits. Questions with fixed choices use ConfirmDialog instead
 * (docs/architecture.md, "The builder kit").
 */
import type { ReactNode } from 'react';
import { Dialog, Portal } from '@chakra-ui/react';

export interface DialogFrameProps {
  title: ReactNode;
  testId: string;
  /** Escape or a click on the backdrop (a caller that is busy may ignore it). */
  onDismiss(): void;
  /** Makes the frame a form: Enter or a submit button calls it (the browser's own submit is prevented). */
  onSubmit?: () => void;
  /** The buttons; a submit button needs `onSubmit`. */
  footer: ReactNode;
  children: ReactNode;
  open?: boolean;
  placement?: 'top' | 'center' | 'bottom';
  scrollBehavior?: 'inside' | 'outside';
}

export function DialogFrame({ title, testId, onDismiss, onSubmit, footer, children, open = true, placement, scrollBehavior }: DialogFrameProps) {
  const parts = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>{footer}</Dialog.Footer>
    </>
  );
  return (
    <Dialog.Root open={open} placement={placement} scrollBehavior={scrollBehavior} onOpenChange={(details) => !details.open && onDismiss()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            {onSubmit ? (
              <form
                noValidate
                style={{ display: 'contents' }}
                onSubmit={(event) => {
                  event.preventDefault();
                  onSubmit();
                }}
              >
                {parts}
              </form>
            ) : (
              parts
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
