/** Reads a small JSON request body; a 400 with a clear message when it is not JSON. */
import type { Context } from 'koa';

const LIMIT = 64 * 1024;

export async function readJson(ctx: Context): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > LIMIT) ctx.throw(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    ctx.throw(400, 'Request body is not valid JSON');
  }
}
