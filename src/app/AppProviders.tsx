import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useSession } from '../../runtime/auth';
import { createQueryClient } from './queryClient';
import { RouteFallback } from './RouteFallback';
import { visitorSystem } from './visitorSystem';

/**
 * Chakra (the published pages' system; the builder's routes add the whole one, `BuilderSystem.tsx`), TanStack
 * Query and a loading fallback for lazy pages. On start a stored session is checked once
 * against the server (GET /api/users/me), which logs out a token the server no longer accepts.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => {
    void useSession.getState().refresh().catch(() => {
      // server unreachable: keep the session, the next API call will tell
    });
  }, []);
  return (
    <ChakraProvider value={visitorSystem}>
      <QueryClientProvider client={client}>
        <Suspense fallback={<RouteFallback />}>{children}</Suspense>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
