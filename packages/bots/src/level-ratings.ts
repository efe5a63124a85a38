/**
 * The ladder behind the AI levels' ratings (`npm run level-ratings`): two-seat games between
 * pairs of players — random, the levels, the game's reference player — seats alternating, played
 * on the real rules by core's arena (`playMatch`). Rating them is `level-ratings-glicko.ts`.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { GameModule } from '@gridplay/core';
import { fairBotPlayer, playMatch, type ArenaPlayer } from './arena';
import { randomPlayer, referencePlayer } from './bot-check';
import { botRandom } from './bot-random';
import { DIFFICULTIES, isDifficulty } from './difficulty';
import { FairBot } from './fair-bot';
import { gameoverRewards } from './rewards';

/** `random` (uniform over `enumerate`), `reference` (the game's `bot.reference`) or a level. */
export type LadderPlayer = string;

export const LADDER_PLAYERS = ['random', 'reference', ...DIFFICULTIES] as const;

/** Two players who meet on the ladder; `first` takes seat 0 in even-numbered games. */
export interface Pairing {
  readonly first: LadderPlayer;
  readonly second: LadderPlayer;
}

/** One finished ladder game. */
export interface LadderGame extends Pairing {
  /** Number of the game within its pairing: seats and seed follow it. */
  readonly game: number;
  /** What `first` scored: 1 won, 0 lost, ½ drew (or cut off at `maxMoves`). */
  readonly score: number;
}

/** Makes a ladder player for one game from that game's seed. */
export type PlayerFactory = (seed: string) => ArenaPlayer;

export interface LadderOptions {
  module: GameModule;
  pairings: readonly Pairing[];
  /** Games per pairing. */
  games: number;
  seed: string;
  /** Games already played (a resumed run): they are not played again. */
  done?: readonly LadderGame[];
  /** Give up on a game (a draw) after this many moves. */
  maxMoves?: number;
  /** No game starts after this time (ms since 1970): a long run ends when it says. */
  deadline?: number;
  /** The players by name; default: `ladderPlayers(module)`. Tests put scripted players here. */
  players?: Readonly<Record<LadderPlayer, PlayerFactory>>;
}

/** Random play, the reference player (when the game has one) and every level, as in bot-check. */
export function ladderPlayers(module: GameModule): Record<LadderPlayer, PlayerFactory> {
  const players: Record<LadderPlayer, PlayerFactory> = {
    random: (seed) => randomPlayer(module, botRandom(seed)),
  };
  if (module.bot?.reference) players.reference = (seed) => referencePlayer(module, botRandom(seed));
  for (const difficulty of DIFFICULTIES)
    players[difficulty] = (seed) =>
      fairBotPlayer(new FairBot({ module, difficulty, seed, inference: true }));
  return players;
}

/** Each player with the next in the list: the cheapest chain that links them all. */
export function adjacentPairings(players: readonly LadderPlayer[]): Pairing[] {
  return players.slice(1).map((second, index) => ({ first: players[index], second }));
}

export function isLadderPlayer(value: string): boolean {
  return value === 'random' || value === 'reference' || isDifficulty(value);
}

const key = (first: string, second: string, game: number) => `${first}|${second}|${game}`;

/**
 * Plays the ladder round by round — game 0 of every pairing, then game 1 … — so a run stopped
 * early has every pairing about equally covered. `onGame` hears each game as it ends.
 */
export async function playLadder(
  options: LadderOptions,
  onGame?: (game: LadderGame) => void | Promise<void>,
): Promise<LadderGame[]> {
  const { module, pairings, games, seed } = options;
  const factories = options.players ?? ladderPlayers(module);
  for (const { first, second } of pairings)
    for (const name of [first, second])
      if (!factories[name])
        throw new Error(
          `${module.meta.id}: no ladder player "${name}" (this game has: ${Object.keys(factories).join(', ')}).`,
        );
  const played = new Set((options.done ?? []).map((g) => key(g.first, g.second, g.game)));
  const results = [...(options.done ?? [])];
  for (let game = 0; game < games; game++)
    for (const { first, second } of pairings) {
      if (played.has(key(first, second, game))) continue;
      if (options.deadline !== undefined && Date.now() >= options.deadline) return results;
      const result = await playLadderGame(options, factories, { first, second }, game, seed);
      results.push(result);
      await onGame?.(result);
    }
  return results;
}

async function playLadderGame(
  options: LadderOptions,
  factories: Readonly<Record<LadderPlayer, PlayerFactory>>,
  { first, second }: Pairing,
  game: number,
  seed: string,
): Promise<LadderGame> {
  const gameSeed = `${seed}/${first}-${second}/${game}`;
  // Seats alternate: `first` sits at seat 0 in even games, seat 1 in odd ones.
  const firstSeat: PlayerID = String(game % 2);
  const secondSeat: PlayerID = String(1 - (game % 2));
  const players: Record<PlayerID, ArenaPlayer> = {
    [firstSeat]: factories[first](`${gameSeed}/${first}`),
    [secondSeat]: factories[second](`${gameSeed}/${second}`),
  };
  const result = await playMatch(options.module, players, {
    numPlayers: 2,
    seed: gameSeed,
    maxMoves: options.maxMoves,
  });
  if (result.gameover === undefined) return { first, second, game, score: 0.5 };
  // As the server rates a match: the seat with the higher reward won, equal rewards drew.
  const rewards = gameoverRewards(result.gameover, { playOrder: ['0', '1'] } as Ctx);
  const margin = rewards[firstSeat] - rewards[secondSeat];
  return { first, second, game, score: margin > 0 ? 1 : margin < 0 ? 0 : 0.5 };
}
