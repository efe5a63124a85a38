/**
 * What a saved item may be: a name a person typed (short, printable, no edge spaces) and a text
 * the tool wrote (a deck list). The caps keep one account from filling the database.
 */
import { z } from 'zod';

export const SAVED_NAME_MAX = 60;
/** Characters of one item's text: a 60-card deck list is about 1,500. */
export const SAVED_TEXT_MAX = 8_000;

/** Control and format characters (newlines, zero-width spaces, direction marks) hide in a name. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

export const savedItemName = z
  .string()
  .min(1, 'a name is 1 character or more')
  .max(SAVED_NAME_MAX, `a name is at most ${SAVED_NAME_MAX} characters`)
  .refine((name) => name === name.trim(), { message: 'a name does not start or end with a space' })
  .refine((name) => !INVISIBLE.test(name), {
    message: 'a name has no control or invisible characters',
  });

/** The body of a save; the text's length is checked apart, to answer 413 rather than 400. */
export const saveItemBody = z.strictObject({
  text: z.string({ error: 'text must be text' }),
});
