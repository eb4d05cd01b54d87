import type { SystemContext } from '@chakra-ui/react';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { PublishedPageContext, type PublishedPage } from '../shell/publishedPage';

/**
 * The web app inside its router: the same tree in the browser and on the server, so a page the server rendered
 * hydrates without a change. `published` is the page whose data came with the HTML (null otherwise); `system` the
 * Chakra system to start with (AppProviders).
 */
export function AppRoot({ published = null, system }: { published?: PublishedPage | null; system?: SystemContext }) {
  return (
    <AppProviders system={system}>
      <PublishedPageContext.Provider value={published}>
        <AppRoutes />
      </PublishedPageContext.Provider>
    </AppProviders>
  );
}
