import { createContext, useContext } from 'react';
import { safeHref } from '../security/safeUrl';

/**
 * Where the rendered application lives and how widgets move within it, supplied by the shell (React Router
 * in the web app; plain `location` elsewhere). Widgets never import a router: they call `navigate` with a
 * path inside the application and the shell adds the base path (`/apps/preview/{id}` in a preview).
 */
export interface AppNavigation {
  /** '' for a published application, '/apps/preview/{appId}' in a preview. */
  basePath: string;
  /** Current path inside the application, without base path and leading slash ('products/42'). */
  path: string;
  /** Named parameters of the matched content entry ('products/:id' → {id: '42'}). */
  params: Readonly<Record<string, string>>;
  /** Current query string parameters. */
  query: URLSearchParams;
  /** Goes to a path inside the application ('/products/1' or 'products/1'; a query string is kept). */
  navigate(to: string, options?: { replace?: boolean }): void;
}

/** Outside a shell (tests, embedded renders): the browser location, read when asked. One object for all. */
const locationNavigation: AppNavigation = {
  basePath: '',
  get path() {
    return (globalThis.location?.pathname ?? '/').replace(/^\/+/, '');
  },
  params: Object.freeze({}),
  get query() {
    return new URLSearchParams(globalThis.location?.search ?? '');
  },
  navigate: (to) => globalThis.location?.assign(withBasePath('', to)),
};

export const NavigationContext = createContext<AppNavigation | null>(null);

export function useNavigation(): AppNavigation {
  return useContext(NavigationContext) ?? locationNavigation;
}

/** Named route parameters of the current content entry. */
export function useRouteParams(): Readonly<Record<string, string>> {
  return (useContext(NavigationContext) ?? locationNavigation).params;
}

/** An absolute URL path for a path inside the application: '/x' or 'x' → basePath + '/x'. */
export function withBasePath(basePath: string, to: string): string {
  const path = to.startsWith('/') ? to : `/${to}`;
  return `${basePath.replace(/\/+$/, '')}${path}`;
}

/**
 * Links leaving the application (other sites, mail, phone) are followed by the browser, not navigated. So are
 * refused addresses (javascript:, data:, ...; runtime/security/safeUrl.ts), which get no href: nothing happens.
 */
export function isExternalLink(link: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//') || (link.trim() !== '' && !safeHref(link));
}

/**
 * The href of an address from a document or from data: addresses inside the application get the base path,
 * external ones (http(s), mailto, tel) stay as they are, and anything else (javascript:, data:, vbscript:, ...)
 * gets no href at all (runtime/security/safeUrl.ts).
 */
export function linkHref(basePath: string, link: string): string | undefined {
  const safe = safeHref(link);
  if (!safe) return undefined;
  return isExternalLink(safe) ? safe : withBasePath(basePath, safe);
}
