/**
 * The rulebook's Gameplay, steps 3–5, once every card has taken effect: played Specials go back
 * into the deck, reshuffled; the dead leave the Grid and points are scored (capture +3, kill +2,
 * death −1, a head-on crash 0); every capture hands the other players a Special. The round's
 * story — what each played and what happened — goes into the match log, only now that all is
 * revealed. Then the win check: 15 points or more and ahead of everyone (equal leaders play on).
 */
import { narrate, type Randomness } from '@gridplay/core';
import { cellName, type Turn } from '../grid';
import { choiceWords } from '../cards';
import { label } from '../names';
import { seatIds, type LightcycleState, type PlayerId, type ScoreEvent } from '../state';
import type { FlowContext } from './flow';
import { startRespawns } from './6-respawn';

export const POINTS = { capture: 3, kill: 2, death: -1 } as const;

function score(G: LightcycleState, player: PlayerId, reason: ScoreEvent['reason']): void {
  const points = POINTS[reason];
  G.seats[player].score += points;
  G.scoreEvents.push({ round: G.round, player, points, reason });
}

/** Points, wreck removal, captured flags lifted, Specials returned and handed out. */
export function settleRound(G: LightcycleState, random: Randomness): void {
  const resolution = G.resolution!;
  const events = resolution.events;
  for (const death of resolution.deaths) {
    if (death.cause === 'headOn') {
      events.push(`${label(death.player)} crashes head-on (no points).`);
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
    events.push(`${label(death.player)} ${how} and is derezzed (−1).`);
    if (death.cause === 'tail' && death.by !== undefined && death.by !== death.player) {
      score(G, death.by, 'kill');
      events.push(`${label(death.by)} scores the kill (+2).`);
    }
  }
  const capturers: PlayerId[] = [];
  for (const { player, flag } of resolution.captures) {
    const index = G.flags.findIndex((f) => f.id === flag);
    if (index === -1 || !G.seats[player].cycle.alive) continue;
    score(G, player, 'capture');
    events.push(
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
  for (const capturer of capturers) handOut(G, capturer, events);
  if (resolution.revealed && Object.values(resolution.revealed).some((c) => c.card === 'overDrive'))
    G.overDrive = !G.overDrive;
  G.lastRound = {
    round: G.round,
    revealed: resolution.revealed,
    dashTurns: Object.fromEntries(
      Object.entries(G.dashTurns).filter(([, t]) => t !== null),
    ) as Record<PlayerId, Turn>,
    frames: resolution.frames,
    // Plain JSON: a death with no trail owner keeps no `by: undefined`.
    deaths: resolution.deaths.map(({ player, cause, by }) =>
      by === undefined ? { player, cause } : { player, cause, by },
    ),
  };
  G.resolution = null;
  G.dashTurns = {};
  narrate(G, roundStory(G, events));
}

/** One Special to every other player, round-robin from the capturer's left, while the deck lasts. */
function handOut(G: LightcycleState, capturer: PlayerId, events: string[]): void {
  const seats = seatIds(G);
  const start = seats.indexOf(capturer);
  let dealt = 0;
  for (let k = 1; k < seats.length && G.deck.length > 0; k++) {
    const player = seats[(start + k) % seats.length];
    G.seats[player].hand.push(G.deck.shift()!);
    dealt++;
  }
  events.push(
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

/**
 * "Cards revealed: Player 1 Forward, Player 2 Dash (left). Player 2 hits a Crusher…" — told after
 * the resolving move's own line, which already names the round ("Round 3: Player 2 has chosen…").
 */
function roundStory(G: LightcycleState, events: string[]): string {
  const last = G.lastRound!;
  const plays = Object.entries(last.revealed).map(([player, choice]) => {
    const direction = last.dashTurns[player] ? ` (${last.dashTurns[player]})` : '';
    return `${label(player)} ${choiceWords(choice, G.size)}${direction}`;
  });
  const happened = events.length > 0 ? ` ${events.join(' ')}` : ' Nobody crashes.';
  return `Cards revealed: ${plays.join(', ')}.${happened}`;
}

/** Every card has taken effect: settle the round, end the game or go on to the respawns. */
export function endRound(context: FlowContext): void {
  const { G, events, random } = context;
  settleRound(G, random);
  const result = winnerOf(G);
  if (result) {
    events.endGame(result);
    return;
  }
  startRespawns(context);
}
