/**
 * How strong each AI level of a game is, on the players' Glicko-2 scale: what `npm run
 * level-ratings` measured (`bots/level-ratings-cli.ts` writes it to the game package's
 * `src/level-ratings.json`; nobody types these numbers). A game's `meta.levelRatings` carries
 * it to the lobby, which shows "Hard · about 1650"; a game without one shows the level name.
 */
import { z } from 'zod';

const AI_LEVELS = ['easy', 'normal', 'hard'] as const;

/** One player of the ladder: its Glicko-2 rating, deviation (RD) and the games behind it. */
export interface LevelRating {
  readonly rating: number;
  readonly deviation: number;
  readonly games: number;
}

export interface LevelRatings {
  /** The AI levels the ladder rated (a level left out has no figure in the lobby). */
  readonly levels: Readonly<Partial<Record<(typeof AI_LEVELS)[number], LevelRating>>>;
  /** How the numbers were made: when, the command, the anchor, the machine's load. */
  readonly measured: {
    readonly date: string;
    readonly command: string;
    readonly anchor: string;
    readonly load: string;
  };
}

/**
 * The file as the contract reads it; more keys (the ladder's pairings, random's rating) may
 * follow. Built on first use: every module imports this file through `defineGameModule`, and
 * the lobby's bundle should not carry zod for it.
 */
function levelRatingsSchema() {
  const rating = z.object({
    rating: z.number().min(0).max(4000),
    deviation: z.number().min(0).max(350),
    games: z.number().int().min(1),
  });
  return z.object({
    levels: z.partialRecord(z.enum(AI_LEVELS), rating),
    measured: z.object({
      date: z.string().min(1),
      command: z.string().min(1),
      anchor: z.string().min(1),
      load: z.string().min(1),
    }),
  });
}

let schema: ReturnType<typeof levelRatingsSchema> | undefined;

/**
 * Why `value` is not a usable `meta.levelRatings` for game `gameId`, in one sentence naming the
 * field and the file to fix, or undefined when it is.
 */
export function invalidLevelRatings(gameId: string, value: unknown): string | undefined {
  schema ??= levelRatingsSchema();
  const parsed = schema.safeParse(value);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  const where = issue.path.length > 0 ? issue.path.join('.') : '(the whole file)';
  return (
    `${gameId}: meta.levelRatings is not what npm run level-ratings writes — ${where}: ` +
    `${issue.message}. Run npm run level-ratings -- ${gameId} again rather than editing ` +
    'src/level-ratings.json by hand.'
  );
}
