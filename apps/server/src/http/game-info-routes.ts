/** `GET /api/games`, `GET /api/games/:id/rules` and `GET /health`. */
import type { Middleware } from 'koa';
import type { HostedGame } from '../games/installed-games';

export function gameInfoRoutes(
  games: readonly HostedGame[],
  health: () => Promise<Record<string, unknown>>,
): Middleware {
  const metas = games.map(({ module: { meta } }) => ({
    id: meta.id,
    title: meta.title,
    description: meta.description,
    players: { min: meta.minPlayers, max: meta.maxPlayers },
    minPlayers: meta.minPlayers,
    maxPlayers: meta.maxPlayers,
    seatNames: meta.seatNames ?? null,
    setupOptions: meta.setupOptions,
    art: meta.art,
    accent: meta.accent,
  }));
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/health') {
      try {
        ctx.body = { ok: true, ...(await health()) };
      } catch (error) {
        ctx.status = 503;
        ctx.body = { ok: false, error: (error as Error).message };
      }
      return;
    }
    if (ctx.path === '/api/games') {
      ctx.body = metas;
      return;
    }
    const rules = /^\/api\/games\/([^/]+)\/rules$/.exec(ctx.path);
    if (rules) {
      const game = games.find((g) => g.module.meta.id === decodeURIComponent(rules[1]));
      if (!game) return ctx.throw(404, `No installed game "${rules[1]}"`);
      ctx.type = 'text/markdown; charset=utf-8';
      ctx.body = game.rules();
      return;
    }
    if (ctx.path.startsWith('/api/')) ctx.throw(404, `No API route ${ctx.path}`);
    return next();
  };
}
