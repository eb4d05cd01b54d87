import type { SystemContext } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import type { ApplicationDocument } from '../../model/document/types';
import { earlyApplicationKey, startEarlyRequest } from '../../runtime/api/earlyRequest';
import { apiRequest } from '../../runtime/api/http';
import { useSession } from '../../runtime/auth';
import { preloadableLazy, type PreloadableLazy } from '../../runtime/hooks/preloadableLazy';
import { loadBuilderTexts } from '../../runtime/i18n';
import { loadSchemaTexts } from '../../runtime/registry/schemaTexts';
import { loadSettingsValidation } from '../../runtime/registry/settings';
import { RequireSession } from '../auth/RequireSession';
import { AppLayout } from '../layout/AppLayout';
import { loadPageWidgets, preloadPageWidgets, preloadWorkspace } from '../../editor/screen/workspaceCode';

/**
 * A builder's screen: its code, the German editor and back-office texts, the titles and descriptions of the widget
 * settings (the settings panel shows them) and the exact settings validation (the canvas shows why settings are
 * invalid), fetched together.
 */
function builderScreen<T extends object>(load: () => Promise<{ default: ComponentType<T> }>) {
  return preloadableLazy(async (): Promise<{ default: ComponentType<T> }> => {
    const [module] = await Promise.all([load(), loadBuilderTexts(), loadSchemaTexts(), loadSettingsValidation()]);
    return module;
  });
}

// Pages load on demand: a visitor of a published application never downloads the login or editor screens, nor
// their texts.
const LoginPage = preloadableLazy(() => import('../auth/LoginPage'));
const EditorHomePage = builderScreen(() => import('../home/EditorHomePage'));
const EditorScreen = builderScreen(() => import('../../editor/screen/EditorScreen'));
const CompoundScreen = builderScreen(() => import('../../editor/screen/CompoundScreen'));
const BackofficePage = builderScreen(() => import('../backoffice/BackofficePage'));
const NotFoundPage = preloadableLazy(() => import('../layout/NotFoundPage'));
const PreviewRoute = preloadableLazy<object>(() => Promise.all([import('../shell/PreviewRoute'), loadSettingsValidation()]).then(([module]) => module));
// Chakra's whole system for the builder's routes (published pages make do with a smaller one, visitorSystem.ts).
const BuilderSystem = preloadableLazy(() => import('./BuilderSystem'));
// Rendered without suspending once preloaded, so hydrating a server-rendered page never leaves part of it bare.
const PublishedAppRoute = preloadableLazy(() => import('../shell/PublishedAppRoute'));

/**
 * The builder's screens, most specific path first: the routes below and the start-up's fetch of the screen on the
 * address (preloadRouteOf) both read this list. `session`: shown only with a login (else the login page);
 * `frame` (of a screen with a session): `app` inside the app's header (AppLayout), `own` with its own (the editors
 * fill the window with their toolbar).
 */
interface BuilderRoute {
  path: string;
  Screen: PreloadableLazy<object>;
  session: boolean;
  frame: 'app' | 'own';
  /** The code a direct visit needs beyond the screen's own (the back-office screen of the address). */
  preload?: (pathname: string) => Promise<void>;
}

const BUILDER_ROUTES: readonly BuilderRoute[] = [
  { path: '/login', Screen: LoginPage, session: false, frame: 'own' },
  { path: '/apps/preview/:appId/*', Screen: PreviewRoute, session: false, frame: 'own' },
  { path: '/editor/apps/:appId', Screen: EditorScreen, session: true, frame: 'own' },
  { path: '/editor/compounds/:compoundId', Screen: CompoundScreen, session: true, frame: 'own' },
  { path: '/editor', Screen: EditorHomePage, session: true, frame: 'app' },
  { path: '/editor/*', Screen: NotFoundPage, session: true, frame: 'app' },
  {
    path: '/backoffice/*',
    Screen: BackofficePage,
    session: true,
    frame: 'app',
    preload: (pathname) => BackofficePage.preload().then(() => import('../backoffice/BackofficePage')).then((module) => module.preloadBackofficeScreen(pathname)),
  },
];

const routesOf = (which: (route: BuilderRoute) => boolean) =>
  BUILDER_ROUTES.filter(which).map(({ path, Screen }) => <Route key={path} path={path} element={<Screen />} />);

/** Paths of the web app itself; every other path is a published application's (the last route below). */
const OWN_PATHS = /^\/(login|editor|backoffice|apps\/preview)(\/|$)/;
/** The editor of an application. */
const EDITOR_PATH = /^\/editor\/apps\/[^/]+\/?$/;

/**
 * Starts fetching the code of a published application's route for a visitor's path, so it arrives while the
 * start-up still waits for the runtime config (src/main.tsx) instead of one round trip after it. Resolves when
 * it is there (for the web app's own paths: Chakra's whole system, which their routes render in); a failure
 * shows when the route renders.
 */
export function preloadRouteOf(pathname: string): Promise<void> {
  // The editor's screen and workspace too, so their code is fetched beside Chakra's instead of after the first render.
  if (EDITOR_PATH.test(pathname)) {
    void EditorScreen.preload().catch(() => {});
    void preloadWorkspace().catch(() => {});
  }
  if (!OWN_PATHS.test(pathname)) return PublishedAppRoute.preload().catch(() => {});
  // The screen too, for a while: a screen that suspends shows the loading spinner, and React then reveals the screen
  // no sooner than 300 ms after the spinner appeared, however soon its code arrives (docs/architecture.md).
  const screen = ownScreenCode(pathname).catch(() => {}); // a failed screen shows its error when it renders
  return BuilderSystem.preload()
    .catch(() => {})
    .then(() => Promise.race([screen, delay(SCREEN_CODE_WAIT_MS)]));
}

/** How long after Chakra's system the first render waits for the code of a builder's screen before it shows the loading spinner. */
export const SCREEN_CODE_WAIT_MS = 300;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The code of the screen the web app's own `pathname` shows first (the login page for a screen that needs a session, without one). */
function ownScreenCode(pathname: string): Promise<void> {
  const route = BUILDER_ROUTES.find(({ path }) => matchPath(path, pathname));
  if (!route) return NotFoundPage.preload();
  if (route.session && !useSession.getState().user) return LoginPage.preload();
  return route.preload ? route.preload(pathname) : route.Screen.preload();
}

/**
 * Starts the reads the screen on `pathname` opens with, once the API's address is known (after the runtime
 * config): for the editor of an application with a session, the application itself, so it arrives while the code
 * is still being evaluated instead of after the screen has rendered (docs/editor.md, "Opening fast").
 */
export function prefetchRouteData(pathname: string, search = ''): void {
  const appId = matchPath('/editor/apps/:appId', pathname)?.params.appId;
  if (!appId || !useSession.getState().user) return;
  // The same call as the editor's own read (httpApplications.get): GET /api/applications/{id}.
  const application = startEarlyRequest(earlyApplicationKey(appId), () => apiRequest<ApplicationDocument>('GET', `/applications/${encodeURIComponent(appId)}`));
  // With it, the code of the widgets on the page that opens, so the canvas need not ask for it once it is there: the
  // widget list now, the widgets' own code when the application names them.
  void loadPageWidgets().catch(() => {}); // tried again when the application is there
  const page = new URLSearchParams(search).get('page') ?? undefined;
  void application
    .then((document) => preloadPageWidgets(document, page))
    .catch(() => {}); // the screen shows a failed read; a widget whose code failed shows its own error
}

/**
 * The Chakra system the web app starts with on `pathname`: the whole one on a builder's route (its code is fetched by
 * preloadRouteOf), else undefined (the published pages' own, AppProviders).
 */
export async function startSystemOf(pathname: string): Promise<SystemContext | undefined> {
  return OWN_PATHS.test(pathname) ? (await import('./BuilderSystem')).builderSystem : undefined;
}

/** The routes of the web interface (docs/architecture.md, Fixed interfaces). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<BuilderSystem />}>
        {routesOf((route) => !route.session)}
        <Route element={<RequireSession />}>
          {routesOf((route) => route.session && route.frame === 'own')}
          <Route element={<AppLayout />}>{routesOf((route) => route.session && route.frame === 'app')}</Route>
        </Route>
      </Route>
      <Route path="*" element={<PublishedAppRoute />} />
    </Routes>
  );
}
