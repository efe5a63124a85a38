/**
 * The built web app at `/`, with the single-page-app fallback: any other GET outside the API,
 * sockets and health answers index.html, so deep links like /match/… load the app.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';

const SERVER_PATHS = /^\/(games|api|socket\.io|health)(\/|$)/;

export function webApp(dist: string): Middleware {
  const files = serve(dist, {
    index: 'index.html',
    gzip: true,
    // Vite fingerprints everything under assets/: those never change; the rest is revalidated.
    setHeaders: (response, path) => {
      response.setHeader(
        'Cache-Control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || SERVER_PATHS.test(ctx.path))
      return next();
    await files(ctx, async () => {});
    if (ctx.body !== undefined && ctx.body !== null) return;
    const index = join(dist, 'index.html');
    if (!existsSync(index)) {
      ctx.status = 404;
      ctx.body = {
        error: `The web app is not built (no ${index}); run the web app's build first.`,
      };
      return;
    }
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = readFileSync(index);
  };
}
