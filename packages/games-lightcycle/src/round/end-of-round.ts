/**
 * After the cards are resolved: points, Specials back to the deck, handouts for captures, the
 * win check, then respawns and flag replacement.
 */
import { randomIndex, type Randomness } from '@gridplay/core';
import { cellName, neighbours, type Turn } from '../grid';
import { crusherOn, emptyCells, occupancy } from '../occupancy';
import { seatIds, type LightcycleState, type PlayerId, type ScoreEvent } from '../state';
import { label } from '../names';

export const POINTS = { capture: 3, kill: 2, death: -1 } as const;

function score(G: LightcycleState, player: PlayerId, reason: ScoreEvent['reason']): void {
  const points = POINTS[reason];
  G.seats[player].score += points;
  G.scoreEvents.push({ round: G.round, player, points, reason });
}

/** Points, wreck removal, captured flags lifted, Specials returned and handed out. */
export function settleRound(G: LightcycleState, random: Randomness): void {
  const resolution = G.resolution!;
  const log = resolution.log;
  for (const death of resolution.deaths) {
    if (death.cause === 'headOn') {
      log.push(`${label(death.player)} crashes head-on (no points).`);
      continue;
    }
    score(G, death.player, 'death');
    const how = {
      wall: 'drives off the Grid',
      crusher: 'hits a Crusher',
      ownTail: 'hits their own trail',
      tail: `hits ${label(death.by ?? '')}'s trail`,
      headOn: '',
    }[death.cause];
    log.push(`${label(death.player)} ${how} and is derezzed (−1).`);
    if (death.cause === 'tail' && death.by !== undefined && death.by !== death.player) {
      score(G, death.by, 'kill');
      log.push(`${label(death.by)} scores the kill (+2).`);
    }
  }
  const capturers: PlayerId[] = [];
  for (const { player, flag } of resolution.captures) {
    const index = G.flags.findIndex((f) => f.id === flag);
    if (index === -1 || !G.seats[player].cycle.alive) continue;
    score(G, player, 'capture');
    log.push(
      `${label(player)} captures the flag on ${cellName(G.flags[index].cell, G.size)} (+3).`,
    );
    G.flags.splice(index, 1);
    capturers.push(player);
    G.flagsToReplace.push(player);
  }
  // A dead player's pieces leave the Grid at the end of the round.
  for (const player of seatIds(G)) {
    const cycle = G.seats[player].cycle;
    if (!cycle.alive) {
      cycle.head = null;
      cycle.tail = [];
    }
  }
  // Played Specials go back into the deck, which is reshuffled.
  G.deck = random.Shuffle([...G.deck, ...resolution.played]);
  for (const capturer of capturers) handOut(G, capturer, log);
  if (resolution.revealed && Object.values(resolution.revealed).some((c) => c.card === 'overDrive'))
    G.overDrive = !G.overDrive;
  G.lastRound = {
    round: G.round,
    revealed: resolution.revealed,
    dashTurns: Object.fromEntries(
      Object.entries(G.dashTurns).filter(([, t]) => t !== null),
    ) as Record<PlayerId, Turn>,
    frames: resolution.frames,
    log,
    // Plain JSON: a death with no trail owner keeps no `by: undefined`.
    deaths: resolution.deaths.map(({ player, cause, by }) =>
      by === undefined ? { player, cause } : { player, cause, by },
    ),
  };
  G.resolution = null;
  G.dashTurns = {};
}

/** One Special to every other player, round-robin from the capturer's left, while the deck lasts. */
function handOut(G: LightcycleState, capturer: PlayerId, log: string[]): void {
  const seats = seatIds(G);
  const start = seats.indexOf(capturer);
  let dealt = 0;
  for (let k = 1; k < seats.length && G.deck.length > 0; k++) {
    const player = seats[(start + k) % seats.length];
    G.seats[player].hand.push(G.deck.shift()!);
    dealt++;
  }
  log.push(
    `${label(capturer)}'s capture hands out ${dealt} Special${dealt === 1 ? '' : 's'}${dealt < seats.length - 1 ? ' (the deck ran out)' : ''}.`,
  );
}

/** The winner, 'draw' at the round limit with equal leaders, or undefined to play on. */
export function winnerOf(G: LightcycleState): { winner: PlayerId } | { draw: true } | undefined {
  const seats = seatIds(G);
  const best = Math.max(...seats.map((p) => G.seats[p].score));
  const leaders = seats.filter((p) => G.seats[p].score === best);
  if (best >= G.targetScore && leaders.length === 1) return { winner: leaders[0] };
  if (G.roundLimit > 0 && G.round >= G.roundLimit)
    return leaders.length === 1 ? { winner: leaders[0] } : { draw: true };
  return undefined;
}

/** Empty cells with at least one empty neighbour, where a cycle can be put down. */
export function respawnCells(G: LightcycleState): number[] {
  const cells = occupancy(G);
  return emptyCells(G).filter((cell) =>
    neighbours(cell, G.size).some((n) => cells[n] === null && !crusherOn(G, cell, n)),
  );
}

/**
 * Put the next player in the respawn queue on a random free cell; they then choose their facing.
 * Players for whom no cell is left sit out until a later round. Returns the player now to choose.
 */
export function nextRespawn(G: LightcycleState, random: Randomness): PlayerId | undefined {
  while (G.respawnQueue.length > 0) {
    const player = G.respawnQueue[0];
    const cells = respawnCells(G);
    if (cells.length === 0) {
      G.respawnQueue.shift();
      continue;
    }
    const cycle = G.seats[player].cycle;
    cycle.head = cells[randomIndex(random, cells.length)];
    cycle.tail = [];
    cycle.alive = true;
    return player;
  }
  return undefined;
}

/**
 * Captured flags are replaced on random empty cells by their capturers; a flag left under a
 * trail or a head (a player drove over the flag it may not capture) moves to a random empty cell.
 */
export function replaceFlags(G: LightcycleState, random: Randomness): void {
  const cells = occupancy({ ...G, flags: [] });
  for (const flag of G.flags) {
    if (cells[flag.cell] === null) continue;
    const free = emptyCells(G);
    if (free.length > 0) flag.cell = free[randomIndex(random, free.length)];
  }
  for (const capturer of G.flagsToReplace) {
    const free = emptyCells(G);
    if (free.length === 0) break;
    const flag = {
      id: G.nextFlagId++,
      cell: free[randomIndex(random, free.length)],
      placedBy: capturer,
    };
    G.flags.push(flag);
    G.seats[capturer].lastPlacedFlag = flag.id;
  }
  G.flagsToReplace = [];
}
