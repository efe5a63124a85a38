/**
 * The fair bot's knowledge of the game beyond the choices it is offered (`legal-moves.ts`): a
 * full state consistent with a view (`determinize`), a position score (`evaluate`) and a greedy
 * policy used for rollouts and the self-play report.
 */
import type { AiMove, Randomness } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { cardDef, deckOf } from './cards';
import { casualtySide } from './moves/casualty';
import { BASIC } from './moves/mission';
import { missionPoints as missionPointsOf } from './phases/5-matrix';
import {
  charactersIn,
  defOf,
  handOf,
  humansInMatrix,
  leader,
  prefersMatrix,
  robotsInPlay,
  totalOf,
} from './rules';
import {
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
import { casualtyCost, keepValue, missionWorth, totalStrength } from './worth';

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
        return prefersMatrix(card);
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
