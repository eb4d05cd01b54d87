/**
 * This page's address without the token a mailed link added, as the target of the next mail's link (the server
 * checks its host and appends the new token).
 */
export function pageAddressWithout(parameter: string): string {
  const url = new URL(globalThis.location.href);
  url.searchParams.delete(parameter);
  return url.toString();
}

/** The token a mailed link carries in this page's address; none in the editor. */
export function tokenInAddress(parameter: string): string | null {
  return new URLSearchParams(globalThis.location?.search ?? '').get(parameter);
}
