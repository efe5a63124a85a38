/**
 * The boardgame.io client's socket messages, validated: anything malformed is answered with a
 * `gridplay:error`, never passed on to the rules.
 */
import { z } from 'zod';

const id = z.string().min(1).max(200);
const seat = z.union([z.string().max(20), z.null()]).optional();

export const syncMessage = z.tuple([
  id,
  seat,
  z.string().max(500).optional().nullable(),
  z.unknown().optional(),
]);

export const updateMessage = z.tuple([
  z.object({
    type: z.string().max(40),
    payload: z.object({
      type: z.string().min(1).max(100),
      args: z.unknown().optional(),
      playerID: z.string().max(20).optional().nullable(),
      credentials: z.string().max(500).optional().nullable(),
    }),
  }),
  z.number().int().nonnegative(),
  id,
  z.string().max(20),
]);

/** A chat line is relayed to every socket of the match: it stays small. */
const CHAT_LIMIT = 1000;

export const chatMessage = z.tuple([
  id,
  z.object({
    id: z.string().max(100),
    sender: z.string().max(20),
    payload: z.unknown().refine((payload) => (JSON.stringify(payload) ?? '').length <= CHAT_LIMIT, {
      message: `a chat message is at most ${CHAT_LIMIT} characters`,
    }),
  }),
  z.string().max(500).optional().nullable(),
]);

/** The first problem with a message, in words. */
export function problemOf(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  return `Malformed message${where}: ${issue?.message ?? 'invalid'}`;
}
