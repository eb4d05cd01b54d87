import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { holdsPermissions, useSession } from '../auth';
import type { WidgetRegistry } from '../registry/registry';
import { VIEW_MODE, type RenderExtensions } from '../render/extensions';
import { noticeStyles } from '../hooks/styles';
import { AppForbidden, AppLogin } from './AppLogin';
import { ContentPage } from './ContentPage';
import type { LoadedApplication } from './loadApplication';
import { NavigationContext, withBasePath, type AppNavigation } from './navigation';
import { OutletLevel, outletChain } from './outlet';
import { matchContentEntry, normalizePath, type EntryMatch } from './routeMatch';
import { runtimeServices } from './runtimeServices';
import { usePageWithCode } from './useWidgetCode';
import { asksForConsent } from '../telemetry/consent';
import { PinnedCompoundsContext } from '../widgets/compound/pinnedCompounds';

export interface ApplicationViewProps {
  application: LoadedApplication;
  registry: WidgetRegistry;
  /** '' for the published application, '/apps/preview/{id}' in a preview. */
  basePath: string;
  /** The browser location (full path including the base path, and the query string). */
  pathname: string;
  search: string;
  /** Navigates the browser to an absolute path (the shell's router). */
  navigate(to: string, options?: { replace?: boolean }): void;
  extensions?: RenderExtensions;
}

const EMPTY_PARAMS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * Renders the content entry matching the current path. An entry needing a login shows a visitor without a session
 * the application's own login form in its place (AppLogin), an entry restricted to permissions a user without them
 * a notice (AppForbidden, so its widgets make no calls the API would refuse); a path without an entry logs an error and shows a
 * not-found message.
 */
export function ApplicationView({ application, registry, basePath, pathname, search, navigate, extensions = VIEW_MODE }: ApplicationViewProps) {
  const { t } = useTranslation('runtime');
  const user = useSession((state) => state.user);
  const loggedIn = !!user;
  const path = normalizePath(pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname);
  const match = useMemo(() => matchContentEntry(application.document.content, path), [application, path]);
  const paramsKey = JSON.stringify(match?.params ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- stable params object per distinct set of values
  const params = useMemo(() => match?.params ?? EMPTY_PARAMS, [paramsKey]);
  const restricted = !!match?.entry.permissions?.length;
  const needsLogin = (!!match?.entry.authenticationRequired || restricted) && !loggedIn;
  const forbidden = restricted && loggedIn && !holdsPermissions(user, match?.entry.permissions);
  const consentAsked = useMemo(() => asksForConsent(application.document), [application]);

  useEffect(() => {
    if (!match) console.error(`No content entry matches the path "/${path}" of application ${application.document.id ?? application.document.name}`);
  }, [match, path, application]);
  useEffect(() => {
    if (match?.entry.title) document.title = match.entry.title;
    if (match) runtimeServices()?.trackPageView(path, { consentAsked });
  }, [match, path, consentAsked]);

  // Layout entries (with a RouterOutlet) around the matched entry render first; see outlet.tsx.
  const chain = useMemo(() => (match ? outletChain(application.document.content, match, path) : []), [application, match, path]);
  // One params object per distinct set of values, so a layout page keeps its runtime while its children change.
  const layoutParams = useRef(new Map<string, Record<string, string>>());
  const renderPage = useCallback(
    (page: EntryMatch) => {
      const key = JSON.stringify(page.params);
      if (page !== match && !layoutParams.current.has(key)) layoutParams.current.set(key, page.params);
      const pageParams = page === match ? params : layoutParams.current.get(key)!;
      return <ContentPage key={`${page.index}:${key}`} entry={page.entry} registry={registry} params={pageParams} loggedIn={loggedIn} extensions={extensions} />;
    },
    [match, params, registry, loggedIn, extensions],
  );

  const shownChain = usePageWithCode(registry, chain, chain.map((page) => page.entry.widget), application.compoundWidgets);

  const navigation = useMemo<AppNavigation>(
    () => ({ basePath, path, params, query: new URLSearchParams(search), navigate: (to, options) => navigate(withBasePath(basePath, to), options) }),
    [basePath, path, params, search, navigate],
  );

  if (!match) {
    return (
      <div data-testid="app-not-found" role="alert" style={{ ...noticeStyles.unknown, margin: 24 }}>
        {t('app.notFound')}
      </div>
    );
  }
  if (needsLogin) return <AppLogin />;
  if (forbidden) return <AppForbidden />;
  if (!shownChain) return null;
  return (
    <PinnedCompoundsContext.Provider value={application.compoundWidgets ?? null}>
      <NavigationContext.Provider value={navigation}>
        <OutletLevel chain={shownChain} depth={0} renderPage={renderPage} />
      </NavigationContext.Provider>
    </PinnedCompoundsContext.Provider>
  );
}
