/**
 * Phase 6, Reality (the seed's Detection segment, completed by RULINGS §4):
 *
 *   Detection — the Humans win: the phase ends.
 *   Pursuit   — the Humans win: the phase ends.
 *   Battle    — the Humans win: the Machines discard one of their Robots in play (their choice).
 *               The Machines win: the Nebuchadnezzar takes 1 damage per Extermination Unit in
 *               play (a neutralized one deals none); at hull 0 the Machines win.
 */
import type { Randomness } from '@gridplay/core';
import { damageOf, kill } from '../effects';
import { oneOfEach, robotsInPlay } from '../rules';
import { act, openContest } from './flow';
import { HUMANS, MACHINES, type ContestKind, type MatrixState, type Seat } from '../state';

export function beginReality(G: MatrixState, random: Randomness): void {
  openContest(G, 'detection', random);
}

export function afterRealityContest(
  G: MatrixState,
  kind: ContestKind,
  winner: Seat,
  random: Randomness,
): void {
  if (kind === 'detection' || kind === 'pursuit') {
    if (winner === HUMANS) G.pending = null;
    else openContest(G, kind === 'detection' ? 'pursuit' : 'battle', random);
    return;
  }
  if (kind !== 'battle') throw new Error(`${kind} is not a real-world contest`);
  if (winner === MACHINES) {
    G.hull = Math.max(0, G.hull - shipDamage(G));
    G.pending = null;
    return;
  }
  const robots = robotsInPlay(G);
  if (oneOfEach(robots).length > 1) {
    G.pending = act(MACHINES, 'scrap');
    return;
  }
  if (robots.length > 0) kill(G, robots[0]);
  G.pending = null;
}

/** Damage a won Battle deals: 1 per Extermination Unit in play that is not neutralized. */
export function shipDamage(G: MatrixState): number {
  return G.machines
    .filter((card) => !G.neutralized.includes(card))
    .reduce((sum, card) => sum + damageOf(card), 0);
}
