/**
 * Every move a seat may make now (`game.ai.enumerate`), as a finite, sensible set: throws on 16
 * headings plus straight at each opponent, moves of 2″ and 4″ on 8 headings plus toward each
 * opponent, every Attack, Stand, holding, recalling, and each reaction. Every offer is checked
 * against the move's own rule, so no one (bot, board or reference player) is offered a refused move.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import { moveSpecOf, type AiMove } from '@gridplay/core';
import { MOVE_REACH, bearingFromTo, distance } from './geometry';
import { attack, moveBase, stand, throwDisc } from './moves/active-actions';
import { hold, recall } from './moves/hold-and-recall';
import { attackTargets, hasDisc } from './rules';
import type { State } from './state';

const MOVES = { moveBase, throwDisc, attack, stand, hold, recall } as const;

const HEADINGS_16 = Array.from({ length: 16 }, (_, i) => i * 22.5);
const HEADINGS_8 = Array.from({ length: 8 }, (_, i) => i * 45);

/** A bearing rounded to a thousandth of a degree, so offers aimed alike are one offer. */
export const roundBearing = (b: number) => (Math.round(b * 1000) / 1000) % 360;

export function enumerate(G: State, ctx: Ctx, seat: PlayerID): AiMove[] {
  if (G.result) return [];
  if (G.reaction) {
    return G.reaction.reactor === seat
      ? G.reaction.options.map((choice) => ({ move: 'react', args: [choice] }))
      : [];
  }
  if (G.flipped !== seat) return [];
  const me = G.programs[seat];
  const enemies = Object.values(G.programs).filter((p) => !p.derezzed && p.team !== me.team);
  const candidates: AiMove[] = [{ move: 'hold' }, { move: 'stand' }, { move: 'recall' }];
  if (hasDisc(me) && !me.prone) {
    for (const target of attackTargets(G, seat))
      candidates.push({ move: 'attack', args: [target] });
    const aimed = enemies.map((p) => roundBearing(bearingFromTo(me.centre, p.centre)));
    for (const bearing of unique([...HEADINGS_16, ...aimed]))
      candidates.push({ move: 'throwDisc', args: [bearing] });
  }
  if (!me.prone) {
    for (const bearing of HEADINGS_8)
      for (const reach of [2, MOVE_REACH])
        candidates.push({ move: 'moveBase', args: [bearing, reach] });
    for (const enemy of enemies) {
      // Close in to overlap (attack range) or as far as a Move goes.
      const gap = distance(me.centre, enemy.centre);
      const reach = Math.min(MOVE_REACH, Math.max(0, gap - 3.5));
      if (reach > 0.1)
        candidates.push({
          move: 'moveBase',
          args: [
            roundBearing(bearingFromTo(me.centre, enemy.centre)),
            Math.round(reach * 100) / 100,
          ],
        });
    }
  }
  const seen = new Set<string>();
  return candidates.filter((c) => {
    if (!('move' in c)) return false;
    const key = `${c.move}${JSON.stringify(c.args ?? [])}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return accepted(G, ctx, seat, c.move, c.args ?? []);
  });
}

function accepted(G: State, ctx: Ctx, seat: string, name: string, args: unknown[]): boolean {
  const spec = moveSpecOf(MOVES[name as keyof typeof MOVES]);
  return spec !== undefined && spec.check?.({ G, ctx, playerID: seat }, ...args) === undefined;
}

const unique = (values: number[]) => [...new Set(values)];
