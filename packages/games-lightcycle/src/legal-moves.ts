/**
 * Every move a seat may make now, with every parameter (`game.ai.enumerate`). It reads only what
 * the seat can see, so the seat's own view gives the same list as the full state. The board, the
 * forced-move hook, the reference player and the bots all ask it.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove } from '@gridplay/core';
import type { SpecialKind } from './cards';
import { neighbours, TURNS } from './grid';
import { allowedCrusherEdges, occupancy } from './occupancy';
import { choiceRefusal, facingRefusal } from './rules';
import type { AnyState, Choice } from './state';

/** Every card the seat may play now, with every parameter. */
export function legalChoices(G: AnyState, player: PlayerID): Choice[] {
  const seat = G.seats[player];
  const out: Choice[] = [];
  for (const card of TURNS) {
    if (!G.overDrive) out.push({ card });
    else for (let distance = 1; distance < G.size; distance++) out.push({ card, distance });
  }
  const hand = Array.isArray(seat.hand) ? seat.hand : [];
  const kinds = new Set<SpecialKind>(hand.map((card) => card.def));
  if (kinds.has('dash')) out.push({ card: 'dash' });
  if (kinds.has('uberDash')) out.push({ card: 'uberDash' });
  if (kinds.has('overDrive')) out.push({ card: 'overDrive' });
  if (kinds.has('cutTail')) for (const turn of TURNS) out.push({ card: 'cutTail', turn });
  if (kinds.has('retractTail')) {
    for (let length = 1; length <= Math.max(1, seat.cycle.tail.length); length++)
      out.push({ card: 'retractTail', length });
  }
  const checked = out.filter((choice) => choiceRefusal(G, player, choice) === undefined);
  if (kinds.has('crusher') && seat.cycle.head !== null && !G.choices[player]) {
    // Crusher lines are many: computed in one pass (same limits as the move's check).
    const allPlaced = G.crushers.every((c) => c.edge !== null);
    for (const piece of allPlaced ? G.crushers.map((_, i) => i) : [undefined]) {
      for (const edge of allowedCrusherEdges(
        G,
        piece ?? G.crushers.findIndex((c) => c.edge === null),
      )) {
        checked.push(
          piece === undefined ? { card: 'crusher', edge } : { card: 'crusher', edge, piece },
        );
      }
    }
  }
  return checked;
}

export function enumerate(G: AnyState, ctx: Ctx, player: PlayerID): AiMove[] {
  const stage = ctx.activePlayers?.[player];
  if (ctx.gameover !== undefined || !stage) return [];
  switch (stage) {
    case 'place': {
      // placementRefusal's tests for every head and neighbouring tail, with the board read once
      // (it reads it per pair: 360 times on the smallest Grid).
      const moves: AiMove[] = [];
      if (G.seats[player].cycle.head !== null) return moves;
      const cells = occupancy(G);
      for (let head = 0; head < G.size * G.size; head++) {
        if (cells[head] !== null) continue;
        for (const tail of neighbours(head, G.size)) {
          if (cells[tail] === null) moves.push({ move: 'placeCycle', args: [head, tail] });
        }
      }
      return moves;
    }
    case 'choose':
      return legalChoices(G, player).map((choice) => ({ move: 'chooseCard', args: [choice] }));
    case 'dash':
      return G.dashTurns[player] === null
        ? TURNS.map((turn) => ({ move: 'chooseDashDirection', args: [turn] }))
        : [];
    case 'respawn': {
      const head = G.seats[player].cycle.head;
      if (head === null) return [];
      return neighbours(head, G.size)
        .filter((tail) => !facingRefusal(G, player, tail))
        .map((tail) => ({ move: 'chooseFacing', args: [tail] }));
    }
    default:
      return [];
  }
}
