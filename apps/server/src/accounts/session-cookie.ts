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

function setCookie(ctx: Context, value: string, maxAgeSeconds: number, trustProxy: boolean): void {
  const attributes = [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(overHttps(ctx, trustProxy) ? ['Secure'] : []),
  ];
  ctx.append('Set-Cookie', attributes.join('; '));
}

export function giveSessionCookie(ctx: Context, token: string, trustProxy: boolean): void {
  setCookie(ctx, token, Math.floor(SESSION_LIFETIME_MS / 1000), trustProxy);
}

export function clearSessionCookie(ctx: Context, trustProxy: boolean): void {
  setCookie(ctx, '', 0, trustProxy);
}
