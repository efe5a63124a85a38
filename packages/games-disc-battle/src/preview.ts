/**
 * What the table shows ahead of time, computed by the rules' own geometry without changing the
 * state: a disc's next step, a throw's path and the step after it, and whether a choice is legal.
 */
import type { Ctx } from 'boardgame.io';
import { moveSpecOf } from '@gridplay/core';
import { bearingFromTo, discStep, throwPath, type Path, type Vec } from './geometry';
import { attack, moveBase, stand, throwDisc } from './moves/active-actions';
import { hold, recall } from './moves/hold-and-recall';
import { react } from './moves/react';
import type { State } from './state';

/** The next step of `owner`'s disc in flight (a recalled disc first turns toward its owner). */
export function plannedStep(G: State, owner: string): Path | null {
  const program = G.programs[owner];
  const disc = program.disc;
  if (!disc) return null;
  const bearing =
    disc.recalled && !program.derezzed ? bearingFromTo(disc.tip, program.centre) : disc.bearing;
  return discStep(G.grid, { tip: disc.tip, bearing });
}

/** A throw on `bearing`: the throw itself and the step the disc would take after it. */
export function plannedThrow(G: State, seat: string, bearing: number): { throw: Path; next: Path } {
  const first = throwPath(G.grid, G.programs[seat].centre, bearing);
  return { throw: first, next: discStep(G.grid, { tip: first.end, bearing: first.bearing }) };
}

const MOVES = { moveBase, throwDisc, attack, stand, hold, recall, react } as const;

/** Why the rules would refuse this move now (the move's own check), or undefined. */
export function moveRefusal(
  G: State,
  ctx: Ctx,
  seat: string,
  name: keyof typeof MOVES,
  args: unknown[],
): string | undefined {
  const spec = moveSpecOf(MOVES[name]);
  const malformed = spec?.args?.safeParse(args);
  if (malformed && !malformed.success) return 'That is not a valid choice.';
  return spec?.check?.({ G, ctx, playerID: seat }, ...args);
}

export type { Path, Vec };
