/**
 * The active actions (seed "Actions"): Move, Throw, Attack and Stand, taken when the program's
 * card is face up. After each one every disc already in flight moves one step.
 */
import { z } from 'zod';
import { defineMove, narrate } from '@gridplay/core';
import {
  MOVE_REACH,
  add,
  baseFits,
  basesOverlap,
  compassName,
  scale,
  unitFromBearing,
} from '../geometry';
import { hasDisc } from '../rules';
import { derez } from '../resolution/derez';
import { throwStep, touchOwnMarker } from '../resolution/disc-steps';
import type { State } from '../state';
import { beginResolution } from '../phases/3-discs-move';
import { cardRefusal, proneRefusal, useCard } from '../phases/2-act-or-hold';
import { spendCard } from '../phases/4-reactions';
import { settle } from '../phases/flow';

const bearingArg = z.number().finite().min(0).lt(360);

/** Move: the base centre goes up to 4″ in any direction, the whole base staying on the Grid. */
export const moveBase = defineMove<State, [number, number]>({
  args: z.tuple([bearingArg, z.number().finite().min(0).max(MOVE_REACH)]),
  check: ({ G, playerID }, bearing, distance) => {
    const refusal = cardRefusal(G, playerID);
    if (refusal) return refusal;
    const program = G.programs[playerID];
    if (program.prone) return proneRefusal;
    const to = add(program.centre, scale(unitFromBearing(bearing), distance));
    if (!baseFits(G.grid, to)) return 'That would put your base off the Grid.';
    return undefined;
  },
  describe: ({ G, playerID }, bearing, distance) =>
    `${G.programs[playerID].name} moves ${round(distance)}″ ${compassName(bearing)}.`,
  apply: (context, bearing, distance) => {
    const { G, playerID } = context;
    const program = G.programs[playerID];
    useCard(G, playerID);
    program.centre = add(program.centre, scale(unitFromBearing(bearing), distance));
    const touch = touchOwnMarker(G, playerID);
    beginResolution(G, playerID, touch && { step: touch, thrown: false });
    settle(context);
  },
});

/** Throw: the Movement Base from the base edge, the marker at its far end (this disc moves no more this action). */
export const throwDisc = defineMove<State, [number]>({
  args: z.tuple([bearingArg]),
  check: ({ G, playerID }) => {
    const refusal = cardRefusal(G, playerID);
    if (refusal) return refusal;
    const program = G.programs[playerID];
    if (program.prone) return proneRefusal;
    if (!hasDisc(program))
      return 'Your disc is in flight: you can throw it once it is back in your hand.';
    return undefined;
  },
  describe: ({ G, playerID }, bearing) =>
    `${G.programs[playerID].name} throws ${compassName(bearing)}.`,
  apply: (context, bearing) => {
    const { G, playerID } = context;
    const program = G.programs[playerID];
    useCard(G, playerID);
    const step = throwStep(G, playerID, bearing);
    program.disc = { tip: step.points[0], bearing, recalled: false, leaving: null };
    beginResolution(G, playerID, { step, thrown: true });
    settle(context);
  },
});

/**
 * Attack: with your disc in hand, strike a program whose base overlaps yours. It Dodges if it
 * holds a card; Prone or holding nothing, it is De-Rezzed (no diving from an Attack).
 */
export const attack = defineMove<State, [string]>({
  args: z.tuple([z.string()]),
  check: ({ G, playerID }, target) => {
    const refusal = cardRefusal(G, playerID);
    if (refusal) return refusal;
    const program = G.programs[playerID];
    if (program.prone) return proneRefusal;
    if (!hasDisc(program)) return 'You need your disc in hand to Attack.';
    const victim = Object.prototype.hasOwnProperty.call(G.programs, target)
      ? G.programs[target]
      : undefined;
    if (!victim || victim.derezzed) return 'There is no standing program there to Attack.';
    if (target === playerID) return 'You cannot Attack yourself.';
    if (!basesOverlap(program.centre, victim.centre))
      return `Your base must overlap ${victim.name}'s base to Attack.`;
    return undefined;
  },
  describe: ({ G, playerID }, target) =>
    `${G.programs[playerID].name} attacks ${G.programs[target]?.name ?? target}.`,
  apply: (context, target) => {
    const { G, playerID } = context;
    const victim = G.programs[target];
    useCard(G, playerID);
    if (!victim.prone && victim.held > 0) {
      narrate(G, `${victim.name} dodges, ${spendCard(G, target)}.`);
    } else {
      narrate(G, victim.prone ? `${victim.name} is Prone.` : `${victim.name} holds no card.`);
      derez(G, target);
    }
    beginResolution(G, playerID, null);
    settle(context);
  },
});

/** Stand: a Prone program gets up (its only action). */
export const stand = defineMove<State, []>({
  args: z.tuple([]),
  check: ({ G, playerID }) =>
    cardRefusal(G, playerID) ?? (G.programs[playerID].prone ? undefined : 'You are not Prone.'),
  describe: ({ G, playerID }) => `${G.programs[playerID].name} stands up.`,
  apply: (context) => {
    const { G, playerID } = context;
    useCard(G, playerID);
    G.programs[playerID].prone = false;
    beginResolution(G, playerID, null);
    settle(context);
  },
});

const round = (inches: number) => Math.round(inches * 10) / 10;
