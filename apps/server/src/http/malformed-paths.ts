/**
 * A path whose `%` does not start an escape (`/games/%`, `/games/a%zz`) cannot be decoded; it
 * is the client's mistake, so it gets a 400 here rather than a 500 from whichever route tries
 * to decode it first.
 */
import type { Middleware } from 'koa';

export function refuseMalformedPaths(): Middleware {
  return async (ctx, next) => {
    try {
      decodeURIComponent(ctx.path);
    } catch {
      ctx.throw(400, 'Malformed address: a % must start an escape such as %20.');
    }
    await next();
  };
}
