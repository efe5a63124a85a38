/**
 * The fair bot's knowledge of the game: a full state consistent with a view (`determinize`), a
 * position score (`evaluate`) and a quick policy for rollouts (`rolloutMove`). The decisions it
 * chooses among are the rules' own (`legal-moves.ts`).
 */
import {
  cloneData,
  seededRandom,
  zoneSize,
  type AiMove,
  type Randomness,
  type RolloutPolicy,
} from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { cardDef, ownerOf } from './cards';
import { guessUnseenCards, unseenOfDesigns } from './deck-guess';
import { defenseOf, naviOf, strengthOf } from './rules';
import {
  listIsSecret,
  opponentOf,
  type AnyState,
  type MainPhaseRecord,
  type MegaManState,
  type MegaManView,
  type Seat,
  type SeatState,
} from './state';

const handOf = (G: AnyState, seat: Seat): string[] => {
  const hand = G.seats[seat].hand;
  return Array.isArray(hand) ? hand : [];
};

/**
 * A full state consistent with `seat`'s view: every card that seat cannot see (the opponent's
 * hand, both decks' order, both power gauges — its own is face down too) is dealt afresh from
 * the deck lists, sizes kept. An opponent's custom list is its secret, never read here, even
 * when a view holds it: its unseen cards are guessed from the card pool (`guessUnseenCards`).
 */
export function determinize(
  view: MegaManView,
  _ctx: Ctx,
  seat: PlayerID,
  random: Randomness,
): MegaManState {
  // New objects only where the world differs from the view (G, its seats and their hand, gauge
  // and deck); the rest is shared, since whoever plays on a world copies or drafts it first.
  // The view itself is never changed. (A structuredClone of the whole view cost every search
  // iteration more than the rest of the sampling.)
  const blast = view.main.blast;
  const revealed = blast?.chosen === null ? blast.revealed : [];
  const dealSeat = (owner: Seat): SeatState => {
    const piles = view.seats[owner];
    const hand = piles.hand;
    const gaugeSize = zoneSize(piles.gauge);
    const deckSize = zoneSize(piles.deck);
    const mine = revealed.filter((card) => ownerOf(card) === owner);
    const seen = [
      ...piles.discard,
      ...piles.resources,
      ...mine,
      ...(Array.isArray(hand) ? hand : []),
    ];
    const handSize = Array.isArray(hand) ? 0 : hand.size;
    // A custom list reaches no view as card ids: the opponent's is guessed, one's own comes
    // as designs; the world then holds the list it dealt, a whole state like any other.
    const custom = listIsSecret(piles);
    const listed = Array.isArray(piles.list) ? piles.list : [];
    const unseen = !custom
      ? unseenOf(listed, seen, random)
      : owner === seat
        ? unseenOfDesigns(owner, listed, seen, random)
        : guessUnseenCards(owner, seen, handSize + gaugeSize + deckSize, random);
    const list = custom ? [...seen, ...unseen].sort() : listed;
    const dealtHand = Array.isArray(hand) ? hand : unseen.splice(0, hand.size);
    const gauge = unseen.splice(0, gaugeSize);
    return { ...piles, list, hand: dealtHand, gauge, deck: unseen };
  };
  // Seat 0 first, then seat 1: the order the random draws are taken in.
  const seats: Record<Seat, SeatState> = { '0': dealSeat('0'), '1': dealSeat('1') };
  return { ...view, seats };
}

/** The cards of a list that are in none of the seen zones, shuffled. */
function unseenOf(list: readonly string[], seen: readonly string[], random: Randomness): string[] {
  const visible = new Set(seen);
  return random.Shuffle(list.filter((card) => !visible.has(card)));
}

const deckSize = (G: AnyState, seat: Seat) => {
  const deck = G.seats[seat].deck;
  return Array.isArray(deck) ? deck.length : deck.size;
};

/**
 * The energy race: my deck against theirs, counting the damage the battle would do now (the
 * turn's strength and defense are already on the table), with a little for cards in hand and
 * in play.
 */
export function evaluate(G: MegaManState, ctx: Ctx, seat: PlayerID): number {
  const over = ctx.gameover as { winner?: string } | undefined;
  if (over?.winner !== undefined) return over.winner === seat ? 1 : 0;
  const me = seat as Seat;
  const them = opponentOf(me);
  const energy = { [me]: deckSize(G, me), [them]: deckSize(G, them) } as Record<Seat, number>;
  if (G.pending) {
    const attacker = G.activeSeat;
    const defender = opponentOf(attacker);
    energy[defender] -= Math.max(0, strengthOf(G, attacker) - defenseOf(G, defender));
  }
  const edge =
    energy[me] -
    energy[them] +
    0.5 * (handOf(G, me).length - sizeOf(G.seats[them].hand)) +
    0.6 * (G.seats[me].resources.length - G.seats[them].resources.length) +
    0.2 * (sizeOf(G.seats[me].gauge) - sizeOf(G.seats[them].gauge));
  return 1 / (1 + Math.exp(-edge / 4));
}

const sizeOf = (zone: unknown) =>
  Array.isArray(zone) ? zone.length : (zone as { size: number }).size;

/**
 * A copy of the state for trying an effect on: every array and record a card's effect can
 * change is new, the cards themselves (strings) shared. The rollouts try every action of every
 * main-phase step, and `cloneData`, which walks all 250-odd cards one by one, was an eighth of a
 * search's time. Tested on random games of all ten decks: it equals `cloneData`, and `gainOf`
 * leaves the state untouched.
 */
export function trialCopy(G: MegaManState): MegaManState {
  const { main } = G;
  const chip = (held: MainPhaseRecord['chip'][Seat]) => held && { ...held };
  return {
    ...G,
    seats: { '0': seatCopy(G.seats['0']), '1': seatCopy(G.seats['1']) },
    bringing: G.bringing?.slice(),
    cuts: G.cuts.map((cut) => ({ ...cut })),
    pending: G.pending && { ...G.pending },
    main: {
      ...main,
      chip: { '0': chip(main.chip['0']), '1': chip(main.chip['1']) },
      blast: main.blast && { ...main.blast, revealed: main.blast.revealed.slice() },
      lastAction: main.lastAction && cloneData(main.lastAction),
    },
    modifiers: G.modifiers.map((modifier) => ({ ...modifier })),
    lastBattle: G.lastBattle && { ...G.lastBattle },
    narration: G.narration.slice(),
  };
}

function seatCopy(piles: SeatState): SeatState {
  return {
    ...piles,
    deck: piles.deck.slice(),
    hand: piles.hand.slice(),
    gauge: piles.gauge.slice(),
    resources: piles.resources.slice(),
    discard: piles.discard.slice(),
    list: piles.list.slice(),
  };
}

/**
 * What a main-phase action is worth to `seat` right now: its effect tried on a copy of the
 * state, scored by `evaluate` against doing nothing. (A heuristic for rollouts: triggers and
 * the opponent's answers are left out.)
 */
export function gainOf(
  G: MegaManState,
  seat: Seat,
  move: AiMove,
  before = evaluate(G, {} as Ctx, seat),
): number {
  if (!('move' in move)) return 0;
  const [card, choice] = (move.args ?? []) as [string, string | undefined];
  const def = cardDef(card);
  const copy = trialCopy(G);
  const piles = copy.seats[seat];
  const zone = move.move === 'spend' ? piles.resources : piles.hand;
  zone.splice(zone.indexOf(card), 1);
  if (move.move === 'playChip') copy.main.chip[seat] = { card, canceled: false };
  def.effect?.({
    G: copy,
    seat,
    random: seededRandom(1),
    choice,
    happen: () => undefined,
    cardDef,
  });
  return evaluate(copy, {} as Ctx, seat) - before;
}

// Module-level helpers rather than local arrows: under tsx (the server, the benchmark) a named
// local function costs an Object.defineProperty (esbuild's keepNames) on every rollout step.
function movesNamed(moves: AiMove[], name: string): AiMove[] {
  return moves.filter((m) => 'move' in m && m.move === name);
}

function firstArg(move: AiMove): string {
  return String(move.args?.[0]);
}

/**
 * A quick player for rollouts, playing as the club player does (`reference-bot.ts`, whose rules
 * the opponent in a real match most likely follows too): play resources, NetNavi's emblem first
 * then the highest destiny; in the main phase the action that gains most, and only when none
 * gains, blast (keeping the highest destiny), else pass. Blasting at once, as it did before,
 * ended the turn with the events and BattleChips still in hand.
 */
export const rolloutMove: RolloutPolicy<AnyState> = (G, _ctx, seat, moves) => {
  const me = seat as Seat;
  switch (G.pending?.stage) {
    case 'chooseDestiny':
      return moves.reduce((a, b) =>
        cardDef(firstArg(a)).destiny >= cardDef(firstArg(b)).destiny ? a : b,
      );
    case 'discardDown':
      // Keep BattleChips and the cards with the highest destiny.
      return moves.reduce((a, b) => (keepValue(firstArg(a)) <= keepValue(firstArg(b)) ? a : b));
    case 'resources': {
      const plays = movesNamed(moves, 'playResource');
      if (!plays.length) return moves[moves.length - 1];
      const emblem = naviOf(G, me).emblem;
      return plays.reduce((a, b) =>
        resourceValue(firstArg(a), emblem) >= resourceValue(firstArg(b), emblem) ? a : b,
      );
    }
    default: {
      let best: AiMove | undefined;
      let bestGain = 0.001;
      // The position before any action is scored once, not once per candidate.
      const before = evaluate(G as MegaManState, {} as Ctx, me);
      for (const move of moves) {
        if (!('move' in move) || move.move === 'pass' || move.move === 'blast') continue;
        const gain = gainOf(G as MegaManState, me, move, before);
        if (gain > bestGain) [best, bestGain] = [move, gain];
      }
      return best ?? movesNamed(moves, 'blast')[0] ?? movesNamed(moves, 'pass')[0] ?? moves[0];
    }
  }
};

/**
 * The rollout `rolloutMove` replaced on 2026-11-27, kept as `bot.baseline` so `bot-check --vs
 * hard-baseline` measures the change: any resource at random, and in the main phase blast as soon
 * as it can, ending the turn with the events and BattleChips still in hand. Otherwise as above.
 */
export const blastFirstRollout: RolloutPolicy<AnyState> = (G, ctx, seat, moves, random) => {
  const stage = G.pending?.stage;
  if (stage === 'resources') {
    const plays = movesNamed(moves, 'playResource');
    return plays.length ? plays[random.Die(plays.length) - 1] : moves[moves.length - 1];
  }
  if (stage !== 'chooseDestiny' && stage !== 'discardDown') {
    const blast = movesNamed(moves, 'blast');
    if (blast.length) return blast[0];
  }
  return rolloutMove(G, ctx, seat, moves, random);
};

/** Rule 2 of the reference player: resources of one's own emblem first, then high destiny. */
function resourceValue(card: string, emblem: string | undefined): number {
  const def = cardDef(card);
  return (def.emblem === emblem ? 10 : 0) + def.destiny;
}

const keepValue = (card: string) => {
  const def = cardDef(card);
  return (def.kind === 'chip' ? 10 : 0) + def.destiny;
};
