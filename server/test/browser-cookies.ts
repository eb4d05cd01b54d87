import makeFetchCookie from 'fetch-cookie';

/**
 * Tests run the front end in Node (jsdom), whose fetch keeps no cookies. The web app's session is the HttpOnly
 * cookie the login sets (docs/security.md), so for tests against the real server fetch gets a cookie jar, as a
 * browser has one. Installed once per test process; later wrappers (request counters) wrap this one.
 */
let installed = false;

export function installBrowserCookies(): void {
  if (installed) return;
  installed = true;
  globalThis.fetch = makeFetchCookie(globalThis.fetch) as typeof fetch;
}
