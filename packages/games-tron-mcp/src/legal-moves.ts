/**
 * Every decision the seat that must act may take now, read from its own view — what
 * `game.ai.enumerate` is, and what the board, the forced move and the reference player offer.
 * Each choice is asked of the rule that would refuse it (`…Refusal`), so the list and the moves
 * cannot disagree.
 */
import type { AiMove } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { cardDef } from './cards';
import { attackRefusal, eraseRefusal } from './moves/attack';
import { downloadRefusal } from './moves/download';
import { statusCardRefusal } from './moves/status';
import { searchableDesigns, subRoutineRefusal } from './moves/sub-routine';
import { mulliganRefusal } from './phases/0-mulligan';
import {
  defOf,
  handOf,
  oneOfEach,
  playableSkills,
  programsAt,
  skillValue,
  userInPlay,
  yoriMayEnterRogue,
  type PhaseName,
} from './rules';
import { HAND_LIMIT, type AnyState } from './state';

/**
 * The sensible Skill commitments: for each total the cards can reach, the fewest cards reaching
 * it (ties: the lowest printed powers, keeping the strong cards; at equal power a card usable
 * only in this phase, Divert Beam or User Sacrifice, goes first). Not the power set.
 */
/** A card usable only in one phase sorts first among equals (1 for any other card). */
function phaseBound(card: string): number {
  return cardDef(card).onlyIn ? 0 : 1;
}

export function skillCommitments(G: AnyState, cards: readonly string[]): string[][] {
  const best = new Map<number, string[]>([[0, []]]);
  const sorted = [...cards].sort(
    (a, b) => skillValue(G, a) - skillValue(G, b) || phaseBound(a) - phaseBound(b),
  );
  for (const card of sorted) {
    const value = skillValue(G, card);
    for (const [total, set] of [...best.entries()].sort((a, b) => b[0] - a[0])) {
      const candidate = [...set, card];
      const existing = best.get(total + value);
      if (!existing || candidate.length < existing.length) best.set(total + value, candidate);
    }
  }
  best.delete(0);
  return [...best.entries()].sort((a, b) => a[0] - b[0]).map(([, set]) => set);
}

/**
 * A named helper rather than a closure inside enumerate: the bots call it thousands of times a
 * second, and a closure is a new function object every call.
 */
function pushEach(
  moves: AiMove[],
  name: string,
  cards: string[],
  ok: (card: string) => boolean,
): void {
  for (const card of oneOfEach(cards)) if (ok(card)) moves.push({ move: name, args: [card] });
}

export function enumerate(G: AnyState, ctx: Ctx, playerID: PlayerID): AiMove[] {
  const pending = G.pending;
  if (ctx.gameover !== undefined || !pending || pending.seat !== playerID) return [];
  const seat = playerID;
  const phase = (ctx.phase ?? 'mulligan') as PhaseName;
  const hand = handOf(G, seat);
  const moves: AiMove[] = [];
  const PASS: AiMove = { move: 'pass', args: [pending.stage] };
  switch (pending.stage) {
    case 'mulligan':
      if (!mulliganRefusal(G)) moves.push({ move: 'mulligan', args: [G.mulligans + 1] });
      break;
    case 'discardDown':
      if (hand.length > HAND_LIMIT) pushEach(moves, 'discardExcess', hand, () => true);
      return moves;
    case 'downloadControl':
      pushEach(moves, 'downloadControl', hand, (card) => cardDef(card).kind === 'control');
      break;
    case 'downloadProgram':
      pushEach(moves, 'downloadProgram', hand, (card) => !downloadRefusal(G, card));
      if (
        hand.some((card) => defOf(card) === 'yori') &&
        !downloadRefusal(
          G,
          hand.find((c) => defOf(c) === 'yori')!,
          'rogue',
        ) &&
        yoriMayEnterRogue(G)
      ) {
        moves.push({
          move: 'downloadProgram',
          args: [hand.find((c) => defOf(c) === 'yori'), 'rogue'],
        });
      }
      break;
    case 'playStatus':
      pushEach(moves, 'playStatus', hand, (card) => !statusCardRefusal(G, phase, card));
      break;
    case 'attack':
      pushEach(moves, 'attack', hand, (card) => !attackRefusal(G, phase, card));
      break;
    case 'counter':
      for (const set of skillCommitments(G, playableSkills(G, phase)))
        moves.push({ move: 'commitSkill', args: [set] });
      break;
    case 'respond':
      if (G.attack && cardDef(G.attack.card).kind === 'game')
        pushEach(moves, 'disorient', hand, (card) => cardDef(card).effect === 'disorient');
      break;
    case 'chooseDerez':
      for (const program of programsAt(G, G.attack!.target))
        moves.push({ move: 'chooseDerez', args: [program] });
      return moves;
    case 'reEnergize':
      if (userInPlay(G))
        pushEach(moves, 'reEnergize', hand, (card) => cardDef(card).effect === 'preventDerez');
      break;
    case 'erase':
      pushEach(moves, 'erase', hand, (card) => !eraseRefusal(G, card));
      break;
    case 'subRoutine':
      for (const card of oneOfEach(hand)) {
        if (cardDef(card).effect === 'search') {
          // Every design listed is in the deck, so the card is refused for all or for none.
          const designs = searchableDesigns(G, seat);
          if (designs.length > 0 && !subRoutineRefusal(G, seat, card, designs[0])) {
            for (const design of designs)
              moves.push({ move: 'playSubRoutine', args: [card, design] });
          }
        } else if (!subRoutineRefusal(G, seat, card)) {
          moves.push({ move: 'playSubRoutine', args: [card] });
        }
      }
      break;
  }
  moves.push(PASS);
  return moves;
}
