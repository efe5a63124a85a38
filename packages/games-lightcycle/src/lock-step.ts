/**
 * Lock-step movement: every mover of one card type advances one cell per sub-step, all at
 * once. After each sub-step the crashes are settled:
 *
 * - off the Grid, or across a Crusher: the mover dies (-1);
 * - two heads swapping cells, or two or more heads on one cell: all of them die (head-on, 0);
 * - a head entering a trail cell (including the cell another head left this very sub-step, and
 *   a wreck of this round) dies; the trail's owner scores a kill unless it is its own trail.
 *   With Cut Tail the mover cuts a trail instead of dying on it.
 * - In Over-Drive, a Regular mover about to enter a cell that another mover's path reached in
 *   fewer steps stops short instead (the earlier one keeps the junction).
 *
 * Entering a flag cell records a capture, kept only if the player survives the round.
 */
import { step, turnTo, type Turn } from './grid';
import { label } from './names';
import { crusherOn } from './occupancy';
import type { Death, LightcycleState, PlayerId } from './state';
import { recordFrame } from './frames';

export interface Mover {
  player: PlayerId;
  turn: Turn;
  distance: number;
  /** Cut Tail: may drive into a trail and cut it. */
  mayCut?: boolean;
  /** Over-Drive Regular move: stop short at a junction another path reached first. */
  stopShort?: boolean;
}

const kill = (G: LightcycleState, death: Death) => {
  const seat = G.seats[death.player];
  if (!seat.cycle.alive) return;
  seat.cycle.alive = false;
  G.resolution!.deaths.push(death);
};

export function moveInLockStep(G: LightcycleState, movers: Mover[], caption: string): void {
  const live = movers.filter(
    (m) => G.seats[m.player].cycle.alive && G.seats[m.player].cycle.head !== null,
  );
  if (live.length === 0) return;
  // Each mover turns once, then drives straight. A mover that stops short before its first step
  // has not moved, so it has not turned either: it keeps its facing.
  const facingBefore = new Map(live.map((m) => [m.player, G.seats[m.player].cycle.facing]));
  for (const m of live) {
    const cycle = G.seats[m.player].cycle;
    cycle.facing = turnTo(cycle.facing, m.turn);
  }
  // Over-Drive junctions: the sub-step at which each cell was first reached by a path of this group.
  const reachedAt = new Map<number, { player: PlayerId; at: number }>();
  for (const m of live) reachedAt.set(G.seats[m.player].cycle.head!, { player: m.player, at: 0 });
  const stopped = new Set<PlayerId>();
  const longest = Math.max(...live.map((m) => m.distance));

  for (let at = 1; at <= longest; at++) {
    const going = live.filter(
      (m) => at <= m.distance && !stopped.has(m.player) && G.seats[m.player].cycle.alive,
    );
    if (going.length === 0) break;
    const from = new Map<PlayerId, number>();
    const to = new Map<PlayerId, number>();
    for (const m of going) {
      const cycle = G.seats[m.player].cycle;
      const next = step(cycle.head!, cycle.facing, G.size);
      if (next === null) {
        kill(G, { player: m.player, cause: 'wall' });
        continue;
      }
      if (crusherOn(G, cycle.head!, next)) {
        kill(G, { player: m.player, cause: 'crusher' });
        continue;
      }
      const earlier = reachedAt.get(next);
      if (m.stopShort && earlier && earlier.player !== m.player && earlier.at < at) {
        stopped.add(m.player);
        if (at === 1) cycle.facing = facingBefore.get(m.player)!;
        continue;
      }
      from.set(m.player, cycle.head!);
      to.set(m.player, next);
    }
    // Heads that swap cells meet head-on; they die where they stand.
    for (const [a, target] of to) {
      for (const [b, other] of to) {
        if (a < b && target === from.get(b) && other === from.get(a)) {
          kill(G, { player: a, cause: 'headOn' });
          kill(G, { player: b, cause: 'headOn' });
        }
      }
    }
    const movingNow = [...to.keys()].filter((player) => G.seats[player].cycle.alive);
    // Everyone advances at once; the cell a head leaves becomes trail at once.
    for (const player of movingNow) {
      const cycle = G.seats[player].cycle;
      cycle.tail.unshift(cycle.head!);
      cycle.head = to.get(player)!;
    }
    settleArrivals(G, movingNow, live);
    for (const player of movingNow) {
      const cell = to.get(player)!;
      if (!reachedAt.has(cell)) reachedAt.set(cell, { player, at });
    }
    recordFrame(G, longest > 1 ? `${caption} — step ${at}` : caption);
  }
}

/** Crashes and flags after the movers of one sub-step have arrived. */
function settleArrivals(G: LightcycleState, arrived: PlayerId[], group: Mover[]): void {
  const heads = new Map<number, PlayerId[]>();
  for (const player of Object.keys(G.seats)) {
    const { head, alive } = G.seats[player].cycle;
    if (head === null || !alive) continue;
    heads.set(head, [...(heads.get(head) ?? []), player]);
  }
  const cutters: { player: PlayerId; owner: PlayerId; cell: number }[] = [];
  const headOn = new Set<PlayerId>();
  for (const player of arrived) {
    const cell = G.seats[player].cycle.head!;
    const under = trailOwnerAt(G, cell, player);
    if (under) {
      const mayCut = group.find((m) => m.player === player)?.mayCut && under.kind === 'tail';
      if (mayCut) cutters.push({ player, owner: under.owner, cell });
      else
        kill(G, {
          player,
          cause: under.owner === player ? 'ownTail' : 'tail',
          by: under.owner === player ? undefined : under.owner,
        });
      continue;
    }
    if ((heads.get(cell) ?? []).length > 1) for (const other of heads.get(cell)!) headOn.add(other);
  }
  for (const player of headOn) kill(G, { player, cause: 'headOn' });
  for (const { player, owner, cell } of cutters) cutTrail(G, owner, cell, player);
  for (const player of arrived) {
    const cycle = G.seats[player].cycle;
    if (!cycle.alive) continue;
    const flag = G.flags.find((f) => f.cell === cycle.head);
    if (!flag || flag.id === G.seats[player].lastPlacedFlag) continue;
    const captures = G.resolution!.captures;
    if (!captures.some((c) => c.flag === flag.id && c.player === player))
      captures.push({ player, flag: flag.id });
  }
}

/**
 * The trail piece under an arriving head, if any: a trail cell of anyone, or the head of a
 * wreck (a crashed cycle stays until the end of the round and counts as its owner's trail).
 */
function trailOwnerAt(
  G: LightcycleState,
  cell: number,
  arriving: PlayerId,
): { owner: PlayerId; kind: 'tail' | 'wreck' } | undefined {
  for (const owner of Object.keys(G.seats)) {
    const cycle = G.seats[owner].cycle;
    if (cycle.tail.includes(cell)) return { owner, kind: 'tail' };
  }
  for (const owner of Object.keys(G.seats)) {
    const cycle = G.seats[owner].cycle;
    if (owner !== arriving && cycle.head === cell && !cycle.alive) return { owner, kind: 'wreck' };
  }
  return undefined;
}

/** Cut `owner`'s trail at `cell`: that cell and everything beyond it (away from the head) go. */
function cutTrail(G: LightcycleState, owner: PlayerId, cell: number, cutter: PlayerId): void {
  const tail = G.seats[owner].cycle.tail;
  const index = tail.indexOf(cell);
  if (index === -1) return; // already removed by another cut this sub-step
  G.seats[owner].cycle.tail = tail.slice(0, index);
  G.resolution!.events.push(
    `${label(cutter)} cuts ${cutter === owner ? 'their own' : `${label(owner)}'s`} trail (${tail.length - index} cells removed).`,
  );
}
