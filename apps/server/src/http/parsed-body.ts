/**
 * A JSON request body read against a zod schema: a body that does not fit is a 400 naming the
 * field, and keys that name a prototype are refused outright (zod would silently drop them).
 */
import type { Context } from 'koa';
import type { z } from 'zod';
import { readJson } from './read-json';

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Where `value` holds a key that names a prototype (zod would silently drop it), if anywhere. */
function prototypeKeyIn(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const key of Object.keys(value)) {
    if (PROTOTYPE_KEYS.has(key)) return [...path, key];
    const inner = prototypeKeyIn((value as Record<string, unknown>)[key], [...path, key]);
    if (inner) return inner;
  }
  return undefined;
}

/** The body, validated by `schema`, or a 400 saying which field is wrong. */
export async function parsedBody<T>(ctx: Context, schema: z.ZodType<T>): Promise<T> {
  const body = await readJson(ctx);
  const forbidden = prototypeKeyIn(body);
  if (forbidden)
    ctx.throw(400, `Invalid request (${forbidden.join('.')}): this key is not allowed`);
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  return ctx.throw(400, problemOf(result.error));
}

/** The first problem a schema found, in words, for a 400. */
export function problemOf(error: z.ZodError, what = 'request'): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  return `Invalid ${what}${where}: ${issue?.message ?? 'invalid'}`;
}
