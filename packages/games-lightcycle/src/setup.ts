/**
 * Setup: a Grid of side 6 + 2·N, a random placement order (the row-card draw), every hand
 * Forward / Left / Right plus one random Special. Cycles are placed by the players
 * (phases/1-placement.ts); the flags follow at random.
 */
import type { Ctx } from 'boardgame.io';
import type { Randomness } from '@gridplay/core';
import { CRUSHER_PIECES, specialDeck } from './cards';
import { boardSize } from './grid';
import type { LightcycleState, Seat } from './state';

export interface LightcycleSetup {
  targetScore?: number;
  roundLimit?: number;
}

export const DEFAULT_TARGET = 15;

export function setup(
  { ctx, random }: { ctx: Ctx; random: Randomness },
  setupData?: LightcycleSetup,
): LightcycleState {
  const players = Array.from({ length: ctx.numPlayers }, (_, i) => String(i));
  const deck = random.Shuffle(specialDeck());
  const seats: Record<string, Seat> = {};
  for (const player of players) {
    seats[player] = {
      score: 0,
      hand: [deck.shift()!],
      cycle: { head: null, tail: [], facing: 0, alive: true },
      lastPlacedFlag: null,
    };
  }
  return {
    size: boardSize(ctx.numPlayers),
    targetScore: setupData?.targetScore ?? DEFAULT_TARGET,
    roundLimit: setupData?.roundLimit ?? 0,
    round: 1,
    overDrive: false,
    seats,
    deck,
    flags: [],
    nextFlagId: 1,
    crushers: Array.from({ length: CRUSHER_PIECES }, () => ({ edge: null, placedBy: null })),
    placementOrder: random.Shuffle(players),
    choices: Object.fromEntries(players.map((p) => [p, null])),
    dashTurns: {},
    resolution: null,
    respawnQueue: [],
    flagsToReplace: [],
    lastRound: null,
    scoreEvents: [],
    narration: [],
  };
}
