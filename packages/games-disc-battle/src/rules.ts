/**
 * Pure questions the moves, the legal-move list, the bots and the board all ask: who stands, who
 * has a disc, who may be attacked, the order around the table.
 */
import { basesOverlap } from './geometry';
import type { Program, State } from './state';

export const standingSeats = (G: State) =>
  Object.values(G.programs)
    .filter((p) => !p.derezzed)
    .map((p) => p.seat);

/** A program has its disc when it stands and its disc is not in flight. */
export const hasDisc = (p: Program) => !p.derezzed && p.disc === null;

/** The seats clockwise around the table starting with `first`. */
export function clockwiseFrom(G: State, first: string): string[] {
  const seats = Object.keys(G.programs).sort((a, b) => Number(a) - Number(b));
  const start = seats.indexOf(first);
  return [...seats.slice(start), ...seats.slice(0, start)];
}

/** Programs whose base overlaps the attacker's: the ones it may Attack (teammates too). */
export function attackTargets(G: State, seat: string): string[] {
  const me = G.programs[seat];
  return Object.values(G.programs)
    .filter((p) => p.seat !== seat && !p.derezzed && basesOverlap(p.centre, me.centre))
    .map((p) => p.seat);
}
