/**
 * The reference opponent (core's `bot.reference`, `bot-check --vs reference`): a scripted club
 * player written from the rules alone, without search and without the search's rollout or
 * evaluation. It reads only its seat's view (the Grid, the flags, the Crushers and its own
 * hand are public to it) and breaks ties with its own `random`. Its rules:
 *
 * 1. **Never drive into a wall, a Crusher, a trail, a head or a wreck** when a clear path exists.
 * 2. **Read the others' next cells**: every cell another live cycle can reach this round with a
 *    Forward, Left or Right (any distance in Over-Drive; its Dash directions while Dashes are
 *    chosen) is contested — a head-on there costs the round. An uncontested path beats a
 *    contested one.
 * 3. **Take a flag** (not the one it placed last) on a clear, uncontested path.
 * 4. **Keep room**: otherwise the path whose end reaches the most free cells (flood fill), then
 *    the one nearest a flag it may take, then the shortest (Over-Drive).
 * 5. **Specials only when they pay**: a Dash or Uber-Dash for a flag no Regular reaches, or when
 *    no Regular is clear and uncontested; Cut Tail to drive out through a trail; standing still — Retract Tail to a
 *    trail of 1, a Crusher in front of the nearest other cycle, Over-Drive — when nothing clear
 *    and uncontested is left. Then a contested clear path; then whatever is offered.
 * 6. **Setup**: the head as far as possible from the walls and the other cycles, facing the
 *    centre. **Respawn**: face where the most room is.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove, Randomness } from '@gridplay/core';
import { randomIndex } from '@gridplay/core';
import { isRegular } from './cards';
import { colOf, directionBetween, neighbours, rowOf, step, turnTo, TURNS, type Turn } from './grid';
import { crusherOn } from './occupancy';
import { seatIds, type AnyState, type Choice, type LightcycleView } from './state';

/** What the seat reads off the Grid once per decision. */
interface Reading {
  view: AnyState;
  seat: PlayerID;
  /** Cells holding a head, a trail or a wreck. */
  blocked: Uint8Array;
  /** Trail cells of live cycles (not heads, not wrecks): what Cut Tail may drive into. */
  cuttable: Uint8Array;
  /** Cells of flags the seat may take. */
  flags: Set<number>;
  /** Cell → the sub-steps at which another cycle may enter it this round. */
  contested: Map<number, Set<number>>;
}

function readGrid(view: AnyState, seat: PlayerID): Reading {
  const cells = view.size * view.size;
  const blocked = new Uint8Array(cells);
  const cuttable = new Uint8Array(cells);
  for (const player of seatIds(view)) {
    const { head, tail, alive } = view.seats[player].cycle;
    for (const cell of tail) {
      blocked[cell] = 1;
      if (alive) cuttable[cell] = 1;
    }
    if (head !== null) blocked[head] = 1;
  }
  const mine = view.seats[seat].lastPlacedFlag;
  const flags = new Set(view.flags.filter((f) => f.id !== mine).map((f) => f.cell));
  const reading: Reading = { view, seat, blocked, cuttable, flags, contested: new Map() };
  for (const other of seatIds(view)) {
    if (other === seat) continue;
    for (const reach of reachOf(view, other))
      for (const turn of TURNS)
        path(reading, other, turn, reach, false).forEach((cell, index) => {
          if (cell < 0) return;
          const steps = reading.contested.get(cell) ?? new Set<number>();
          // While Dashes are chosen, any of their cells is deadly at any sub-step (0).
          steps.add(view.resolution ? 0 : index + 1);
          reading.contested.set(cell, steps);
        });
  }
  return reading;
}

/**
 * How far another cycle may go this round: one cell (any distance in Over-Drive) while cards are
 * chosen; its Dash's length while Dash directions are chosen (0 when it is not dashing).
 */
function reachOf(view: AnyState, player: PlayerID): number[] {
  const { cycle } = view.seats[player];
  if (cycle.head === null || !cycle.alive) return [];
  const revealed = view.resolution?.revealed[player];
  if (view.resolution) {
    if (revealed?.card !== 'dash' && revealed?.card !== 'uberDash') return [];
    return [dashLength(view, revealed.card)];
  }
  return [view.overDrive ? view.size - 1 : 1];
}

const dashLength = (view: AnyState, card: 'dash' | 'uberDash') =>
  view.overDrive ? 1 : card === 'uberDash' ? 3 : 2;

/**
 * The cells a cycle drives through going `length` cells after turning `turn`; the path ends in
 * -1 where it would leave the Grid, cross a Crusher or hit a cycle (with Cut Tail, its first
 * cell may be a live cycle's trail).
 */
function path(
  reading: Reading,
  player: PlayerID,
  turn: Turn,
  length: number,
  mayCut: boolean,
): number[] {
  const { view, blocked } = reading;
  const cycle = view.seats[player].cycle;
  const direction = turnTo(cycle.facing, turn);
  const cells: number[] = [];
  let cell = cycle.head!;
  for (let i = 0; i < length; i++) {
    const next = step(cell, direction, view.size);
    if (next === null || crusherOn(view, cell, next)) return [...cells, -1];
    if (blocked[next] && !(mayCut && i === 0 && reading.cuttable[next])) return [...cells, -1];
    cells.push(next);
    cell = next;
  }
  return cells;
}

/** Free cells reachable from `start` (flags are free) and the steps to the nearest flag. */
function roomFrom(
  reading: Reading,
  start: number,
  alsoBlocked: number[],
): { room: number; toFlag: number } {
  const { view } = reading;
  const seen = new Uint8Array(reading.blocked);
  for (const cell of alsoBlocked) seen[cell] = 1;
  seen[start] = 1;
  let toFlag = Infinity;
  const queue = [start];
  const depth = [0];
  for (let i = 0; i < queue.length; i++) {
    const cell = queue[i];
    if (toFlag === Infinity && reading.flags.has(cell) && i > 0) toFlag = depth[i];
    for (const next of neighbours(cell, view.size)) {
      if (seen[next] || crusherOn(view, cell, next)) continue;
      seen[next] = 1;
      queue.push(next);
      depth.push(depth[i] + 1);
    }
  }
  return { room: queue.length, toFlag };
}

/** One way to drive this round, judged by the rules above. */
interface Drive {
  move: AiMove;
  cells: number[];
  clear: boolean;
  contested: boolean;
  flag: boolean;
  room: number;
  toFlag: number;
}

function judge(reading: Reading, move: AiMove, cells: number[], subStep: boolean): Drive {
  const clear = cells.length > 0 && !cells.includes(-1);
  const contested =
    clear &&
    cells.some((cell, index) => {
      const steps = reading.contested.get(cell);
      return steps !== undefined && (!subStep || steps.has(0) || steps.has(index + 1));
    });
  const end = cells[cells.length - 1];
  const space = clear ? roomFrom(reading, end, cells.slice(0, -1)) : { room: 0, toFlag: Infinity };
  return {
    move,
    cells,
    clear,
    contested,
    flag: clear && cells.some((cell) => reading.flags.has(cell)),
    ...space,
  };
}

/** The items ranking first by `key` (compared in order, higher first); equal ones by `random`. */
function top<T>(items: T[], key: (item: T) => number[], random: Randomness): T | undefined {
  let leaders: T[] = [];
  for (const item of items) {
    const order = leaders.length === 0 ? 1 : compare(key(item), key(leaders[0]));
    if (order > 0) leaders = [item];
    else if (order === 0) leaders.push(item);
  }
  return leaders.length === 0 ? undefined : leaders[randomIndex(random, leaders.length)];
}

/** Rule 4: most room, then nearest a flag, then the shortest path. */
const best = (drives: Drive[], random: Randomness) =>
  top(drives, (d) => [d.room, -d.toFlag, -d.cells.length], random);

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i] ? 1 : -1;
  return 0;
}

const safe = (drives: Drive[]) => drives.filter((d) => d.clear && !d.contested);
const withFlag = (drives: Drive[]) => safe(drives).filter((d) => d.flag);

/** An offered move's argument (the moves' own schemas have checked it). */
const argOf = <T>(move: AiMove, index = 0) => (move.args ?? [])[index] as T;

const choiceOf = (move: AiMove): Choice | undefined =>
  'move' in move && move.move === 'chooseCard' ? argOf<Choice>(move) : undefined;

/** The round's card: rules 1–5. */
function chooseCard(reading: Reading, moves: AiMove[], random: Randomness): AiMove {
  const { view, seat } = reading;
  const regular: Drive[] = [];
  const dashes: Drive[] = [];
  const cuts: Drive[] = [];
  const still: AiMove[] = [];
  for (const move of moves) {
    const choice = choiceOf(move);
    if (!choice) continue;
    if (isRegular(choice.card)) {
      const distance = (choice as { distance?: number }).distance ?? 1;
      const cells = path(reading, seat, choice.card, distance, false);
      regular.push(judge(reading, move, cells, true));
    } else if (choice.card === 'dash' || choice.card === 'uberDash') {
      // The direction comes after the Regular moves: judged by its best direction now.
      const length = dashLength(view, choice.card);
      const ways = TURNS.map((turn) =>
        judge(reading, move, path(reading, seat, turn, length, false), false),
      );
      const way = best(withFlag(ways), random) ?? best(safe(ways), random);
      if (way) dashes.push(way);
    } else if (choice.card === 'cutTail') {
      cuts.push(judge(reading, move, path(reading, seat, choice.turn, 1, true), false));
    } else still.push(move);
  }

  const flagged = best(withFlag(regular), random) ?? best(withFlag(dashes), random);
  if (flagged) return flagged.move;
  const calm = best(safe(regular), random) ?? best(safe(dashes), random);
  if (calm) return calm.move;
  const cut = best(safe(cuts), random);
  if (cut) return cut.move;
  const stay = standStill(reading, still);
  if (stay) return stay;
  const risky = best(
    [...regular, ...cuts].filter((d) => d.clear),
    random,
  );
  return risky?.move ?? regular.find((d) => d.cells[0] !== -1)?.move ?? moves[0];
}

/** Rule 5's standing still: Retract Tail to 1, a Crusher before the nearest cycle, Over-Drive. */
function standStill(reading: Reading, still: AiMove[]): AiMove | undefined {
  const retract = still.find((m) => {
    const choice = choiceOf(m);
    return choice?.card === 'retractTail' && choice.length === 1;
  });
  if (retract) return retract;
  const crushers = still.filter((m) => choiceOf(m)?.card === 'crusher');
  if (crushers.length > 0) return crusherAhead(reading, crushers);
  return still.find((m) => choiceOf(m)?.card === 'overDrive');
}

/** The Crusher line nearest the cell two ahead of the nearest other cycle (its way forward). */
function crusherAhead(reading: Reading, crushers: AiMove[]): AiMove {
  const { view, seat } = reading;
  const me = view.seats[seat].cycle.head!;
  const distanceTo = (a: number, b: number) =>
    Math.abs(rowOf(a, view.size) - rowOf(b, view.size)) +
    Math.abs(colOf(a, view.size) - colOf(b, view.size));
  const others = seatIds(view)
    .filter((p) => p !== seat && view.seats[p].cycle.head !== null && view.seats[p].cycle.alive)
    .map((p) => view.seats[p].cycle);
  others.sort((a, b) => distanceTo(me, a.head!) - distanceTo(me, b.head!));
  const target = others[0];
  if (!target) return crushers[0];
  const one = step(target.head!, target.facing, view.size);
  const two = one === null ? null : step(one, target.facing, view.size);
  const aim = two ?? one ?? target.head!;
  const edge = (m: AiMove) => (choiceOf(m) as { edge: [number, number] }).edge;
  const gap = (m: AiMove) => Math.min(distanceTo(edge(m)[0], aim), distanceTo(edge(m)[1], aim));
  return crushers.reduce((a, b) => (gap(b) < gap(a) ? b : a));
}

/** A Dash's direction, once the Regular moves are done (rules 1–4). */
function chooseDashDirection(reading: Reading, moves: AiMove[], random: Randomness): AiMove {
  const { view, seat } = reading;
  const card = view.resolution?.revealed[seat]?.card;
  const length = dashLength(view, card === 'uberDash' ? 'uberDash' : 'dash');
  const ways = moves.map((move) =>
    judge(reading, move, path(reading, seat, argOf<Turn>(move), length, false), false),
  );
  const way =
    best(withFlag(ways), random) ??
    best(safe(ways), random) ??
    best(
      ways.filter((d) => d.clear),
      random,
    );
  return way?.move ?? moves[0];
}

/** Rule 6, respawning: the facing whose three ways on hold the most room. */
function chooseFacing(reading: Reading, moves: AiMove[], random: Randomness): AiMove {
  const { view, seat } = reading;
  const head = view.seats[seat].cycle.head!;
  const facings = moves.map((move) => {
    const tail = argOf<number>(move);
    const facing = directionBetween(tail, head, view.size)!;
    const space = TURNS.map((turn) => step(head, turnTo(facing, turn), view.size))
      .filter((cell): cell is number => cell !== null && !reading.blocked[cell])
      .filter((cell) => !crusherOn(view, head, cell))
      .map((cell) => roomFrom(reading, cell, [head, tail]));
    const room = Math.max(0, ...space.map((s) => s.room));
    const toFlag = Math.min(Infinity, ...space.map((s) => s.toFlag));
    return { move, room, toFlag };
  });
  return top(facings, (f) => [f.room, -f.toFlag], random)?.move ?? moves[0];
}

/** Rule 6, setup: far from the walls and the other cycles, facing the centre. */
function placeCycle(reading: Reading, moves: AiMove[], random: Randomness): AiMove {
  const { view } = reading;
  const { size } = view;
  const occupied: number[] = [];
  reading.blocked.forEach((b, cell) => b && occupied.push(cell));
  const gap = (cell: number) => {
    const [row, col] = [rowOf(cell, size), colOf(cell, size)];
    let near = Math.min(row, col, size - 1 - row, size - 1 - col) + 1;
    for (const other of occupied)
      near = Math.min(
        near,
        Math.abs(row - rowOf(other, size)) + Math.abs(col - colOf(other, size)),
      );
    return near;
  };
  const centre = (size - 1) / 2;
  const offCentre = (cell: number) =>
    Math.abs(rowOf(cell, size) - centre) + Math.abs(colOf(cell, size) - centre);
  const places = moves.map((move) => {
    const [head, tail] = [argOf<number>(move), argOf<number>(move, 1)];
    const ahead = step(head, directionBetween(tail, head, size)!, size);
    return { move, gap: gap(head), offCentre: ahead === null ? Infinity : offCentre(ahead) };
  });
  return top(places, (p) => [p.gap, -p.offCentre], random)?.move ?? moves[0];
}

/** Core's `bot.reference`: the club player's move for `seat`, from its view only. */
export function reference(
  view: LightcycleView,
  ctx: Ctx,
  seat: PlayerID,
  moves: AiMove[],
  random: Randomness,
): AiMove {
  const reading = readGrid(view, seat);
  switch (ctx.activePlayers?.[seat]) {
    case 'place':
      return placeCycle(reading, moves, random);
    case 'choose':
      return chooseCard(reading, moves, random);
    case 'dash':
      return chooseDashDirection(reading, moves, random);
    case 'respawn':
      return chooseFacing(reading, moves, random);
    default:
      return moves[0];
  }
}
