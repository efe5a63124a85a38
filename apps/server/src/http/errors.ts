/** Every thrown error becomes a JSON answer; 4xx carry their message, 5xx are logged. */
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

export function errorResponses(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const status = Number((error as { status?: number }).status) || 500;
      ctx.status = status;
      if (status >= 500) {
        log.error({ err: error, method: ctx.method, path: ctx.path }, 'request failed');
        ctx.body = { error: 'Internal server error' };
      } else {
        ctx.body = { error: (error as Error).message };
      }
    }
  };
}
