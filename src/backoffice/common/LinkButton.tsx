import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@chakra-ui/react';

/** A link that looks like a small button: a row's way to a related screen, a screen's way back. */
export function LinkButton({ to, testId, children }: { to: string; testId: string; children: ReactNode }) {
  return (
    <Button asChild size="xs" variant="outline">
      <RouterLink to={to} data-testid={testId}>{children}</RouterLink>
    </Button>
  );
}
