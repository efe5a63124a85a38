/**
 * What the bots need: every legal decision (`enumerate`, read from the seat's own view), a full
 * state consistent with a view (`determinize`), a position score (`evaluate`) and a greedy
 * policy used for rollouts and the self-play report.
 */
import type { AiMove, Randomness } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { abilityOf } from './abilities';
import { cardDef, deckOf, type Ability, type CharacterCard } from './cards';
import { casualtySide } from './moves/casualty';
import { bringInRefusal } from './moves/characters';
import { deckDesigns, recallRefusal } from './moves/draw';
import { eventRefusal } from './moves/contest';
import { BASIC, missionRefusal } from './moves/mission';
import { switchable } from './phases/4-switch';
import { missionPoints as missionPointsOf } from './phases/5-matrix';
import {
  charactersIn,
  defOf,
  handOf,
  humansInMatrix,
  leader,
  oneOfEach,
  robotsInPlay,
  totalOf,
} from './rules';
import {
  CONTESTS,
  CONTEST_WORLD,
  HULL,
  HUMANS,
  MACHINES,
  MISSION_POINTS_TO_WIN,
  SEATS,
  TIME_COUNTERS_TO_WIN,
  type AnyState,
  type MatrixState,
  type MatrixView,
  type Seat,
} from './state';

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

/** Every card of each side's deck, built once (determinize runs on every search iteration). */
const FULL_DECKS: Record<Seat, readonly string[]> = {
  [HUMANS]: deckOf(HUMANS),
  [MACHINES]: deckOf(MACHINES),
};

/**
 * A full state consistent with `seat`'s view: the cards the seat cannot see (the opponent's
 * hand and deck, its own deck order) are dealt afresh at random, sizes kept. The view is left
 * as it is: the world shares its unchanged parts and has new objects only for the seats' piles.
 */
export function determinize(
  view: MatrixView,
  _ctx: Ctx,
  _seat: PlayerID,
  random: Randomness,
): MatrixState {
  const seats = { ...view.seats };
  for (const owner of SEATS) {
    const { deckContents: _contents, ...piles } = view.seats[owner];
    const ownHand = Array.isArray(piles.hand) ? piles.hand : null;
    const inPlay = owner === HUMANS ? view.humans.map((h) => h.card) : view.machines;
    const visible = new Set<string>([
      ...piles.discard,
      ...(ownHand ?? []),
      ...inPlay,
      ...(owner === HUMANS ? view.completed : []),
      ...(owner === HUMANS && view.mission && view.mission !== BASIC ? [view.mission] : []),
    ]);
    const unseen = random.Shuffle(FULL_DECKS[owner].filter((card) => !visible.has(card)));
    const handSize = ownHand ? ownHand.length : (piles.hand as { size: number }).size;
    seats[owner] = {
      ...piles,
      hand: ownHand ? [...ownHand] : unseen.splice(0, handSize),
      deck: unseen,
    };
  }
  return { ...view, seats } as MatrixState;
}

/** The sum of a character's modifiers in one world. */
function strength(card: string, world: 'matrix' | 'real'): number {
  const mods = (cardDef(card) as CharacterCard).mods;
  return CONTESTS.filter((k) => CONTEST_WORLD[k] === world).reduce(
    (sum, k) => sum + (mods[k] ?? 0),
    0,
  );
}

/** Whether a character's modifiers are at least as big in the Matrix as in the real world. */
const prefersMatrix = (card: string) => strength(card, 'matrix') >= strength(card, 'real');

const totalStrength = (card: string) => strength(card, 'matrix') + strength(card, 'real');

const PHASE_ORDER = ['time', 'zion', 'zeroOne', 'switch', 'matrix', 'reality'];

/**
 * How close each side is to winning, from `seat`'s point of view, in [0, 1]. The Machines' clock
 * runs continuously through the turn (a Time counter a turn, spread over its six phases), so a
 * short playout that skips the Matrix phase is not mistaken for a safe one: it only lets the
 * clock run without a Mission.
 */
export function evaluate(G: MatrixState, ctx: Ctx, seat: PlayerID): number {
  const over = ctx.gameover as { winner?: string } | undefined;
  if (over?.winner !== undefined) return over.winner === seat ? 1 : 0;
  const phase = Math.max(0, PHASE_ORDER.indexOf(ctx.phase ?? 'time'));
  const clock = G.timeCounters + phase / PHASE_ORDER.length;
  const humanProgress = G.missionPoints / MISSION_POINTS_TO_WIN;
  const machineProgress = Math.max(clock / TIME_COUNTERS_TO_WIN, (HULL - G.hull) / HULL);
  const force = (s: Seat) =>
    (s === HUMANS ? G.humans.map((h) => h.card) : G.machines).reduce(
      (sum, card) => sum + totalStrength(card),
      0,
    );
  const neo = G.humans.some((h) => defOf(h.card) === 'neo') ? 0.03 : 0;
  const edge = (force(HUMANS) - force(MACHINES)) / 400;
  // A Mission under way is worth its points times a rough chance from the running totals.
  const attempt =
    G.contest?.kind === 'mission' && G.mission
      ? (missionPointsOf(G.mission) / MISSION_POINTS_TO_WIN) *
        Math.min(1, Math.max(0, 0.45 + (totalOf(G, HUMANS) - totalOf(G, MACHINES)) / 10)) *
        0.5
      : 0;
  const hands = handWorth(G, HUMANS) - handWorth(G, MACHINES);
  const humans = Math.min(
    1,
    Math.max(0, 0.5 + (humanProgress - machineProgress) / 2 + edge + neo + attempt + hands),
  );
  return seat === HUMANS ? humans : 1 - humans;
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

/** What an ability is worth beside modifiers, on the same scale (a hunter can take Neo). */
const ABILITY_WORTH: Record<Ability['kind'], number> = { hunt: 4, shield: 3, draw: 2 };

/** A character's modifiers and ability together. */
const characterWorth = (card: string) => {
  const ability = abilityOf(card);
  return totalStrength(card) + (ability ? ABILITY_WORTH[ability.kind] : 0);
};

/** What losing a character costs its side (Neo: the game). */
const casualtyCost = (card: string) => characterWorth(card) + (defOf(card) === 'neo' ? 100 : 0);

/**
 * What the cards in a hand are worth on the evaluation's scale (a Mission Point is 1/40): an
 * Event a sixth of a point per point of bonus (at least two), since it swings one contest — a
 * Firewall's +4 is worth holding for the Mission that matters; a Mission card about 40% of its
 * points. Without it an Event played while already ahead looked free and the search spent them.
 */
function handWorth(G: AnyState, seat: Seat): number {
  let worth = 0;
  for (const card of handOf(G, seat)) {
    const def = cardDef(card);
    if (def.kind === 'event') worth += 0.004 * Math.max(2, def.bonus);
    else if (def.kind === 'mission') worth += (0.4 * def.points) / (2 * MISSION_POINTS_TO_WIN);
  }
  return worth;
}

/** A Mission card's points, less what its guard costs in chances. */
function missionWorth(card: string): number {
  const def = cardDef(card);
  return def.kind === 'mission' ? def.points - def.guard * 0.8 : 0;
}

/** What a card is worth keeping, for the discard choice. */
function keepValue(card: string): number {
  const def = cardDef(card);
  if (def.kind === 'character') return 10 + characterWorth(card) + (defOf(card) === 'neo' ? 20 : 0);
  if (def.kind === 'mission') return 8 + def.points;
  return def.bonus + (def.effect ? 1 : 0);
}

/**
 * A greedy player: bring every character in, put the strong ones where they count, play an
 * Event only when behind in a contest, attempt the biggest Mission, lose the weakest character.
 */
export function greedyMove(
  G: AnyState,
  _ctx: Ctx,
  playerID: PlayerID,
  moves: AiMove[],
  random: Randomness,
): AiMove {
  const seat = playerID as Seat;
  const pending = G.pending!;
  const named = (name: string) => moves.filter((m) => 'move' in m && m.move === name);
  const arg = (m: AiMove) => String(m.args![0]);
  const PASS: AiMove = { move: 'pass', args: [pending.stage] };
  const by = (list: AiMove[], score: (m: AiMove) => number) =>
    list.reduce((best, m) => (score(m) > score(best) ? m : best));
  switch (pending.stage) {
    case 'discardDown':
      return by(moves, (m) => -keepValue(arg(m)));
    case 'draw': {
      const takes = named('takeCard');
      if (seat === HUMANS) {
        const inPlayOrHand = [...G.humans.map((h) => h.card), ...handOf(G, seat)].map(defOf);
        if (!inPlayOrHand.includes('neo')) {
          const neo = takes.find((m) => arg(m) === 'neo');
          if (neo) return neo;
        }
      } else if (charactersIn(G, MACHINES, 'matrix').length < 2) {
        const agent = named('recallCharacter').find(
          (m) => cardDef(arg(m)).kind === 'character' && !robotsInPlay(G).length,
        );
        if (agent) return agent;
      }
      return moves[0];
    }
    case 'bringIn':
      return named('bringIn')[0] ?? PASS;
    case 'switch': {
      // Neo goes in only with two others beside him to take the Combat losses.
      const others = humansInMatrix(G).filter((c) => defOf(c) !== 'neo').length;
      const wanted = (card: string) => {
        if (defOf(card) === 'neo') return others >= 2;
        return strength(card, 'matrix') >= strength(card, 'real');
      };
      const change =
        moves.find((m) => 'move' in m && m.move === 'plug' && wanted(arg(m))) ??
        moves.find((m) => 'move' in m && m.move === 'unplug' && !wanted(arg(m)));
      return change ?? PASS;
    }
    case 'exit':
      // Out of the Matrix nobody can be killed, and real-world modifiers count in Reality.
      return named('unplug')[0] ?? PASS;
    case 'contest': {
      const events = named('playEvent');
      const behind = leader(G) !== seat;
      if (!behind || events.length === 0) return PASS;
      const gap = Math.abs(totalOf(G, HUMANS) - totalOf(G, MACHINES)) + (seat === HUMANS ? 1 : 0);
      // Play an Event that closes the gap on its own if there is one (the smallest), else the biggest.
      const bonus = (m: AiMove) => {
        const def = cardDef(arg(m));
        return def.kind === 'event' ? def.bonus + (def.effect === 'neutralize' ? 2 : 0) : 0;
      };
      const enough = events.filter((m) => bonus(m) >= gap);
      if (enough.length) return by(enough, (m) => -bonus(m));
      return gap <= 4 || random.Number() < 0.3 ? by(events, bonus) : PASS;
    }
    case 'casualty': {
      const own = casualtySide(G, seat) === seat;
      return by(moves, (m) => (own ? -casualtyCost(arg(m)) : casualtyCost(arg(m))));
    }
    case 'mission': {
      const cards = named('attemptMission').filter((m) => arg(m) !== BASIC);
      if (!cards.length) return moves[0];
      return by(cards, (m) => missionWorth(arg(m)));
    }
    case 'scrap':
      return by(moves, (m) => -totalStrength(arg(m)));
    default:
      return moves[random.Die(moves.length) - 1];
  }
}
