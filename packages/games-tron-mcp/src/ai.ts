/**
 * What the fair bot knows of the game beyond the legal moves (`legal-moves.ts`): a full state
 * consistent with a view (`determinize`), a position score (`evaluate`) and a greedy policy used
 * for rollouts and the self-play report.
 */
import type { AiMove, HiddenZone, Randomness, RolloutPolicy } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { cardDef, designDef, mcpDeck, tronDeck } from './cards';
import { defOf, skillValue } from './rules';
import {
  CONTROLS_TO_WIN,
  MCP,
  STATUSES,
  TRON,
  type AnyState,
  type Seat,
  type TronMcpState,
  type TronMcpView,
} from './state';

/**
 * Named helpers rather than closures inside greedyMove: the bots call it thousands of times a
 * second, and a closure is a new function object every call.
 */
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
export const greedyMove: RolloutPolicy<AnyState> = (G, _ctx, seat, moves, random) => {
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
};
