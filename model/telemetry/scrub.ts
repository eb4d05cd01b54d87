/**
 * Crash reports and analytics events must carry no personal data and no credentials. Error messages are written by
 * code and may quote what a visitor typed or what a call returned, so every text that leaves the page passes here:
 * e-mail addresses, bearer tokens, long token-like strings and the query strings and fragments of addresses
 * (search terms, reset links) are replaced.
 */
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** 32 or more characters of one token alphabet (hex, base64, base64url): session tokens, keys, hashes. */
const TOKEN_LIKE = /\b[A-Za-z0-9_-]{32,}={0,2}/g;
const URL_TAIL = /(https?:\/\/[^\s?#"']+)[?#][^\s"']*/gi;

export function scrubText(text: string): string {
  return text
    .replace(URL_TAIL, '$1')
    .replace(BEARER, '$1 [token]')
    .replace(EMAIL, '[email]')
    .replace(TOKEN_LIKE, '[token]');
}

/** A page address without query string and fragment, passed through scrubText. */
export function scrubUrl(url: string): string {
  return scrubText(url.replace(/[?#].*$/, ''));
}
