/**
 * The web app's login page (route /login), bringing the shopper back to the page they were on. Outside the
 * application's base path on purpose: the login page is the same for every application.
 */
export function loginHref(location: Pick<Location, 'pathname' | 'search'> | undefined = globalThis.location): string {
  const back = location ? `${location.pathname}${location.search}` : '/';
  return `/login?${new URLSearchParams({ redirect: back }).toString()}`;
}
