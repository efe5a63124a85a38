/**
 * Reads a small JSON request body: 415 unless it is declared `application/json` (a cross-site
 * page can send `text/plain` without asking first; it cannot send JSON without a CORS
 * preflight, which other origins fail), 413 when too large, 400 when it is not JSON.
 */
import type { Context } from 'koa';

const LIMIT = 16 * 1024;
/** Past the limit, this much more is read and dropped so the client hears the 413 cleanly. */
const DRAIN = 1024 * 1024;

export function isJsonRequest(ctx: Context): boolean {
  const type = ctx.get('content-type').split(';')[0].trim().toLowerCase();
  return type === 'application/json';
}

/** A body already read (the stream reads once; the idempotency layer reads it before the route). */
const readBodies = new WeakMap<Context, unknown>();

export async function readJson(ctx: Context): Promise<unknown> {
  if (readBodies.has(ctx)) return readBodies.get(ctx);
  const body = await readBody(ctx);
  readBodies.set(ctx, body);
  return body;
}

async function readBody(ctx: Context): Promise<unknown> {
  if (!isJsonRequest(ctx))
    ctx.throw(415, 'Send the request body as JSON (Content-Type: application/json).');
  const tooLarge = () => ctx.throw(413, `Request body too large (at most ${LIMIT / 1024} KB)`);
  const declared = Number(ctx.get('content-length'));
  if (declared > LIMIT + DRAIN) tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > LIMIT + DRAIN) tooLarge();
    if (size <= LIMIT) chunks.push(chunk as Buffer);
  }
  if (size > LIMIT) tooLarge();
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    ctx.throw(400, 'Request body is not valid JSON');
  }
}
