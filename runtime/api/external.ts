/**
 * Requests of widgets to addresses a builder configured (ExternalCount, RandomJoke, HttpRequest): which addresses
 * may be asked at all, and how a request carries the person's own login when the builder asks for it.
 */
import { apiConfig } from './http';

/** Only http(s) addresses and paths of this site are asked; anything else (javascript:, file:, //host) is null. */
export function externalUrl(url: string): string | null {
  const text = url.trim();
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  return /^https?:\/\//i.test(text) ? text : null;
}

/** Whether an address points at this site (a path, or the page's own origin). */
export function isSameSite(url: string): boolean {
  return url.startsWith('/') || (typeof location !== 'undefined' && url.startsWith(`${location.origin}/`));
}

/**
 * The person's token: a Bearer token when the API client has one (programmatic sessions); the browser's own
 * session is an HttpOnly cookie no script can read, so for addresses of this site the request carries the cookie
 * (with the header that marks it as the app's own call) instead. Other sites get no cookie.
 */
export function personalAuth(url: string): { headers: Record<string, string>; credentials: RequestCredentials } {
  const token = apiConfig().token;
  const sameSite = isSameSite(url);
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (sameSite) headers['X-Requested-With'] = 'XMLHttpRequest';
  return { headers, credentials: sameSite ? 'include' : 'omit' };
}
