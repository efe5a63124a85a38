/**
 * The whole of every lobby request, path and body, as zod schemas: a request that does not fit
 * is refused with a 400 naming the field, before any storage is read. Objects are strict (an
 * unknown field is a mistake worth telling), and keys chosen by clients are plain identifiers,
 * so none can be `__proto__` or `constructor`.
 */
import { z } from 'zod';
import { TIME_CONTROL_PRESETS, type TimeControlPreset } from '@gridplay/core';
import { MAX_NAME_LENGTH } from '../match/public-players';
import { hiddenCharacterIn } from '../security/hidden-characters';

/** A seat id as sent: "1" or 1; whether the match has that seat is checked against the match. */
export const seatID = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform(String)
  .pipe(z.string().regex(/^(0|[1-9][0-9]{0,3})$/, 'a seat is named "0", "1", "2"…'));

export const playerName = z
  .string({ error: 'a name is text' })
  .transform((name) => name.normalize('NFC').trim())
  .pipe(
    z
      .string()
      .min(1, 'a name cannot be empty')
      .refine((name) => [...name].length <= MAX_NAME_LENGTH, {
        message: `a name is at most ${MAX_NAME_LENGTH} characters`,
      })
      .superRefine((name, context) => {
        const hidden = hiddenCharacterIn(name);
        if (hidden)
          context.addIssue({ code: 'custom', message: `a name cannot contain ${hidden}` });
      }),
  );

const identifier = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'keys are identifiers (letters, digits, _)');

/** A seat's free data: a few short values, about a kilobyte at most. */
export const seatData = z
  .record(identifier, z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
  .refine((data) => Object.keys(data).length <= 8, { message: 'at most 8 fields of seat data' });

export const credentials = z.string().min(1).max(200);

export const setupValues = z.record(
  identifier,
  z.union([z.string().max(200), z.number(), z.boolean()]),
);

export const difficulty = z.enum(['easy', 'normal', 'hard']);

/** Bot seats by seat id; the seat ids are checked against the match's seat count. */
export const botSeats = z.record(
  z.string().regex(/^(0|[1-9][0-9]{0,3})$/, 'bot seats are seat ids ("0", "1"…)'),
  difficulty,
);

const onTimeout = z.enum(['lose', 'ai-decides', 'ai-takes-seat'], {
  error: 'onTimeout is "lose", "ai-decides" or "ai-takes-seat"',
});
const DAY_MS = 24 * 60 * 60_000;

/**
 * A match's time control: one of core's presets, or any Fischer / per-move control within
 * bounds (a second to 30 days, an increment of at most an hour), and what happens on time.
 */
export const timeControl = z.union(
  [
    z.strictObject({
      preset: z.enum(Object.keys(TIME_CONTROL_PRESETS) as [TimeControlPreset]),
      onTimeout,
    }),
    z.strictObject({
      kind: z.enum(['fischer', 'per-move']),
      initialMs: z
        .number()
        .int()
        .min(1000)
        .max(30 * DAY_MS),
      incrementMs: z
        .number()
        .int()
        .min(0)
        .max(60 * 60_000),
      onTimeout,
    }),
  ],
  {
    error: 'a time control is { preset, onTimeout } or { kind, initialMs, incrementMs, onTimeout }',
  },
);

export const createBody = z.strictObject({
  numPlayers: z.number().int().min(1).max(64).optional(),
  setupData: setupValues.optional(),
  unlisted: z.boolean().optional(),
  bots: botSeats.optional(),
  timeControl: timeControl.optional(),
  /** Only logged-in players may sit, and the result changes their ratings (accounts/). */
  rated: z.boolean().optional(),
});

export const joinBody = z.strictObject({
  playerID: seatID.optional(),
  playerName,
  data: seatData.optional(),
  /** A rematch's seat is kept for its previous holder, who proves it with the old credentials. */
  credentials: credentials.optional(),
});

export const leaveBody = z.strictObject({ playerID: seatID, credentials });

export const updateBody = z
  .strictObject({
    playerID: seatID,
    credentials,
    newName: playerName.optional(),
    data: seatData.optional(),
  })
  .refine((body) => body.newName !== undefined || body.data !== undefined, {
    message: 'send newName or data',
  });

export const playAgainBody = z.strictObject({
  playerID: seatID,
  credentials,
  numPlayers: z
    .union([
      z.number().int(),
      z
        .string()
        .regex(/^\d{1,2}$/)
        .transform(Number),
    ])
    .optional(),
  setupData: setupValues.optional(),
  unlisted: z.boolean().optional(),
});

const queryFlag = z.enum(['true', 'false']).transform((flag) => flag === 'true');
const queryTime = z
  .string()
  .regex(/^\d{1,15}$/, 'a time in milliseconds')
  .transform(Number);

export const listQuery = z.strictObject({
  isGameover: queryFlag.optional(),
  updatedBefore: queryTime.optional(),
  updatedAfter: queryTime.optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .optional(),
  cursor: z
    .string()
    .regex(/^\d{1,15}\.[A-Za-z0-9_-]{1,64}$/, 'a nextCursor from a previous page')
    .transform((cursor) => {
      const dot = cursor.indexOf('.');
      return { updatedAt: Number(cursor.slice(0, dot)), id: cursor.slice(dot + 1) };
    })
    .optional(),
});
