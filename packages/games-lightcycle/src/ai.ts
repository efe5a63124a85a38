/**
 * The fair bot's knowledge of the game: a determinizer for the hidden hands and choices, a strong
 * evaluation (points, territory reached first, distance to a capturable flag) and a rollout
 * policy that does not drive into a wall or a trail when it can avoid it. The legal moves it
 * searches come from legal-moves.ts.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import {
  isHidden,
  randomIndex,
  type AiMove,
  type Randomness,
  type RolloutPolicy,
} from '@gridplay/core';
import { isRegular, specialDeck, type SpecialCard } from './cards';
import { step, turnTo, TURNS, type Turn } from './grid';
import { CYCLE, FLAG, crusherBetween, neighboursInto, scanBoard, type BoardScan } from './ai-board';
import {
  seatIds,
  type AnyState,
  type Choice,
  type LightcycleState,
  type LightcycleView,
} from './state';

// ---------------------------------------------------------------------------------------------
// Evaluation

/**
 * Multi-source breadth-first search from every live head over free cells: which player reaches
 * each cell first (ties reach no one), and each player's distance to every cell.
 */
export function territory(G: AnyState): {
  owned: Record<PlayerID, number>;
  distance: Record<PlayerID, Int16Array>;
} {
  const { size } = G;
  const cellCount = size * size;
  const board = scanBoard(G);
  const seats = seatIds(G);
  const players = seats.filter((p) => G.seats[p].cycle.head !== null && G.seats[p].cycle.alive);
  const distance: Record<PlayerID, Int16Array> = {};
  // Each cell enters the queue at most once per player (its distance is set as it enters).
  const queue = new Int32Array(cellCount);
  const around = new Int32Array(4);
  for (const player of players) {
    const dist = new Int16Array(cellCount).fill(-1);
    const start = G.seats[player].cycle.head!;
    dist[start] = 0;
    queue[0] = start;
    let queued = 1;
    for (let i = 0; i < queued; i++) {
      const cell = queue[i];
      const count = neighboursInto(cell, size, around);
      for (let k = 0; k < count; k++) {
        const next = around[k];
        if (dist[next] !== -1 || crusherBetween(board, cell, next)) continue;
        if (board.kind[next] === CYCLE) continue;
        dist[next] = dist[cell] + 1;
        queue[queued++] = next;
      }
    }
    distance[player] = dist;
  }
  const owned: Record<PlayerID, number> = {};
  for (const p of seats) owned[p] = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    let best = Infinity;
    let winner: PlayerID | null = null;
    for (const player of players) {
      const d = distance[player][cell];
      if (d <= 0) continue;
      if (d < best) {
        best = d;
        winner = player;
      } else if (d === best) winner = null;
    }
    if (winner !== null) owned[winner]++;
  }
  return { owned, distance };
}

/** Steps from the seat's head to the nearest flag it may capture (Infinity if none is reachable). */
export function flagDistance(
  G: AnyState,
  seat: PlayerID,
  distance: Record<PlayerID, Int16Array>,
): number {
  const dist = distance[seat];
  if (!dist) return Infinity;
  let best = Infinity;
  for (const flag of G.flags) {
    if (flag.id === G.seats[seat].lastPlacedFlag) continue;
    const d = dist[flag.cell];
    if (d > 0 && d < best) best = d;
  }
  return best;
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

export function evaluate(G: AnyState, ctx: Ctx, seat: PlayerID): number {
  const gameover = ctx.gameover as { winner?: PlayerID; draw?: boolean } | undefined;
  if (gameover) return gameover.winner === seat ? 1 : gameover.draw ? 0.5 : 0;
  const players = seatIds(G);
  const mine = G.seats[seat].score;
  const bestOther = Math.max(...players.filter((p) => p !== seat).map((p) => G.seats[p].score));
  const { owned, distance } = territory(G);
  const free = Math.max(
    1,
    Object.values(owned).reduce((a, b) => a + b, 0),
  );
  const share = owned[seat] / free;
  const toFlag = flagDistance(G, seat, distance);
  const flagTerm = Number.isFinite(toFlag) ? 1 / (1 + toFlag) : 0;
  const alive = G.seats[seat].cycle.head !== null && G.seats[seat].cycle.alive;
  // Everything in points: the score lead dominates; room to move is worth up to about a point,
  // a flag close by most of a capture's value; a dead or boxed-in cycle is about to lose one.
  const lead = mine - bestOther;
  const room = 2 * (share - 1 / players.length);
  const flag = 1.5 * flagTerm;
  const danger = !alive ? -1 : owned[seat] < 3 ? -1 : 0;
  const progress = Math.max(0, mine - G.targetScore + 3) * 0.3;
  return logistic(0.35 * (lead + room + flag + danger + progress));
}

// ---------------------------------------------------------------------------------------------
// Rollouts and determinization

/** The cells a move would drive through, when it is a move (for the rollout's safety test). */
function pathOf(G: AnyState, board: BoardScan, seat: PlayerID, move: AiMove): number[] | null {
  if (!('move' in move)) return null;
  const cycle = G.seats[seat].cycle;
  if (cycle.head === null) return null;
  let turn: Turn | undefined;
  let length = 1;
  if (move.move === 'chooseCard') {
    const choice = move.args![0] as Choice;
    if (isRegular(choice.card))
      [turn, length] = [choice.card, (choice as { distance?: number }).distance ?? 1];
    else return null;
  } else if (move.move === 'chooseDashDirection') {
    const card = G.resolution?.revealed[seat]?.card;
    [turn, length] = [move.args![0] as Turn, G.overDrive ? 1 : card === 'uberDash' ? 3 : 2];
  } else return null;
  const direction = turnTo(cycle.facing, turn);
  const path: number[] = [];
  let cell: number | null = cycle.head;
  for (let i = 0; i < length; i++) {
    const next: number | null = step(cell, direction, G.size);
    if (next === null || crusherBetween(board, cell, next)) return [...path, -1];
    path.push(next);
    cell = next;
  }
  return path;
}

/**
 * Scratch marks for roomFrom, reused between calls (the rollout runs it for every safe move of
 * every playout step): a cell is marked when it holds the current stamp, so nothing is cleared.
 */
let roomMarks = new Uint32Array(0);
let roomStamp = 0;
const roomAround = new Int32Array(4);

/** Free cells reachable from `start` (flags count as free), up to `cap`: room to live in. */
function roomFrom(
  G: AnyState,
  board: BoardScan,
  start: number,
  blocked: readonly number[],
  cap: number,
): number {
  const { size } = G;
  if (roomMarks.length < size * size || roomStamp >= 0xfffffff0) {
    roomMarks = new Uint32Array(size * size);
    roomStamp = 0;
  }
  // Two stamps per call: `seen` cells and the moving cycle's own `blocked` path.
  const seenMark = ++roomStamp;
  const blockedMark = ++roomStamp;
  for (const cell of blocked) if (cell >= 0 && cell < size * size) roomMarks[cell] = blockedMark;
  roomMarks[start] = seenMark;
  let seen = 1;
  const queue = [start];
  const around = roomAround;
  // Breadth first, stopping once `cap` cells are reached (checked per cell taken, as before).
  for (let i = 0; i < queue.length && seen < cap; i++) {
    const cell = queue[i];
    const count = neighboursInto(cell, size, around);
    for (let k = 0; k < count; k++) {
      const next = around[k];
      const mark = roomMarks[next];
      if (mark === seenMark || mark === blockedMark || crusherBetween(board, cell, next)) continue;
      if (board.kind[next] === CYCLE) continue;
      roomMarks[next] = seenMark;
      seen++;
      queue.push(next);
    }
  }
  return seen;
}

/** No wall, trail or head on the path (flags are free cells). */
function isClear(board: BoardScan, path: number[]): boolean {
  for (const cell of path) if (cell < 0 || board.kind[cell] === CYCLE) return false;
  return true;
}

/** The path crosses a flag the seat may capture (not the one it placed last). */
function grabsFlag(board: BoardScan, path: number[], ownFlag: number | null): boolean {
  for (const cell of path)
    if (board.kind[cell] === FLAG && board.flagId[cell] !== ownFlag) return true;
  return false;
}

/**
 * Rollout policy: never drive into a wall, a Crusher or a trail when a safe move exists; grab a
 * flag when one is on a safe path; otherwise usually take the move that leaves the most room
 * (flood fill from the new head), sometimes any safe move, so playouts stay varied.
 */
export const rollout: RolloutPolicy<AnyState> = (G, _ctx, seat, moves, random) => {
  const board = scanBoard(G);
  const safe: { move: AiMove; path: number[] }[] = [];
  const grabs: AiMove[] = [];
  const ownFlag = G.seats[seat].lastPlacedFlag;
  for (const move of moves) {
    const path = pathOf(G, board, seat, move);
    if (path === null || !isClear(board, path)) continue;
    safe.push({ move, path });
    if (grabsFlag(board, path, ownFlag)) grabs.push(move);
  }
  if (grabs.length > 0) return grabs[randomIndex(random, grabs.length)];
  if (safe.length === 0) return moves[randomIndex(random, moves.length)];
  if (safe.length === 1 || random.Number() < 0.25)
    return safe[randomIndex(random, safe.length)].move;
  const cap = 40;
  let best = safe[0];
  let bestRoom = -1;
  for (const option of random.Shuffle(safe)) {
    const head = option.path[option.path.length - 1];
    const room = roomFrom(G, board, head, option.path.slice(0, -1), cap);
    if (room > bestRoom) [best, bestRoom] = [option, room];
  }
  return best.move;
};

/**
 * A full state consistent with what `seat` sees: the Specials it cannot see (the deck and the
 * other hands) are re-dealt at random in the visible sizes; hidden choices become Regular moves.
 */
export function determinize(
  view: LightcycleView | LightcycleState,
  _ctx: Ctx,
  seat: PlayerID,
  random: Randomness,
): LightcycleState {
  // New objects only where the world differs from the view (G, its seats, choices, dash turns
  // and the re-dealt hands); the rest is shared, since whoever plays on a world copies or
  // drafts it first. The view itself is never changed.
  const G: Omit<LightcycleView, 'deck'> & { deck: LightcycleView['deck'] | SpecialCard[] } = {
    ...view,
    seats: { ...view.seats },
    choices: { ...view.choices },
    dashTurns: { ...view.dashTurns },
  };
  const visibleHands = seatIds(view).flatMap((p) =>
    Array.isArray(view.seats[p].hand) ? view.seats[p].hand : [],
  );
  const known = new Set<string>(
    [...visibleHands, ...(view.resolution?.played ?? [])].map((card) => card.id),
  );
  void seat;
  const unseen = random.Shuffle(specialDeck().filter((card) => !known.has(card.id)));
  for (const player of seatIds(view)) {
    const hand = view.seats[player].hand;
    if (isHidden(hand))
      G.seats[player] = { ...view.seats[player], hand: unseen.splice(0, hand.size) };
    const choice = view.choices[player];
    if (choice && 'hidden' in choice) {
      const card = TURNS[randomIndex(random, 3)];
      G.choices[player] = view.overDrive ? { card, distance: 1 } : { card };
    }
    const turn = view.dashTurns[player];
    if (turn && typeof turn === 'object') G.dashTurns[player] = TURNS[randomIndex(random, 3)];
  }
  G.deck = unseen;
  return G as LightcycleState;
}
