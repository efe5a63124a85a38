/**
 * A game tool's saved items for the logged-in account (a deck builder's decks), generic over
 * games: the server checks that the game and tool are installed and stores the text unread.
 *
 *   GET    /api/me/saved/:game/:tool          200 {items: [{name, text, savedAt}]}, newest first
 *   GET    /api/me/saved/:game/:tool/:name    200 {name, text, savedAt}, or 404
 *   PUT    /api/me/saved/:game/:tool/:name    {text} → 201 new or 200 replaced, with the item;
 *                                             413 text too long; 409 the shelf is full
 *   DELETE /api/me/saved/:game/:tool/:name    204, or 404
 *
 * 401 when logged out; 404 for a game or tool not installed; 400 for a bad name or body.
 * Writes must come from an allowed origin (CSRF), a PUT as JSON.
 */
import type { Context, Middleware } from 'koa';
import type { GameModule } from '@gridplay/core';
import { parsedBody } from '../http/parsed-body';
import { problemOf } from '../http/parsed-body';
import { refuseForeignOrigin } from '../security/foreign-origin';
import type { AccountStore } from './account-store';
import { sessionToken } from './session-cookie';
import { SAVED_ITEMS_PER_TOOL, type SavedItemsStore, type Shelf } from './saved-items-store';
import { SAVED_TEXT_MAX, saveItemBody, savedItemName } from './saved-items-schemas';

export interface SavedItemsRoutesOptions {
  accounts: AccountStore;
  items: SavedItemsStore;
  /** The installed games; their `meta.tools` are the shelves there are. */
  modules: readonly GameModule[];
  origins: readonly string[];
}

const PREFIX = '/api/me/saved/';

export function savedItemsRoutes(options: SavedItemsRoutesOptions): Middleware {
  const { accounts, items, origins } = options;
  const tools = new Map(
    options.modules.map((m) => [m.meta.id, new Set((m.meta.tools ?? []).map((t) => t.id))]),
  );

  const shelfOf = async (ctx: Context, game: string, tool: string): Promise<Shelf> => {
    const token = sessionToken(ctx);
    const account = token ? await accounts.sessionAccount(token) : undefined;
    if (!account) return ctx.throw(401, 'Not logged in: log in to keep items in your account.');
    if (!tools.get(game)?.has(tool))
      return ctx.throw(404, `There is no tool "${tool.slice(0, 64)}" of "${game.slice(0, 64)}".`);
    return { account, game, tool };
  };

  const nameOf = (ctx: Context, raw: string): string => {
    const parsed = savedItemName.safeParse(raw);
    if (!parsed.success) return ctx.throw(400, problemOf(parsed.error, 'name'));
    return parsed.data;
  };

  const list = async (ctx: Context, shelf: Shelf) => {
    ctx.body = { items: await items.list(shelf) };
  };

  const read = async (ctx: Context, shelf: Shelf, name: string) => {
    const item = await items.item(shelf, name);
    if (!item) return ctx.throw(404, `Nothing is saved under "${name}".`);
    ctx.body = item;
  };

  const save = async (ctx: Context, shelf: Shelf, name: string) => {
    const { text } = await parsedBody(ctx, saveItemBody);
    if (text.length > SAVED_TEXT_MAX)
      ctx.throw(413, `Too long to save: ${text.length} characters, at most ${SAVED_TEXT_MAX}.`);
    const outcome = await items.save(shelf, name, text);
    if (outcome === 'full')
      ctx.throw(
        409,
        `You keep ${SAVED_ITEMS_PER_TOOL} items here already, the most there is room for: delete one to save "${name}".`,
      );
    ctx.status = outcome === 'created' ? 201 : 200;
    ctx.body = await items.item(shelf, name);
  };

  const remove = async (ctx: Context, shelf: Shelf, name: string) => {
    if (!(await items.remove(shelf, name)))
      return ctx.throw(404, `Nothing is saved under "${name}".`);
    ctx.status = 204;
  };

  const methodNotAllowed = (ctx: Context, allowed: string) => {
    ctx.set('Allow', allowed);
    return ctx.throw(405, `Use ${allowed} for ${ctx.path.slice(0, 200)}.`);
  };

  return async (ctx, next) => {
    if (!ctx.path.startsWith(PREFIX)) return next();
    ctx.set('Cache-Control', 'no-store');
    // refuseMalformedPaths already answered a path that does not decode.
    const [game, tool, name, ...rest] = ctx.path
      .slice(PREFIX.length)
      .split('/')
      .map(decodeURIComponent);
    if (!game || !tool || rest.length > 0 || name === '')
      return ctx.throw(404, 'Not found: the address is /api/me/saved/:game/:tool[/:name].');

    if (name === undefined) {
      if (ctx.method !== 'GET') return methodNotAllowed(ctx, 'GET');
      return list(ctx, await shelfOf(ctx, game, tool));
    }
    if (!['GET', 'PUT', 'DELETE'].includes(ctx.method))
      return methodNotAllowed(ctx, 'GET, PUT, DELETE');
    if (ctx.method !== 'GET') refuseForeignOrigin(ctx, origins);
    const shelf = await shelfOf(ctx, game, tool);
    const itemName = nameOf(ctx, name);
    if (ctx.method === 'GET') return read(ctx, shelf, itemName);
    if (ctx.method === 'PUT') return save(ctx, shelf, itemName);
    return remove(ctx, shelf, itemName);
  };
}
