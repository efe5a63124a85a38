/**
 * The choices the seat that must act is offered now, read from its own view — what
 * `game.ai.enumerate` is, and what the forced move, the reference player and the board's tests
 * read. Every choice is a legal move; where a decision has many equivalent or plainly bad
 * options the list is narrowed (the board itself offers every card), each narrowing explained
 * where it is made.
 */
import type { AiMove } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { cardDef } from './cards';
import { casualtySide } from './moves/casualty';
import { bringInRefusal } from './moves/characters';
import { eventRefusal } from './moves/contest';
import { deckDesigns, recallRefusal } from './moves/draw';
import { BASIC, missionRefusal } from './moves/mission';
import {
  charactersIn,
  defOf,
  handOf,
  humansInMatrix,
  oneOfEach,
  prefersMatrix,
  robotsInPlay,
  switchable,
} from './rules';
import { HUMANS, MACHINES, type AnyState, type Seat } from './state';
import { casualtyCost, keepValue, missionWorth } from './worth';

/** The best of `cards` by `score` (first on ties), or undefined. */
function bestBy(cards: readonly string[], score: (card: string) => number): string | undefined {
  let best: string | undefined;
  for (const card of cards) if (best === undefined || score(card) > score(best)) best = card;
  return best;
}

/**
 * The "take any card" choices worth considering (the board offers every card; a bot weighs
 * these): Neo, the strongest character and the biggest Mission for the Humans; the strongest
 * Agent and the strongest Robot for the Machines.
 */
export function sensibleTakes(G: AnyState, seat: Seat): string[] {
  const designs = deckDesigns(G, seat);
  const picks = new Set<string>();
  const add = (design: string | undefined) => design && picks.add(design);
  const origin = (design: string) => {
    const def = cardDef(design);
    return def.kind === 'character' ? def.origin : def.kind;
  };
  if (seat === HUMANS) {
    if (designs.includes('neo')) picks.add('neo');
    add(
      bestBy(
        designs.filter((d) => cardDef(d).kind === 'character' && d !== 'neo'),
        keepValue,
      ),
    );
    add(
      bestBy(
        designs.filter((d) => cardDef(d).kind === 'mission'),
        keepValue,
      ),
    );
  } else {
    add(
      bestBy(
        designs.filter((d) => origin(d) === 'agent'),
        keepValue,
      ),
    );
    add(
      bestBy(
        designs.filter((d) => origin(d) === 'sentinel' || origin(d) === 'exterminator'),
        keepValue,
      ),
    );
  }
  return [...picks];
}

export function enumerate(G: AnyState, ctx: Ctx, playerID: PlayerID): AiMove[] {
  const pending = G.pending;
  if (ctx.gameover !== undefined || !pending || pending.seat !== playerID) return [];
  const seat = playerID;
  const hand = handOf(G, seat);
  const moves: AiMove[] = [];
  const each = (name: string, cards: readonly string[]) => {
    for (const card of oneOfEach(cards)) moves.push({ move: name, args: [card] });
  };
  switch (pending.stage) {
    case 'discardDown':
      // The three least valuable designs: throwing away Neo or a Mission is never sensible.
      each(
        'discardDown',
        oneOfEach([...hand].sort((a, b) => keepValue(a) - keepValue(b))).slice(0, 3),
      );
      return moves;
    case 'draw':
      if (seat === HUMANS) return [humansDraw(G)];
      moves.push({ move: 'drawTwo', args: [] });
      for (const design of sensibleTakes(G, seat)) moves.push({ move: 'takeCard', args: [design] });
      if (seat === MACHINES) {
        const recall = bestBy(
          G.seats[seat].discard.filter((card) => !recallRefusal(G, seat, card)),
          keepValue,
        );
        if (recall) moves.push({ move: 'recallCharacter', args: [recall] });
      }
      return moves;
    case 'bringIn': {
      // A character adds its modifiers only in play and a hand gains nothing by keeping one, so
      // every character comes in; the order does not matter, so only the first is offered.
      const character = hand.find((card) => !bringInRefusal(G, seat, card));
      if (character) return [{ move: 'bringIn', args: [character] }];
      break;
    }
    case 'switch': {
      // The one real choice is Neo's. The crew goes in first, in table order, each into the
      // world where its modifiers are bigger (the order changes nothing, so only the next one
      // is offered, and no pass while one is left); then Neo in or out, and in only with two
      // beside him, so that a lost Combat takes someone else.
      const plugged = (card: string) => G.humans.find((h) => h.card === card)!.plugged;
      const candidates = switchable(G);
      const crew = candidates.find(
        (card) => defOf(card) !== 'neo' && prefersMatrix(card) !== plugged(card),
      );
      if (crew) return [{ move: plugged(crew) ? 'unplug' : 'plug', args: [crew] }];
      const neo = candidates.find((card) => defOf(card) === 'neo');
      const companions = humansInMatrix(G).filter((card) => defOf(card) !== 'neo').length;
      if (neo && (plugged(neo) || companions >= 2))
        moves.push({ move: plugged(neo) ? 'unplug' : 'plug', args: [neo] });
      break;
    }
    case 'contest':
      each(
        'playEvent',
        hand.filter((card) => !eventRefusal(G, seat, card)),
      );
      break;
    case 'casualty': {
      // The loser offers its two weakest (Neo last of all): giving up a strong character is never
      // the better plan. A winner choosing with a hunter offers the loser's two strongest.
      const side = casualtySide(G, seat);
      const byCost = [...charactersIn(G, side, 'matrix')].sort(
        (a, b) => casualtyCost(a) - casualtyCost(b),
      );
      return (side === seat ? byCost : byCost.reverse())
        .slice(0, 2)
        .map((card) => ({ move: 'chooseCasualty', args: [card] }));
    }
    case 'mission':
      // Every Mission card in hand, and the Basic Mission: which to risk is the Humans' main
      // choice each turn (a failed card goes back to the hand), and one the search can weigh,
      // since a Mission under way counts in the evaluation at once.
      each(
        'attemptMission',
        hand.filter((card) => cardDef(card).kind === 'mission' && !missionRefusal(G, card)),
      );
      moves.push({ move: 'attemptMission', args: [BASIC] });
      return moves;
    case 'scrap':
      each('scrapRobot', robotsInPlay(G));
      return moves;
    case 'exit': {
      // Out of the Matrix nobody can be killed and real-world modifiers count in the Reality
      // phase; the next Switch can plug anyone back in. So everyone comes out, one at a time.
      const inside = G.humans.find((human) => human.plugged);
      if (inside) return [{ move: 'unplug', args: [inside.card] }];
      break;
    }
  }
  moves.push({ move: 'pass', args: [pending.stage] });
  return moves;
}

/**
 * The Humans' draw. Neo first (Mission cards need him, and without them 20 points cannot be
 * reached in time); then, with no Mission card in hand, the best Mission; otherwise two cards.
 * The search cannot tell these apart in a short look-ahead (a card in hand scores nothing until
 * it is used), so the draw is decided by this rule.
 */
function humansDraw(G: AnyState): AiMove {
  const designs = deckDesigns(G, HUMANS);
  const owned = [...G.humans.map((h) => h.card), ...handOf(G, HUMANS)].map(defOf);
  if (!owned.includes('neo') && designs.includes('neo')) return { move: 'takeCard', args: ['neo'] };
  const holdsMission = handOf(G, HUMANS).some((card) => cardDef(card).kind === 'mission');
  const mission = bestBy(
    designs.filter((d) => cardDef(d).kind === 'mission'),
    missionWorth,
  );
  if (!holdsMission && mission) return { move: 'takeCard', args: [mission] };
  return { move: 'drawTwo', args: [] };
}
