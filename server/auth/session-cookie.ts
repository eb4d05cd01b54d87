import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, headerValue } from './bearer.js';

/**
 * The builder's browser session (editor, back-office, login page; docs/security.md): the login sets the token
 * as an HttpOnly cookie, so no script on the origin (a published application's either) can read it.
 *
 * CSRF: the cookie counts only on calls that carry `X-Requested-With` (any value). A page of another site
 * cannot add that header to a request without a CORS permission, which this server never gives; SameSite=Strict
 * keeps the cookie off cross-site requests besides. Calls without the header (a published application's public
 * reads, a link, a form of another site) are anonymous even while the cookie exists.
 *
 * `Authorization: Bearer` (API clients, service tokens) is unchanged and wins over the cookie.
 */
export const SESSION_COOKIE = 'baukasten_session';
export const CSRF_HEADER = 'X-Requested-With';

const COOKIE_PATH = '/api';

export interface SessionToken {
  token: string;
  from: 'bearer' | 'cookie';
}

/** The token the call authenticates with: the Bearer header, else the cookie when the CSRF header is present. */
export function sessionToken(request: FastifyRequest): SessionToken | null {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, from: 'bearer' };
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (cookie && headerValue(request, CSRF_HEADER)) return { token: cookie, from: 'cookie' };
  return null;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, ttlMs: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    // request.protocol honours X-Forwarded-Proto behind a trusted proxy (TRUST_PROXY).
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
    maxAge: Math.floor(ttlMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH });
}
