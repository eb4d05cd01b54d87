import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, EmptyState, VStack } from '@chakra-ui/react';

interface MessagePageProps {
  title: string;
  text: string;
  /** A way on: link target and its label. */
  action?: { to: string; label: string };
  icon?: ReactNode;
  testId?: string;
}

/** A page that only says something: placeholders of screens still to come, the not-found page. */
export function MessagePage({ title, text, action, icon, testId }: MessagePageProps) {
  return (
    <EmptyState.Root data-testid={testId}>
      <EmptyState.Content>
        {icon && <EmptyState.Indicator>{icon}</EmptyState.Indicator>}
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{title}</EmptyState.Title>
          <EmptyState.Description>{text}</EmptyState.Description>
        </VStack>
        {action && (
          <Button asChild variant="outline">
            <RouterLink to={action.to}>{action.label}</RouterLink>
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
