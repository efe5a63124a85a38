/**
 * The game-package contract. A game package is an npm workspace package whose package.json has
 *
 *   "gridplay": { "meta": "./src/meta.ts", "module": "./src/index.ts", "rules": "./RULES.md" }
 *
 * - `meta`   exports `meta: GameMeta` (lobby data, no rules code),
 * - `module` exports `default: GameModule` (the rules, the bot hooks and a lazily loaded board),
 * - `rules`  is the rules text in Markdown, shown on the game's rules page.
 *
 * The apps find packages through `discovery.ts`; neither holds a list of games.
 */
import type { ComponentType } from 'react';
import type { Ctx, Game, PlayerID } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import type { GameMeta } from './game-meta';
import { invalidLevelRatings } from './level-ratings';
import type { Randomness } from '../random';
import type { Tutorial } from '../tutorial/tutorial';

/** One decision a seat can take, as `ai.enumerate` returns it. */
export type AiMove = { move: string; args?: unknown[] } | { event: string; args?: unknown[] };

/**
 * A boardgame.io game that Gridplay can host: named, with `ai.enumerate` and a playerView.
 *
 * `G` is the full state the rules keep; `View` is what `playerView` hands one seat (hidden
 * zones in place of secrets). A game without secrets has `View = G`.
 */
export type GridplayGame<G = any, View = G> = Omit<Game<G>, 'playerView'> & {
  name: string;
  playerView?: (context: { G: G; ctx: Ctx; playerID: PlayerID | null }) => View;
  /**
   * Every decision `playerID` may take now. Called on the full state (the server's bot seats,
   * `LocalMatch`, balance runs) and on a seat's view (boards, the fair bot), so it reads only
   * what both show.
   */
  ai: { enumerate: (G: G | View, ctx: Ctx, playerID: PlayerID) => AiMove[] };
};

/** What the fair bot (core `FairBot`) needs from a game beyond its rules. */
export interface BotSupport<G = any, View = G> {
  /**
   * Sample a full state consistent with what `seat` sees: given the seat's view, return a full
   * state in which everything hidden from `seat` is drawn at random (hands, deck order, hidden
   * choices). Must only use what the view shows plus the hidden multiset sizes.
   */
  determinize?: (view: View, ctx: Ctx, seat: PlayerID, random: Randomness) => G;
  /** Heuristic value of a (sampled) full state for `seat`, in [0, 1] (1 = certain win). */
  evaluate?: (G: G, ctx: Ctx, seat: PlayerID) => number;
  /** Rollout policy on a sampled full state: choose among `moves` (default: uniform random). */
  rollout?: (G: G, ctx: Ctx, seat: PlayerID, moves: AiMove[], random: Randomness) => AiMove;
  /**
   * The game's own policy: a weight for each of `moves` (same order; non-negative, any scale,
   * all zero = uniform). Read only what `seat` may see. The search uses it as a prior (the
   * heaviest untried move first, then a bonus that fades with visits) and, when there is no
   * `rollout`, as the rollout policy (a move drawn in proportion to its weight).
   */
  policy?: (G: G, ctx: Ctx, seat: PlayerID, moves: AiMove[]) => number[];
  /**
   * For inference from what opponents do (`bots/inference.ts`): the state `actor` decided in at a
   * past public decision, rebuilt in a world sampled now — the public parts of `past` (the
   * deciding seat's view just before that decision) with `actor`'s secrets as `world` deals them
   * now. Undefined when `world` does not tell what `actor` held then (its hand changed since).
   * Liar's Dice: the same round, the same cups. Without it the bot does not infer.
   */
  recall?: (world: G, past: View, pastCtx: Ctx, actor: PlayerID) => G | undefined;
  /**
   * How the bot expects another seat to choose, for inference only: weights over `moves` as
   * `policy` gives them, read on the state `recall` rebuilt. Defaults to `policy`. A game gives
   * one when its model of an opponent (its reference player's rules, say) would make a poor prior
   * for its own search, or when it has no `policy` at all.
   */
  model?: (G: G, ctx: Ctx, seat: PlayerID, moves: AiMove[]) => number[];
  /**
   * A scripted player written from the rules alone, without search (`bot-check --vs
   * reference`): the move `seat` makes among `moves` (what `ai.enumerate` offers, though it may
   * answer any legal move), reading only the seat's view.
   */
  reference?: (view: View, ctx: Ctx, seat: PlayerID, moves: AiMove[], random: Randomness) => AiMove;
  /**
   * The search's `rollout`, `policy` and inference (`recall`, `model`) as they were before the
   * last change kept, so `bot-check --vs <level>-baseline` measures a change against the bot it
   * replaced, at the same thinking time (a field left out here is absent in the baseline too).
   */
  baseline?: Pick<BotSupport<G, View>, 'rollout' | 'policy' | 'recall' | 'model'>;
}

/** A game's rollout policy (`bot.rollout`), written against the state its playouts run on. */
export type RolloutPolicy<G> = NonNullable<BotSupport<G>['rollout']>;

/**
 * Optional labels for the balance report (`npm run balance`). Without them the report uses the
 * seat name as the "deck", `gameover.reason` (or win/draw) as the win condition, and the move name
 * for what was played.
 */
export interface BalanceSupport<G = any> {
  /** The deck, side or faction `seat` plays this game, read from the state after setup. */
  deck?: (G: G, ctx: Ctx, seat: PlayerID) => string | undefined;
  /** The win condition the game ended on, e.g. "Controls", "Erased the MCP". */
  winCondition?: (gameover: unknown, G: G, ctx: Ctx) => string | undefined;
  /** What a move plays, e.g. the card's name, read before the move (default: the move's name). */
  moveLabel?: (G: G, ctx: Ctx, seat: PlayerID, move: AiMove) => string | undefined;
  /**
   * The card a move plays, by its name (undefined for a move that plays no card), read before
   * the move: the report keeps each card's record — games it was played in, won and lost.
   */
  card?: (G: G, ctx: Ctx, seat: PlayerID, move: AiMove) => string | undefined;
  /**
   * The decks a deck-against-deck table covers by default (`npm run balance -- <game>
   * --pairings all`): the two setup options that choose seat 0's and seat 1's deck, and the
   * deck values to pair.
   */
  pairings?: { options: readonly [string, string]; decks: readonly string[] };
}

/** What a board receives: boardgame.io's props with `G` the seat's view. */
export type GridplayBoardProps<View = any> = BoardProps<View> & {
  /** Plain-words reason the last move of this seat was refused, if any. */
  lastError?: string;
};

/** A game's rules, bot hooks and board; `G` is its full state and `View` what one seat sees. */
export interface GameModule<G = any, View = G> {
  readonly meta: GameMeta;
  readonly game: GridplayGame<G, View>;
  /** The React board, loaded only when a match of this game opens; it draws a seat's view. */
  readonly board: () => Promise<{ default: ComponentType<GridplayBoardProps<View>> }>;
  /**
   * The guided first match ("Learn to play"), loaded only when it opens: steps of data played on
   * the real rules by core's `TutorialRun` (see `@gridplay/core/tutorial`). Optional.
   */
  readonly tutorial?: () => Promise<{ default: Tutorial<G> }>;
  /**
   * The pages `meta.tools` lists, by tool id, each loaded only when opened. The app gives each
   * its own address and the page draws everything below the app's top bar.
   */
  readonly tools?: Readonly<
    Record<string, () => Promise<{ default: ComponentType<GameToolProps> }>>
  >;
  readonly bot?: BotSupport<G, View>;
  /** Labels for the balance report (decks, win conditions, cards played); optional. */
  readonly balance?: BalanceSupport<G>;
  /**
   * A finished match's state as anyone may see it (its replay opens to everyone at game over):
   * all of it unless the game keeps a secret beyond the match, such as a deck list its owner
   * brought (the hand, deck and gauge left at the end would spell the list out). Default: all.
   */
  readonly finishedView?: (G: G, ctx: Ctx) => G | View;
  /**
   * Change only `owner`'s secrets (e.g. re-deal its hand from its deck): the conformance suite
   * checks that no other seat's playerView changes. Return a new state; do not mutate.
   */
  readonly perturbSecrets?: (G: G, ctx: Ctx, owner: PlayerID, random: Randomness) => G;
  /**
   * What `playerID` may do now, in a few words for the status bar ("Choose a card",
   * "Counter with Skill cards or pass"); called on the seat's own playerView.
   */
  readonly prompt?: (state: { G: View; ctx: Ctx }, playerID: PlayerID | null) => string;
  /** The result in words for the game-over screen ("Tron erases the MCP"), on a seat's view. */
  readonly outcome?: (gameover: unknown, state: { G: View; ctx: Ctx }) => string;
  /** Human name of a phase or stage for the status bar (default: the name itself). */
  readonly phaseLabel?: (phase: string) => string;
  /**
   * The decision `playerID` must take now when it has exactly one legal choice AND every other
   * seat can tell that from what it sees (an empty hand, a single way out on the open grid), so
   * taking it at once reveals nothing; undefined otherwise. Called on the seat's own playerView.
   * The apps play it for the player at once (see `forcedMoveFor`). A single choice that follows
   * from a secret (no usable card in a hidden hand) must return undefined: taking it at once
   * would tell the table, by timing, what the hand holds.
   */
  readonly forcedMove?: (
    state: { G: View; ctx: Ctx },
    playerID: PlayerID,
  ) => ForcedMove | undefined;
}

/**
 * What the app hands a game's tool page: where the player can go from it. What the page saves
 * goes through `useSavedItems` (`@gridplay/table`): the app decides where it is kept.
 */
export interface GameToolProps {
  readonly gameId: string;
  /** Addresses of the app's pages for this game, e.g. to start a match with what was built. */
  readonly links: {
    readonly playVsAi: string;
    readonly playOnline: string;
    readonly rules: string;
  };
}

/** A decision taken for the player: the move, and why it was the only one, in player words. */
export interface ForcedMove {
  readonly choice: AiMove;
  /** Ends the sentence "Played for you: …", e.g. "your hand is empty, so you pass". */
  readonly because: string;
}

/** Identity with checks: a game module whose parts disagree fails at import, not mid-match. */
export function defineGameModule<G, View = G>(module: GameModule<G, View>): GameModule<G, View> {
  const { meta, game } = module;
  if (game.name !== meta.id)
    throw new Error(`game.name "${game.name}" must equal meta.id "${meta.id}"`);
  if (!/^[a-z][a-z0-9-]*$/.test(meta.id))
    throw new Error(`game id "${meta.id}" must be lower-case with dashes`);
  if (meta.minPlayers < 1 || meta.maxPlayers < meta.minPlayers)
    throw new Error(`${meta.id}: bad player counts`);
  if (typeof game.ai?.enumerate !== 'function')
    throw new Error(`${meta.id}: game.ai.enumerate is required`);
  if (typeof game.playerView !== 'function')
    throw new Error(`${meta.id}: game.playerView is required`);
  if (meta.seatNames && meta.seatNames.length < meta.maxPlayers)
    throw new Error(`${meta.id}: seatNames too short`);
  if (meta.levelRatings !== undefined) {
    const problem = invalidLevelRatings(meta.id, meta.levelRatings);
    if (problem) throw new Error(problem);
  }
  for (const tool of meta.tools ?? []) {
    if (!/^[a-z][a-z0-9-]*$/.test(tool.id))
      throw new Error(`${meta.id}: tool id "${tool.id}" must be lower-case with dashes`);
    if (typeof module.tools?.[tool.id] !== 'function')
      throw new Error(
        `${meta.id}: meta.tools names "${tool.id}" but module.tools has no page for it`,
      );
  }
  return module;
}

/** The display name of a seat: `seatNames[i]` or "Player i+1". */
export function seatName(
  meta: Pick<GameMeta, 'seatNames'>,
  playerID: PlayerID | null | undefined,
): string {
  if (playerID === null || playerID === undefined) return 'Spectator';
  return meta.seatNames?.[Number(playerID)] ?? `Player ${Number(playerID) + 1}`;
}
