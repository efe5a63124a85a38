/**
 * A page on another site may not act on its visitors' behalf (CSRF): a browser sends its Origin
 * with every POST, and only the allowed ones (and this server's own pages) get through. Clients
 * that are not browsers send no Origin. Used by the lobby and the account routes.
 */
import type { Context } from 'koa';

export function refuseForeignOrigin(ctx: Context, origins: readonly string[]): void {
  const origin = ctx.get('origin');
  if (!origin || origins.includes(origin)) return;
  let sameHost = false;
  try {
    sameHost = new URL(origin).host === ctx.get('host');
  } catch {
    // "null" and other non-URL origins are foreign.
  }
  if (!sameHost) ctx.throw(403, `Requests from ${origin.slice(0, 100)} are not allowed.`);
}
