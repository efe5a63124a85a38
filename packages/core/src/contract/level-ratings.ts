/**
 * How strong each AI level of a game is, on the players' Glicko-2 scale: what `npm run
 * level-ratings` measured (`bots/level-ratings-cli.ts` writes it to the game package's
 * `src/level-ratings.json`; nobody types these numbers). A game's `meta.levelRatings` carries
 * it to the lobby, which shows "Hard · about 1650"; a game without one shows the level name.
 */
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

/** Where in the file, and what is wrong there. */
type Problem = [where: string, what: string];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function numberProblem(
  where: string,
  value: unknown,
  min: number,
  max: number,
  whole = false,
): Problem | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return [where, `expected a number, not ${JSON.stringify(value)}`];
  if (whole && !Number.isInteger(value)) return [where, `expected a whole number, not ${value}`];
  if (value < min || value > max) return [where, `expected ${min} to ${max}, not ${value}`];
  return undefined;
}

/**
 * The file as the contract reads it; more keys (the ladder's pairings, random's rating) may
 * follow. Checked by hand, not with zod: every game's meta passes through here, and zod would
 * add about 27 kB (gzipped) to the lobby's first load for these few fields.
 */
function firstProblem(value: unknown): Problem | undefined {
  if (!isObject(value)) return ['(the whole file)', 'expected an object'];
  if (!isObject(value.levels)) return ['levels', 'expected an object of levels'];
  for (const [level, rated] of Object.entries(value.levels)) {
    if (!(AI_LEVELS as readonly string[]).includes(level))
      return ['levels', `unknown level "${level}" (the levels are ${AI_LEVELS.join(', ')})`];
    if (!isObject(rated)) return [`levels.${level}`, 'expected an object'];
    const problem =
      numberProblem(`levels.${level}.rating`, rated.rating, 0, 4000) ??
      numberProblem(`levels.${level}.deviation`, rated.deviation, 0, 350) ??
      numberProblem(`levels.${level}.games`, rated.games, 1, Number.MAX_SAFE_INTEGER, true);
    if (problem) return problem;
  }
  if (!isObject(value.measured)) return ['measured', 'expected how the figures were measured'];
  for (const key of ['date', 'command', 'anchor', 'load'])
    if (typeof value.measured[key] !== 'string' || value.measured[key] === '')
      return [`measured.${key}`, 'expected a non-empty text'];
  return undefined;
}

/**
 * Why `value` is not a usable `meta.levelRatings` for game `gameId`, in one sentence naming the
 * field and the file to fix, or undefined when it is.
 */
export function invalidLevelRatings(gameId: string, value: unknown): string | undefined {
  const problem = firstProblem(value);
  if (!problem) return undefined;
  const [where, what] = problem;
  return (
    `${gameId}: meta.levelRatings is not what npm run level-ratings writes — ${where}: ` +
    `${what}. Run npm run level-ratings -- ${gameId} again rather than editing ` +
    'src/level-ratings.json by hand.'
  );
}
