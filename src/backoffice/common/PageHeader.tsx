import type { ReactNode } from 'react';
import { Heading, HStack } from '@chakra-ui/react';

/** The title of a back-office screen with its main actions on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" marginBottom="4">
      <Heading as="h1" size="xl" data-testid="page-title">{title}</Heading>
      {children && <HStack gap="2">{children}</HStack>}
    </HStack>
  );
}
