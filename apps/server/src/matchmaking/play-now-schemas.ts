/** The bodies and path segments of "Play now" (play-now-routes.ts), as zod schemas. */
import { z } from 'zod';
import { difficulty, playerName } from '../lobby/lobby-schemas';
import { gameNameSegment } from '../http/match-address';

/** How long a player may choose to wait before an AI opponent is offered (30 s by default). */
export const AI_AFTER_SECONDS = { min: 1, max: 600, default: 30 };

export const playNowBody = z.strictObject({
  game: gameNameSegment,
  /** A guest's name at the table; a logged-in player sits under the account's name. */
  playerName: playerName.optional(),
  aiAfterSeconds: z
    .number({ error: 'aiAfterSeconds is a number of seconds' })
    .int('aiAfterSeconds is a whole number of seconds')
    .min(AI_AFTER_SECONDS.min, `aiAfterSeconds is at least ${AI_AFTER_SECONDS.min}`)
    .max(AI_AFTER_SECONDS.max, `aiAfterSeconds is at most ${AI_AFTER_SECONDS.max}`)
    .optional(),
});

export type PlayNowRequest = z.infer<typeof playNowBody>;

/** Taking the AI offer: the level the player chose ("normal" when the body says none). */
export const playTheAiBody = z.strictObject({
  level: z.enum(difficulty.options, { error: 'level is one of easy, normal and hard' }).optional(),
});

/** Tickets are ours: 32 base64url characters. */
export const ticketSegment = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'not a ticket');
