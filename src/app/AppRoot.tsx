import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { PublishedPageContext, type PublishedPage } from '../shell/publishedPage';

/**
 * The web app inside its router: the same tree in the browser and on the server, so a page the server rendered
 * hydrates without a change. `published` is the page whose data came with the HTML (null otherwise).
 */
export function AppRoot({ published = null }: { published?: PublishedPage | null }) {
  return (
    <AppProviders>
      <PublishedPageContext.Provider value={published}>
        <AppRoutes />
      </PublishedPageContext.Provider>
    </AppProviders>
  );
}
