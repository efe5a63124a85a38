/** Setup: five dice and a cup for each player, the options, and a first bidder drawn at random. */
import type { Ctx } from 'boardgame.io';
import { defaultSetupData, randomIndex, type Randomness } from '@gridplay/core';
import { DICE_PER_PLAYER, type Face } from './dice';
import { meta } from './meta';
import { startRound } from './phases/1-roll';
import type { Options, State } from './state';

export function readOptions(setupData: unknown): Options {
  const chosen = defaultSetupData(meta, (setupData ?? {}) as Record<string, boolean>);
  return { calza: chosen.calza === true, palifico: chosen.palifico === true };
}

export function setup({ ctx, random }: { ctx: Ctx; random: Randomness }, setupData?: unknown) {
  const G: State = {
    options: readOptions(setupData),
    cups: Object.fromEntries(
      ctx.playOrder.map((seat) => [seat, Array<Face>(DICE_PER_PLAYER).fill(1)]),
    ),
    round: 0,
    opener: ctx.playOrder[0],
    bid: null,
    palifico: false,
    palificoPlayed: [],
    lastReveal: null,
  };
  startRound(G, ctx.playOrder[randomIndex(random, ctx.numPlayers)], random);
  return G;
}
