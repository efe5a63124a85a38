/**
 * What the bots need: every legal decision (`enumerate`, read from the seat's own view), a full
 * state consistent with a view (`determinize`), a position score (`evaluate`) and a greedy
 * policy used for rollouts and the self-play report.
 */
import type { AiMove, HiddenZone, Randomness } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { cardDef, designDef, mcpDeck, tronDeck } from './cards';
import { downloadRefusal } from './moves/download';
import { attackRefusal, eraseRefusal } from './moves/attack';
import { statusCardRefusal } from './moves/status';
import { searchableDesigns, subRoutineRefusal } from './moves/sub-routine';
import { mulliganRefusal } from './phases/mulligan';
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
import {
  CONTROLS_TO_WIN,
  HAND_LIMIT,
  MCP,
  STATUSES,
  TRON,
  type AnyState,
  type Seat,
  type TronMcpState,
  type TronMcpView,
} from './state';

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
 * Named helpers rather than closures inside enumerate and greedyMove: the bots call those
 * thousands of times a second, and a closure is a new function object every call.
 */
function pushEach(
  moves: AiMove[],
  name: string,
  cards: string[],
  ok: (card: string) => boolean,
): void {
  for (const card of oneOfEach(cards)) if (ok(card)) moves.push({ move: name, args: [card] });
}

function movesNamed(moves: AiMove[], name: string): AiMove[] {
  return moves.filter((m) => 'move' in m && m.move === name);
}

/** The moves of the first name in `names` that has any. */
function firstNamed(moves: AiMove[], names: readonly string[]): AiMove[] {
  for (const name of names) {
    const found = movesNamed(moves, name);
    if (found.length) return found;
  }
  return [];
}

function pickOne(list: AiMove[], random: Randomness): AiMove {
  return list[random.Die(list.length) - 1];
}

/** What a seat keeps when it discards down: Control cards and Programs, then status cards. */
function keepRank(card: string): number {
  const kind = cardDef(card).kind;
  if (kind === 'control' || kind === 'program') return 3;
  if (kind === 'escape' || kind === 'activation' || kind === 'transport' || kind === 'security')
    return 2;
  return (cardDef(card).power ?? 0) / 10;
}

const GREEDY_DEFAULT_ORDER = [
  'downloadControl',
  'downloadProgram',
  'playStatus',
  'disorient',
  'reEnergize',
  'erase',
] as const;

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

/** Both full decks, built once (determinize runs once per search iteration). */
const FULL_DECK: Record<Seat, readonly string[]> = { [TRON]: tronDeck(), [MCP]: mcpDeck() };

/**
 * A full state consistent with `seat`'s view: the cards the seat cannot see (the opponent's hand
 * and deck, and its own deck order) are dealt afresh at random, sizes kept. (What a reveal
 * showed earlier is not used: the hand may have changed since.) The view is not changed: the
 * world gets new objects only where it differs (G, its seats and their hand and deck) and shares
 * the rest with the view, since whoever plays on it copies or drafts it first.
 */
export function determinize(
  view: TronMcpView,
  _ctx: Ctx,
  _seat: PlayerID,
  random: Randomness,
): TronMcpState {
  const viewSeats = view.seats;
  const seats = { ...viewSeats };
  for (const owner of [TRON, MCP] as const) {
    const { deckContents: _unused, ...piles } = viewSeats[owner];
    const visibleHand = Array.isArray(piles.hand) ? piles.hand : undefined;
    const visible = new Set<string>([
      ...piles.discard,
      ...(visibleHand ?? []),
      ...(owner === TRON ? view.programs.map((p) => p.card) : view.controls),
    ]);
    const unseen = random.Shuffle(FULL_DECK[owner].filter((card) => !visible.has(card)));
    const hand = visibleHand ?? unseen.splice(0, (piles.hand as HiddenZone).size);
    seats[owner] = { ...piles, hand, deck: unseen };
  }
  return { ...view, seats } as TronMcpState;
}

/** How close each side is to winning, from `seat`'s point of view, in [0, 1]. */
export function evaluate(G: TronMcpState, ctx: Ctx, seat: PlayerID): number {
  const over = ctx.gameover as { winner?: string } | undefined;
  if (over?.winner !== undefined) return over.winner === seat ? 1 : 0;
  const mcpProgress = G.controls.length / CONTROLS_TO_WIN;
  const furthest = Math.max(-1, ...G.programs.map((p) => STATUSES.indexOf(p.status)));
  const tronProgress = (furthest + 1) / 5 + Math.min(G.programs.length, 3) * 0.05;
  const tronScore = Math.min(1, Math.max(0, 0.5 + (tronProgress - mcpProgress) / 2));
  return seat === TRON ? tronScore : 1 - tronScore;
}

/**
 * A greedy player: take the move that furthers its own plan (download, advance, erase, attack
 * with the strongest card, counter with the fewest cards that suffice), else a sensible default.
 */
export function greedyMove(
  G: AnyState,
  _ctx: Ctx,
  seat: PlayerID,
  moves: AiMove[],
  random: Randomness,
): AiMove {
  const pending = G.pending!;
  const PASS: AiMove = { move: 'pass', args: [pending.stage] };
  switch (pending.stage) {
    case 'mulligan':
      return movesNamed(moves, 'mulligan')[0] ?? moves[0];
    case 'discardDown': {
      // Keep what matters: the MCP keeps Control cards, Tron keeps Programs and status cards.
      return [...moves].sort(
        (a, b) => keepRank(String(a.args![0])) - keepRank(String(b.args![0])),
      )[0];
    }
    case 'counter': {
      const attack = G.attack!;
      const needed = attack.power - attack.total;
      const commits = movesNamed(moves, 'commitSkill');
      if (needed <= 0 || commits.length === 0) return PASS;
      const enough = commits.find(
        (m) => (m.args![0] as string[]).reduce((s, c) => s + skillValue(G, c), 0) >= needed,
      );
      return enough ?? PASS;
    }
    case 'attack': {
      const attacks = movesNamed(moves, 'attack');
      if (!attacks.length) return PASS;
      return attacks.reduce((a, b) =>
        (cardDef(String(a.args![0])).power ?? 0) >= (cardDef(String(b.args![0])).power ?? 0)
          ? a
          : b,
      );
    }
    case 'chooseDerez': {
      // The MCP removes the most dangerous program: Tron (skill bonus), then Flynn.
      const order = ['tron', 'flynn', 'yori', 'clu', 'ram'];
      return [...moves].sort(
        (a, b) =>
          order.indexOf(defOf(String(a.args![0]))) - order.indexOf(defOf(String(b.args![0]))),
      )[0];
    }
    case 'subRoutine': {
      const plays = movesNamed(moves, 'playSubRoutine');
      if (!plays.length) return PASS;
      const wanted = seat === TRON ? ['program', 'escape', 'activation', 'transport'] : ['control'];
      const search = plays.filter(
        (m) =>
          m.args!.length === 2 &&
          wanted.includes(designDef(String(m.args![0]), String(m.args![1])).kind),
      );
      const others = plays.filter((m) => m.args!.length === 1);
      return search.length
        ? pickOne(search, random)
        : others.length
          ? pickOne(others, random)
          : PASS;
    }
    default: {
      const best = firstNamed(moves, GREEDY_DEFAULT_ORDER);
      return best.length ? pickOne(best, random) : PASS;
    }
  }
}
