/**
 * Account request bodies and path segments. A name is 3–20 ASCII letters, digits, `_` or `-`:
 * the charset itself refuses look-alike Unicode ("Аnn" with a Cyrillic А) and invisible
 * characters, so no normalisation can be tricked; uniqueness is by lower case
 * (account-store.ts). `__proto__` and its kin fit the charset and are refused by name.
 */
import { z } from 'zod';

export const NAME_RULE = '3–20 letters, digits, _ or -';
const NAME_SHAPE = /^[A-Za-z0-9_-]{3,20}$/;
/** Names that read as object keys of the runtime: refused so no map or log can be confused. */
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);

export const accountName = z
  .string({ error: 'name must be text' })
  .regex(NAME_SHAPE, `a name is ${NAME_RULE}`)
  .refine((name) => !RESERVED.has(name.toLowerCase()), { message: 'this name is reserved' });

export const PASSWORD_MIN = 8;
/** scrypt hashes any length, but a megabyte password is only a way to burn our CPU. */
export const PASSWORD_MAX = 200;

export const registerBody = z.strictObject({
  name: accountName,
  password: z
    .string({ error: 'password must be text' })
    .min(PASSWORD_MIN, `a password is at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `a password is at most ${PASSWORD_MAX} characters`),
});

/**
 * A login is checked for types only: a name that could never be registered is answered like a
 * wrong password (401), not with a 400 that would say more.
 */
export const loginBody = z.strictObject({
  name: z.string({ error: 'name must be text' }).max(100, 'name is too long'),
  password: z.string({ error: 'password must be text' }).max(PASSWORD_MAX, 'password is too long'),
});
