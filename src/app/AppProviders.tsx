import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useSession } from '../../runtime/auth';
import { createQueryClient } from './queryClient';
import { RouteFallback } from './RouteFallback';
import { visitorSystem } from './visitorSystem';

/**
 * Chakra, TanStack Query and a loading fallback for lazy pages. Chakra's system is the published pages' one unless
 * `system` names another: the web app started on a builder's route brings the whole system (`startSystemOf` in
 * AppRoutes.tsx); otherwise the builder's routes add it themselves (`BuilderSystem.tsx`). On start a stored session
 * is checked once against the server (GET /api/users/me), which logs out a token the server no longer accepts.
 */
export function AppProviders({ children, queryClient, system }: { children: ReactNode; queryClient?: QueryClient; system?: SystemContext }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => {
    void useSession.getState().refresh().catch(() => {
      // server unreachable: keep the session, the next API call will tell
    });
  }, []);
  return (
    <ChakraProvider value={system ?? visitorSystem()}>
      <QueryClientProvider client={client}>
        <Suspense fallback={<RouteFallback />}>{children}</Suspense>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
