/**
 * Password hashes with Node's built-in scrypt (memory-hard, in OpenSSL: nothing hand-rolled and
 * no native add-on to build): a random 16-byte salt per password, N = 2^15, r = 8, p = 1 (about
 * 32 MB and a few tens of milliseconds per hash), stored with its parameters so they can be
 * raised later, and compared in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMETERS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derived(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 128 * options.N! * options.r! * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derived(password, salt, PARAMETERS);
  const { N, r, p } = PARAMETERS;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derived(password, Buffer.from(salt, 'base64'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of no one's password: a login for a name that does not exist is checked against it, so
 * it takes as long as a wrong password and the answer's timing does not tell which names exist.
 */
export const NOBODY_HASH = hashPassword(randomBytes(16).toString('hex'));
