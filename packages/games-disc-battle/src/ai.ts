/**
 * What the AI may choose and how it judges a position. `enumerate` offers a finite, sensible set:
 * throws on 16 headings plus straight at each opponent, moves of 2″ and 4″ on 8 headings plus
 * toward each opponent, every Attack, Stand, holding, recalling, and each reaction. Every offer
 * is checked against the move's own rule, so the AI is never offered a refused move.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import {
  moveSpecOf,
  randomIndex,
  type AiMove,
  type BotSupport,
  type Randomness,
} from '@gridplay/core';
import { MOVE_REACH, bearingFromTo, discStep, distance } from './geometry';
import { attack, moveBase, stand, throwDisc } from './moves/active-actions';
import { hold, recall } from './moves/hold-and-recall';
import { attackTargets, hasDisc } from './programs';
import { baseContact } from './resolution/disc-steps';
import type { Program, State, View } from './state';

const MOVES = { moveBase, throwDisc, attack, stand, hold, recall } as const;

const HEADINGS_16 = Array.from({ length: 16 }, (_, i) => i * 22.5);
const HEADINGS_8 = Array.from({ length: 8 }, (_, i) => i * 45);

const roundBearing = (b: number) => (Math.round(b * 1000) / 1000) % 360;

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

/** How much danger the discs in flight put a program in on their next step. */
function threatTo(G: State, program: Program): number {
  let threat = 0;
  for (const owner of Object.values(G.programs)) {
    if (!owner.disc || owner.seat === program.seat) continue;
    const path = discStep(G.grid, owner.disc);
    if (baseContact(path, program, owner.disc.leaving) === null) continue;
    threat += program.prone ? 0.5 : program.held === 0 ? 0.15 : 0.03;
  }
  return threat;
}

/** A program's standing on its own: cards in hand, its disc, on its feet, out of a disc's way. */
function safety(G: State, program: Program): number {
  if (program.derezzed) return 0;
  return (
    0.5 +
    0.12 * Math.min(program.held, 2) +
    (hasDisc(program) ? 0.08 : 0) -
    (program.prone ? 0.25 : 0) -
    threatTo(G, program)
  );
}

export function evaluate(G: State, _ctx: Ctx, seat: PlayerID): number {
  const result = G.result;
  if (result) return 'draw' in result ? 0.5 : result.winners.includes(seat) ? 1 : 0;
  const team = G.programs[seat].team;
  const all = Object.values(G.programs);
  const allies = all.filter((p) => p.team === team);
  const enemies = all.filter((p) => p.team !== team);
  const mean = (ps: Program[]) => ps.reduce((s, p) => s + safety(G, p), 0) / ps.length;
  const standingShare = (ps: Program[]) => ps.filter((p) => !p.derezzed).length / ps.length;
  const material = standingShare(allies) - standingShare(enemies);
  const value = 0.5 + 0.3 * material + 0.35 * (mean(allies) - mean(enemies));
  return Math.min(0.98, Math.max(0.02, value));
}

/**
 * The rollout policy: mostly what a sensible program does — Attack a target that cannot dodge,
 * throw straight at an enemy, Block and Catch, stand up — with some random play mixed in.
 */
export function rollout(
  G: State,
  _ctx: Ctx,
  seat: PlayerID,
  moves: AiMove[],
  random: Randomness,
): AiMove {
  const pick = (wanted: (m: AiMove & { move: string }) => boolean) =>
    moves.find((m) => 'move' in m && wanted(m));
  if (G.reaction) {
    return (
      pick((m) => m.args?.[0] === 'block') ??
      pick((m) => m.args?.[0] === 'catch') ??
      pick((m) => m.args?.[0] === 'dodge') ??
      pick((m) => m.args?.[0] === 'letPass') ??
      moves[0]
    );
  }
  if (random.Number() < 0.25) return moves[randomIndex(random, moves.length)];
  const me = G.programs[seat];
  const soft = pick(
    (m) =>
      m.move === 'attack' &&
      (G.programs[m.args![0] as string].prone || G.programs[m.args![0] as string].held === 0),
  );
  if (soft) return soft;
  const up = pick((m) => m.move === 'stand');
  if (up) return up;
  if (me.held === 0) {
    const keep = pick((m) => m.move === 'hold');
    if (keep) return keep;
  }
  const enemies = Object.values(G.programs).filter((p) => !p.derezzed && p.team !== me.team);
  const aimed = new Set(enemies.map((p) => roundBearing(bearingFromTo(me.centre, p.centre))));
  const shot = pick((m) => m.move === 'throwDisc' && aimed.has(m.args![0] as number));
  if (shot) return shot;
  const recallIt = pick((m) => m.move === 'recall');
  if (recallIt) return recallIt;
  return moves[randomIndex(random, moves.length)];
}

export const bot: BotSupport<State, View> = {
  /**
   * Nothing to re-deal: the deck's order is drawn at flip time from the random plugin, and the
   * fair bot's sampled world gets its own seed, so each world flips the cards left in its own order.
   */
  determinize: (view) => view,
  evaluate,
  rollout,
};
