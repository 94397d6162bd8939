import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedRefreshToken } from '../../services/session-service';

export const REFRESH_COOKIE = 'refresh_token';
/** Sent only to the auth calls (refresh-token, logout), never to the rest of the API or site. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * The refresh token, out of reach of scripts (HttpOnly), of other sites' requests
 * (SameSite=Strict) and, over HTTPS, of plain-text connections (Secure).
 */
export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  refresh: IssuedRefreshToken,
): void {
  // Serialised here: the cookie plugin runs no hook on every request (see app.ts).
  reply.header(
    'set-cookie',
    request.server.serializeCookie(REFRESH_COOKIE, refresh.token, {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      expires: refresh.expiresAt,
    }),
  );
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(
    'set-cookie',
    request.server.serializeCookie(REFRESH_COOKIE, '', {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      expires: new Date(0),
    }),
  );
}

/** The refresh token the request carries (cookies are parsed here, not on every request). */
export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  return request.server.parseCookie(header)[REFRESH_COOKIE] || undefined;
}
