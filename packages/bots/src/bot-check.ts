/**
 * `npm run bot-check -- <game>`: how strong a game's bot is at each level, against random play
 * and against the game's own policy played without search (`policyPlayer`), with 95% Wilson
 * intervals. Game i seats the checked bot at seat i mod the player count (seats alternate); every
 * other seat is the opponent. Every player decides from its seat's playerView only.
 */
import type { Ctx, PlayerID, State } from 'boardgame.io';
import { type AiMove, type GameModule, randomIndex, type Randomness } from '@gridplay/core';
import { wilson } from './wilson';
import { playMatch, fairBotPlayer, type ArenaPlayer } from './arena';
import { botRandom } from './bot-random';
import { isDifficulty, DIFFICULTIES, type Difficulty } from './difficulty';
import { FairBot } from './fair-bot';
import { policyShares } from './policy';
import { gameoverRewards } from './rewards';

/**
 * `random`, `policy`, `reference` (the game's scripted player, `bot.reference`: no search),
 * `<level>-without-policy`: the fair bot at that level with the game's `bot.policy` removed (to
 * see what the policy adds to the search), or `<level>-without-inference`: the fair bot at that
 * level ignoring what the other seats did (`inference.ts`; what inference adds), or
 * `<level>-baseline`: the fair bot at that level with the game's `bot.baseline` (its rollout and
 * policy before the last change kept; what that change adds).
 */
export type BotCheckOpponent =
  | 'random'
  | 'policy'
  | 'reference'
  | `${Difficulty}-without-policy`
  | `${Difficulty}-without-inference`
  | `${Difficulty}-baseline`;

export interface BotCheckOptions {
  module: GameModule;
  levels: Difficulty[];
  opponents: BotCheckOpponent[];
  /** Games per level and opponent. */
  games: number;
  /** Number of the first game (default 0): seeds and seats follow it, to split a check over processes. */
  firstGame?: number;
  /** Default: the game's smallest player count (at least 2). */
  numPlayers?: number;
  seed?: string;
  /** Caps the fair bots' iterations per decision (load-independent runs; default: the level's). */
  iterations?: number;
  maxMoves?: number;
  /** The checked bot searches without the game's `bot.policy` (the opponents keep it). */
  botWithoutPolicy?: boolean;
  /** The checked bot ignores what the other seats did (no inference; the opponents keep theirs). */
  botWithoutInference?: boolean;
}

export interface BotCheckRow {
  level: Difficulty;
  opponent: BotCheckOpponent;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** (wins + draws / 2) / games; a game cut off at `maxMoves` counts as a draw. */
  score: number;
  ci95: [number, number];
}

const LEVEL_OPPONENT = /-(without-policy|without-inference|baseline)$/;

export function isBotCheckOpponent(value: string): value is BotCheckOpponent {
  if (value === 'random' || value === 'policy' || value === 'reference') return true;
  const level = value.replace(LEVEL_OPPONENT, '');
  return level !== value && isDifficulty(level);
}

/** `ai.enumerate` as the contract types it (boardgame.io's own type also allows raw actions). */
function movesOf(module: GameModule, view: unknown, ctx: Ctx, seat: PlayerID): AiMove[] {
  return (module.game.ai.enumerate as (G: unknown, ctx: Ctx, seat: PlayerID) => AiMove[])(
    view,
    ctx,
    seat,
  );
}

function viewOf(module: GameModule, state: Pick<State, 'G' | 'ctx'>, seat: PlayerID): unknown {
  const playerView = module.game.playerView;
  return playerView ? playerView({ G: state.G, ctx: state.ctx, playerID: seat }) : state.G;
}

/** Uniform over what `enumerate` offers on the seat's view. */
export function randomPlayer(module: GameModule, random: Randomness): ArenaPlayer {
  return (state, seat) => {
    const moves = movesOf(module, viewOf(module, state, seat), state.ctx, seat);
    return moves.length === 0 ? undefined : moves[randomIndex(random, moves.length)];
  };
}

/**
 * The game's policy without search: the move of highest weight on the seat's view (ties at
 * random). A game without `policy` plays its `rollout` on a world sampled by `determinize`, and
 * one without either plays at random.
 */
export function policyPlayer(module: GameModule, random: Randomness): ArenaPlayer {
  const { policy, rollout, determinize } = module.bot ?? {};
  return (state, seat) => {
    const view = viewOf(module, state, seat);
    const ctx = state.ctx;
    const moves = movesOf(module, view, ctx, seat);
    if (moves.length === 0) return undefined;
    if (policy)
      return heaviest(policyShares(policy, module.meta.id, view, ctx, seat, moves), moves, random);
    if (rollout) {
      const world = determinize ? determinize(view, ctx, seat, random) : view;
      return rollout(world, ctx, seat, moves, random);
    }
    return moves[randomIndex(random, moves.length)];
  };
}

/**
 * The game's scripted player (`bot.reference`) on the seat's view: written from the rules, no
 * search. Throws, naming the game, when it has none.
 */
export function referencePlayer(module: GameModule, random: Randomness): ArenaPlayer {
  referenceOf(module);
  return (state, seat) => referenceChoice(module, state, seat, random);
}

/** What the game's scripted player (`bot.reference`) plays for `seat`, on that seat's view. */
export function referenceChoice(
  module: GameModule,
  state: Pick<State, 'G' | 'ctx'>,
  seat: PlayerID,
  random: Randomness,
): AiMove | undefined {
  const view = viewOf(module, state, seat);
  const moves = movesOf(module, view, state.ctx, seat);
  return moves.length === 0 ? undefined : referenceOf(module)(view, state.ctx, seat, moves, random);
}

function referenceOf(module: GameModule) {
  const reference = module.bot?.reference;
  if (!reference)
    throw new Error(
      `${module.meta.id} has no reference player: add bot.reference(view, ctx, seat, moves, random) to its module.`,
    );
  return reference;
}

function heaviest(shares: number[], moves: AiMove[], random: Randomness): AiMove {
  const top = Math.max(...shares);
  const best = moves.filter((_, index) => shares[index] === top);
  return best[randomIndex(random, best.length)];
}

function opponentPlayer(
  options: BotCheckOptions,
  opponent: BotCheckOpponent,
  seed: string,
): ArenaPlayer {
  const { module } = options;
  if (opponent === 'random') return randomPlayer(module, botRandom(seed));
  if (opponent === 'policy') return policyPlayer(module, botRandom(seed));
  if (opponent === 'reference') return referencePlayer(module, botRandom(seed));
  const level = opponent.replace(LEVEL_OPPONENT, '') as Difficulty;
  if (opponent.endsWith('-without-inference'))
    return fairPlayer(module, level, seed, options.iterations, false);
  if (opponent.endsWith('-baseline'))
    return fairPlayer(asBaseline(module), level, seed, options.iterations);
  return fairPlayer(withoutPolicy(module), level, seed, options.iterations);
}

/** The game with its search's `bot.baseline` in place of today's rollout, policy and inference. */
export function asBaseline(module: GameModule): GameModule {
  const baseline = module.bot?.baseline;
  if (!baseline)
    throw new Error(
      `${module.meta.id} has no baseline: bot.baseline keeps the rollout and policy a change replaced.`,
    );
  const { rollout, policy, recall, model } = baseline;
  return { ...module, bot: { ...module.bot, rollout, policy, recall, model } };
}

function withoutPolicy(module: GameModule): GameModule {
  return { ...module, bot: { ...module.bot, policy: undefined } };
}

function fairPlayer(
  module: GameModule,
  difficulty: Difficulty,
  seed: string,
  iterations: number | undefined,
  inference = true,
): ArenaPlayer {
  const budget = iterations === undefined ? undefined : { iterations, timeMs: 1e9 };
  return fairBotPlayer(new FairBot({ module, difficulty, seed, budget, inference }));
}

export async function runBotCheck(
  options: BotCheckOptions,
  onGame?: (row: BotCheckRow) => void,
): Promise<BotCheckRow[]> {
  const { module, games } = options;
  const checked = options.botWithoutPolicy ? withoutPolicy(module) : module;
  const numPlayers = options.numPlayers ?? Math.max(2, module.meta.minPlayers);
  const seed = options.seed ?? 'bot-check';
  const rows: BotCheckRow[] = [];
  for (const level of options.levels) {
    if (!isDifficulty(level))
      throw new Error(`Unknown level "${level}": choose from ${DIFFICULTIES.join(', ')}.`);
    for (const opponent of options.opponents) {
      const row: BotCheckRow = {
        level,
        opponent,
        games: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        score: 0,
        ci95: [0, 1],
      };
      const first = options.firstGame ?? 0;
      for (let game = first; game < first + games; game++) {
        const gameSeed = `${seed}/${level}/${opponent}/${game}`;
        const botSeat = String(game % numPlayers);
        const players: Record<PlayerID, ArenaPlayer> = {};
        for (let seat = 0; seat < numPlayers; seat++) {
          const id = String(seat);
          players[id] =
            id === botSeat
              ? fairPlayer(
                  checked,
                  level,
                  `${gameSeed}/bot`,
                  options.iterations,
                  !options.botWithoutInference,
                )
              : opponentPlayer(options, opponent, `${gameSeed}/${id}`);
        }
        const result = await playMatch(module, players, {
          numPlayers,
          seed: gameSeed,
          maxMoves: options.maxMoves,
        });
        const ctx = { playOrder: Object.keys(players) } as Ctx;
        const reward =
          result.gameover === undefined ? 0.5 : gameoverRewards(result.gameover, ctx)[botSeat];
        if (reward === 1) row.wins++;
        else if (reward === 0) row.losses++;
        else row.draws++;
        row.games++;
        const points = row.wins + row.draws / 2;
        row.score = points / row.games;
        row.ci95 = wilson(points, row.games);
        onGame?.(row);
      }
      rows.push(row);
    }
  }
  return rows;
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The rows as a plain-text table, with a heading naming the game and how it was played. */
export function formatBotCheck(gameTitle: string, numPlayers: number, rows: BotCheckRow[]): string {
  const header = ['level', 'opponent', 'games', 'W / D / L', 'score', '95% interval'];
  const body = rows.map((row) => [
    row.level,
    row.opponent,
    String(row.games),
    `${row.wins} / ${row.draws} / ${row.losses}`,
    percent(row.score),
    `[${percent(row.ci95[0])}, ${percent(row.ci95[1])}]`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [
    `${gameTitle}: the fair bot at each level against each opponent, ${numPlayers} players, seats alternating`,
    'score = (wins + draws/2) / games, with its 95% Wilson interval',
    '',
    line(header),
    ...body.map(line),
  ].join('\n');
}
