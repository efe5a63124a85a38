/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (no other site's POST carries
 * it), Secure when the request came over HTTPS (directly, or through a trusted proxy that says
 * so in X-Forwarded-Proto), for the whole site. Written by hand because Koa's cookie helper
 * refuses Secure cookies behind a proxy unless the whole app trusts X-Forwarded-* headers.
 */
import type { Context } from 'koa';
import type { TLSSocket } from 'node:tls';
import { SESSION_LIFETIME_MS } from './account-store';

export const SESSION_COOKIE = 'gridplay_session';
/**
 * Beside the session, a cookie scripts may read that says only "someone is logged in here", so
 * the web app asks `/api/me` only then: a guest's page makes no request (and logs no 401).
 */
export const SIGNED_IN_HINT = 'gridplay_signed_in';

/** Tokens are 32 random bytes in base64url; anything else in the cookie is nobody's session. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function sessionToken(ctx: Context): string | undefined {
  return sessionTokenIn(ctx.get('cookie'));
}

/** The session token of a Cookie header (an HTTP request's, or a socket's handshake). */
export function sessionTokenIn(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === SESSION_COOKIE && value && TOKEN_SHAPE.test(value)) return value;
  }
  return undefined;
}

function overHttps(ctx: Context, trustProxy: boolean): boolean {
  if ((ctx.req.socket as TLSSocket).encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = ctx.get('x-forwarded-proto').split(',')[0].trim().toLowerCase();
  return forwarded === 'https';
}

function setCookie(
  ctx: Context,
  pair: string,
  {
    maxAgeSeconds,
    httpOnly,
    trustProxy,
  }: { maxAgeSeconds: number; httpOnly: boolean; trustProxy: boolean },
): void {
  const attributes = [
    pair,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    ...(httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    ...(overHttps(ctx, trustProxy) ? ['Secure'] : []),
  ];
  ctx.append('Set-Cookie', attributes.join('; '));
}

export function giveSessionCookie(ctx: Context, token: string, trustProxy: boolean): void {
  const maxAgeSeconds = Math.floor(SESSION_LIFETIME_MS / 1000);
  setCookie(ctx, `${SESSION_COOKIE}=${token}`, { maxAgeSeconds, httpOnly: true, trustProxy });
  setCookie(ctx, `${SIGNED_IN_HINT}=1`, { maxAgeSeconds, httpOnly: false, trustProxy });
}

export function clearSessionCookie(ctx: Context, trustProxy: boolean): void {
  setCookie(ctx, `${SESSION_COOKIE}=`, { maxAgeSeconds: 0, httpOnly: true, trustProxy });
  setCookie(ctx, `${SIGNED_IN_HINT}=`, { maxAgeSeconds: 0, httpOnly: false, trustProxy });
}
