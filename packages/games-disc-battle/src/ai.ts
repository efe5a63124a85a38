/**
 * The fair bot's knowledge of Disc Battle: how it judges a position and its rollout policy. What
 * it may choose is `enumerate` in legal-moves.ts.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import { randomIndex, type AiMove, type BotSupport, type Randomness } from '@gridplay/core';
import { bearingFromTo, discStep } from './geometry';
import { roundBearing } from './legal-moves';
import { hasDisc } from './rules';
import { baseContact } from './resolution/disc-steps';
import type { Program, State, View } from './state';

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
