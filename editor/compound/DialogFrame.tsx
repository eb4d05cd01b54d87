/** The frame of the compound dialogs: a dimmed backdrop and a panel with a title, the content and a row of actions. */
import { Box, Heading, HStack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface DialogFrameProps {
  role?: 'dialog' | 'alertdialog';
  testId: string;
  title: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}

export function DialogFrame({ role = 'dialog', testId, title, actions, children }: DialogFrameProps) {
  const titleId = useId();
  return (
    <Box role="presentation" position="fixed" inset="0" bg="blackAlpha.400" display="flex" alignItems="center" justifyContent="center" zIndex="modal">
      <Box role={role} aria-modal="true" aria-labelledby={titleId} data-testid={testId} bg="bg" borderRadius="md" p="5" width="460px" maxHeight="80vh" overflow="auto" fontSize="sm">
        <Heading as="h2" id={titleId} size="md" mb="3">
          {title}
        </Heading>
        {children}
        <HStack gap="2" justify="flex-end" wrap="wrap" mt="4">
          {actions}
        </HStack>
      </Box>
    </Box>
  );
}
