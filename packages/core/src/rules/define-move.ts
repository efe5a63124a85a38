/**
 * Moves that explain themselves. boardgame.io only knows "INVALID_MOVE"; a Gridplay move carries
 * its argument schema (zod), a `check` that names the rule a refused move breaks, and a
 * `describe` that writes its log line where the move is defined. `whyRefused` and the server use
 * them to tell a player exactly why a move was refused.
 */
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Ctx, FnContext, LongFormMove, PlayerID } from 'boardgame.io';
import type { ZodError, ZodType } from 'zod';
import { takeNarration } from './narration';

export type MoveContext<G> = FnContext<G> & { playerID: PlayerID };

/** Only what a check may read: checks are pure and never roll dice or fire events. */
export interface CheckContext<G> {
  G: G;
  ctx: Ctx;
  playerID: PlayerID;
}

export interface MoveSpec<G, A extends unknown[]> {
  /** Schema of the argument list, e.g. `z.tuple([z.string()])`. Malformed args are refused. */
  args?: ZodType<A>;
  /** The rule the move breaks now, in words for the player; undefined when it is legal. */
  check?: (context: CheckContext<G>, ...args: A) => string | undefined;
  apply: (context: MoveContext<G>, ...args: A) => void | G | typeof INVALID_MOVE;
  /**
   * The log line, e.g. "MCP plays Recognizers (power 3)", from the state before the move. Every
   * seat and spectator receives it, so it must say only what is public.
   */
  describe?: (context: CheckContext<G>, ...args: A) => string;
  /** Arguments hidden from other seats in the log (secret choices). */
  secret?: boolean;
  /** Simultaneous choices: accept it even if another seat's move arrived first. */
  simultaneous?: boolean;
}

export const GRIDPLAY_MOVE = Symbol.for('gridplay.move');

export type GridplayMove<G, A extends unknown[] = any[]> = LongFormMove<G> & {
  [GRIDPLAY_MOVE]: MoveSpec<G, A>;
};

/** Why the arguments don't fit the schema, in words a player can read, or undefined. */
export function malformedArgs<G, A extends unknown[]>(
  spec: MoveSpec<G, A>,
  args: unknown[],
): string | undefined {
  if (!spec.args) return undefined;
  const result = spec.args.safeParse(args);
  if (result.success) return undefined;
  return `Malformed move: ${plainIssue(result.error.issues[0])}.`;
}

type Issue = ZodError['issues'][number];

/** zod's first issue as a sentence about the move's arguments (numbered from 1). */
function plainIssue(issue: Issue | undefined): string {
  if (!issue) return 'invalid arguments';
  const [index, ...rest] = issue.path;
  const subject =
    index === undefined
      ? 'the move'
      : `argument ${Number(index) + 1}${rest.length ? ` (${rest.join('.')})` : ''}`;
  switch (issue.code) {
    case 'invalid_type':
      return `${subject} should be ${article(issue.expected)}`;
    case 'too_big':
    case 'too_small':
      if (index === undefined && issue.origin === 'array') {
        return issue.code === 'too_big'
          ? `too many arguments (at most ${issue.maximum})`
          : `missing arguments (at least ${issue.minimum})`;
      }
      return `${subject} is too ${issue.code === 'too_big' ? 'large' : 'small'}`;
    case 'invalid_value':
      return `${subject} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return `${subject} is not valid (${issue.message})`;
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

export function defineMove<G, A extends unknown[] = []>(spec: MoveSpec<G, A>): GridplayMove<G, A> {
  const move = (context: MoveContext<G>, ...args: unknown[]) => {
    if (malformedArgs(spec, args)) return INVALID_MOVE;
    const typed = args as A;
    const before: CheckContext<G> = { G: context.G, ctx: context.ctx, playerID: context.playerID };
    if (spec.check?.(before, ...typed)) return INVALID_MOVE;
    // The plain-words log line travels in the log entry's metadata, which every seat receives:
    // `describe` must only say what is public; so must the rules' narration around it.
    const own = spec.describe?.(before, ...typed);
    if (own) context.log?.setMetadata({ text: own });
    const earlier = takeNarration(context.G);
    const result = spec.apply(context, ...typed);
    if (result === INVALID_MOVE) return result;
    const later = takeNarration(result ?? context.G);
    if (earlier.length > 0 || later.length > 0) {
      context.log?.setMetadata({ text: [...earlier, own, ...later].filter(Boolean).join(' ') });
    }
    return result;
  };
  return {
    move: move as LongFormMove<G>['move'],
    // Moves run on the server only: a client holds a playerView, not the state to run them on.
    client: false,
    redact: spec.secret ?? false,
    ignoreStaleStateID: spec.simultaneous ?? false,
    [GRIDPLAY_MOVE]: spec,
  };
}

export function moveSpecOf(move: unknown): MoveSpec<any, any[]> | undefined {
  return move && typeof move === 'object' ? (move as GridplayMove<any>)[GRIDPLAY_MOVE] : undefined;
}
