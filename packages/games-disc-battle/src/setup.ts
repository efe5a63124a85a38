/**
 * Setting up (seed "Setup"): the programs stand evenly spaced on a ring around the Grid's centre,
 * clockwise in seat order from the south, 4″ in from the walls — room for at least one base
 * between neighbours. Each program holds one card; the other four go into the shared deck; the
 * first card is flipped.
 */
import type { Ctx } from 'boardgame.io';
import type { Randomness } from '@gridplay/core';
import { add, scale, unitFromBearing, type Vec } from './geometry';
import { CARDS_HELD_AT_START, drawCard, startingDeck } from './cards';
import { meta } from './meta';
import { readOptions, teamOf } from './options';
import type { Program, State } from './state';

export function startingCentre(size: number, index: number, count: number): Vec {
  const middle = { x: size / 2, y: size / 2 };
  const bearing = 180 + (360 * index) / count;
  return add(middle, scale(unitFromBearing(bearing), size / 2 - 4));
}

export function programName(seat: string): string {
  return meta.seatNames?.[Number(seat)] ?? `Program ${Number(seat) + 1}`;
}

export function setup(
  { ctx, random }: { ctx: Ctx; random: Randomness },
  setupData?: unknown,
): State {
  const options = readOptions(setupData, ctx.numPlayers);
  const programs: Record<string, Program> = {};
  ctx.playOrder.forEach((seat, index) => {
    programs[seat] = {
      seat,
      name: programName(seat),
      team: teamOf(index, options.teams),
      centre: startingCentre(options.gridSize, index, ctx.playOrder.length),
      prone: false,
      derezzed: false,
      held: CARDS_HELD_AT_START,
      disc: null,
    };
  });
  const G: State = {
    options,
    grid: { size: options.gridSize },
    programs,
    deck: startingDeck(ctx.playOrder),
    used: [],
    flipped: null,
    resolution: null,
    reaction: null,
    turn: 1,
    quietTurns: 0,
    derezThisTurn: false,
    lastRoll: null,
    lastPaths: [],
    narration: [],
    result: null,
  };
  G.flipped = drawCard(G, random);
  return G;
}
