import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedRefreshToken } from '../../services/accounts';

export const REFRESH_COOKIE = 'refresh_token';
/** Sent only to the auth calls (refresh-token, logout), never to the rest of the API or site. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * The refresh token, out of reach of scripts (HttpOnly), of other sites' requests
 * (SameSite=Strict) and, over HTTPS, of plain-text connections (Secure). Serialised here: the
 * cookie plugin runs no hook on every request (see app.ts).
 */
function writeRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
  expires: Date,
): void {
  reply.header(
    'set-cookie',
    request.server.serializeCookie(REFRESH_COOKIE, value, {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      expires,
    }),
  );
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  refresh: IssuedRefreshToken,
): void {
  writeRefreshCookie(request, reply, refresh.token, refresh.expiresAt);
}

/** An empty value that expired long ago: the browser drops the cookie. */
export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  writeRefreshCookie(request, reply, '', new Date(0));
}

/** The refresh token the request carries (cookies are parsed here, not on every request). */
export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  return request.server.parseCookie(header)[REFRESH_COOKIE] || undefined;
}
