/**
 * The reference opponent (core's `bot.reference`, `bot-check --vs reference`): a scripted club
 * player written from the rules alone, without search and without the search's rollout rules.
 * It reads only its own view and never guesses a hidden card: to see what a card would do it
 * plays it on a scratch copy of the table where every face-down card (both decks, both gauges,
 * the other hand) is a blank of the right count, "whenever" answers included; a card whose
 * effect needs to know a hidden card is not tried. Its rules:
 *
 * 1. The count a club player keeps: energy (deck size) after the coming battle (the attacker's
 *    strength minus the defender's defense, as the table stands), then half a point a card in
 *    hand, 0.7 a resource in play, 0.3 a power in the gauge — its own minus the other side's.
 * 2. Resources: play every one it can, those with its NetNavi's emblem first, then the highest
 *    destiny (resources only help in play).
 * 3. Its own main phase: the action (event, BattleChip, spend) that raises the count most, by at
 *    least a quarter point; when none does, blast (the blast comes after the cards that must
 *    come before it); then pass.
 * 4. The other side's main phase: answer only an action that raises its count by at least a
 *    quarter point (a defense against the battle coming, a cancel, a draw); else pass.
 * 5. Destiny: the revealed card of highest destiny (ties: not red, the colour of the cancel).
 * 6. Discarding down to 5: keep BattleChips, then cards playable now, then high destiny.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import { seededRandom, type AiMove } from '@gridplay/core';
import { cardDef } from './cards';
import { defenseOf, naviOf, playableResources, requirementRefusal, strengthOf } from './rules';
import { resolveAction } from './triggers';
import {
  opponentOf,
  type MegaManState,
  type MegaManView,
  type Seat,
  type SeatState,
  type SeatView,
} from './state';

/** An action must raise the count by this much to be worth a card or a resource. */
const WORTH_IT = 0.25;

const named = (moves: AiMove[], name: string) =>
  moves.filter((m) => 'move' in m && m.move === name);
const cardArg = (move: AiMove) => String(move.args![0]);
const sizeOf = (zone: unknown) =>
  Array.isArray(zone) ? zone.length : (zone as { size: number }).size;

function best<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  let top: T | undefined;
  for (const item of items) if (top === undefined || score(item) > score(top)) top = item;
  return top;
}

/** The table as the seat sees it, every face-down card a blank (`p1:unseen#3`) of its zone's size. */
export function scratchTable(view: MegaManView): MegaManState {
  const table = structuredClone(view);
  return {
    ...table,
    seats: { '0': blankSeat('0', table.seats['0']), '1': blankSeat('1', table.seats['1']) },
  };
}

/** A seat as a view shows it, its hidden cards stood in for by blank ids (`p1:unseen-hand#0`). */
export function blankSeat(owner: Seat, seen: SeatView): SeatState {
  const blanks = (zone: string, count: number) =>
    Array.from({ length: count }, (_, i) => `p${owner}:unseen-${zone}#${i}`);
  return {
    ...seen,
    // A secret deck list is nothing the rules read in play: the scratch table holds none.
    list: Array.isArray(seen.list) ? seen.list : [],
    hand: Array.isArray(seen.hand) ? seen.hand : blanks('hand', seen.hand.size),
    deck: blanks('deck', sizeOf(seen.deck)),
    gauge: blanks('gauge', sizeOf(seen.gauge)),
  };
}

/** Rule 1: the count, from `seat`'s side. */
export function count(G: MegaManState, seat: Seat): number {
  const them = opponentOf(seat);
  if (G.loser === them) return 1000;
  if (G.loser === seat) return -1000;
  const attacker = G.activeSeat;
  const damage = Math.max(0, strengthOf(G, attacker) - defenseOf(G, opponentOf(attacker)));
  const energy = (s: Seat) => G.seats[s].deck.length - (s === attacker ? 0 : damage);
  const side = (s: Seat) =>
    energy(s) +
    0.5 * G.seats[s].hand.length +
    0.7 * G.seats[s].resources.length +
    0.3 * G.seats[s].gauge.length;
  return side(seat) - side(them);
}

/** What an event, BattleChip or spend would change in the count, tried on a scratch table. */
function gainOf(view: MegaManView, seat: Seat, move: AiMove): number | undefined {
  if (!('move' in move)) return undefined;
  const [card, choice] = move.args as [string, string | undefined];
  const table = scratchTable(view);
  const before = count(table, seat);
  const def = cardDef(card);
  const piles = table.seats[seat];
  try {
    const from = move.move === 'spend' ? piles.resources : piles.hand;
    from.splice(from.indexOf(card), 1);
    if (move.move === 'playChip') table.main.chip[seat] = { card, canceled: false };
    const kind = move.move === 'spend' ? 'spend' : move.move === 'playChip' ? 'chip' : 'event';
    resolveAction(table, seat, seededRandom(1), (happen) => {
      def.effect?.({ G: table, seat, random: seededRandom(1), choice, happen, cardDef });
      piles.discard.push(card);
      happen(kind);
    });
  } catch {
    return undefined; // the effect needed to know a hidden card: a club player does not guess
  }
  return count(table, seat) - before;
}

function mainPhase(view: MegaManView, seat: Seat, moves: AiMove[]): AiMove {
  const actions = moves.filter(
    (m) => 'move' in m && ['playEvent', 'playChip', 'spend'].includes(m.move),
  );
  let chosen: AiMove | undefined;
  let top = WORTH_IT;
  for (const action of actions) {
    const gain = gainOf(view, seat, action);
    if (gain !== undefined && gain >= top) [chosen, top] = [action, gain];
  }
  if (chosen) return chosen;
  return named(moves, 'blast')[0] ?? { move: 'pass', args: [] };
}

/** Rule 6: how much a card in hand is worth keeping. */
function keepValue(view: MegaManView, seat: Seat, card: string): number {
  const def = cardDef(card);
  const playable =
    def.kind === 'resource'
      ? playableResources(view, seat).includes(card)
      : def.kind === 'chip' || def.kind === 'event'
        ? !requirementRefusal(view, seat, def)
        : false;
  return (def.kind === 'chip' ? 20 : 0) + (playable ? 10 : 0) + def.destiny;
}

export function referenceMove(
  view: MegaManView,
  _ctx: Ctx,
  seat: PlayerID,
  moves: AiMove[],
): AiMove {
  const me = seat as Seat;
  switch (view.pending!.stage) {
    case 'discardDown':
      return best(named(moves, 'discardDown'), (m) => -keepValue(view, me, cardArg(m)))!;
    case 'resources': {
      const emblem = naviOf(view, me).emblem;
      const plays = named(moves, 'playResource');
      const first = best(
        plays,
        (m) => (cardDef(cardArg(m)).emblem === emblem ? 10 : 0) + cardDef(cardArg(m)).destiny,
      );
      return first ?? named(moves, 'endResources')[0] ?? moves[0];
    }
    case 'chooseDestiny':
      return best(moves, (m) => {
        const def = cardDef(cardArg(m));
        return def.destiny + (def.colour === 'red' ? 0 : 0.5);
      })!;
    case 'main':
      return mainPhase(view, me, moves);
  }
}

/** Core's `bot.reference`. */
export function reference(view: MegaManView, ctx: Ctx, seat: PlayerID, moves: AiMove[]): AiMove {
  return referenceMove(view, ctx, seat, moves);
}
