import type { ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';

/** A small heading over an unstyled list: the sections of the sockets panel (root sockets, dangling connections). */
export function TitledList({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="1" data-testid={testId}>
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      <Stack as="ul" gap="0" listStyleType="none">
        {children}
      </Stack>
    </Stack>
  );
}
