/**
 * Scenario helpers for the rule tests: start a match, place the cycles where the test says,
 * then patch the position (trails, flags, hands, Crushers) and play the cards.
 */
import { expect } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import { LocalMatch } from '@gridplay/core';
import { game } from '../game';
import type { SpecialKind } from '../cards';
import type { Choice, LightcycleState, LightcycleView } from '../state';

export type Match = LocalMatch<LightcycleState, LightcycleView>;

/** A cell from row and column on a Grid of `size`. */
export const cellAt = (size: number) => (row: number, col: number) => row * size + col;

export interface CycleSpec {
  /** Head first, then the trail nearest the head first. */
  body: number[];
}

/**
 * A match in the rounds phase with the given cycles and flags. Cells are numbers; build them
 * with `cellAt(size)`. Hands are emptied unless given.
 */
export function scenario(
  numPlayers: number,
  cycles: Record<string, number[]>,
  options: {
    flags?: number[];
    hands?: Record<string, SpecialKind[]>;
    seed?: string;
    targetScore?: number;
    overDrive?: boolean;
  } = {},
): Match {
  const match: Match = new LocalMatch(game, {
    numPlayers,
    seed: options.seed ?? 'scenario',
    setupData: { targetScore: options.targetScore ?? 15 },
  });
  // Setup placement with throwaway positions in the random order, then the real position.
  while (match.ctx.phase === 'placement') {
    const [player] = match.activePlayers();
    const choice = match.legalMoves(player)[0];
    expect(match.play(player, choice)).toEqual({ ok: true });
  }
  return match.patch((G) => {
    let copy = 0;
    const allCards = [...G.deck, ...Object.values(G.seats).flatMap((s) => s.hand)];
    for (const seat of Object.values(G.seats)) seat.hand = [];
    G.deck = [];
    for (const player of Object.keys(G.seats)) {
      const body = cycles[player];
      const cycle = G.seats[player].cycle;
      if (!body) {
        cycle.head = null;
        cycle.tail = [];
        continue;
      }
      cycle.head = body[0];
      cycle.tail = body.slice(1);
      cycle.alive = true;
      const dr = Math.floor(body[0] / G.size) - Math.floor(body[1] / G.size);
      const dc = (body[0] % G.size) - (body[1] % G.size);
      cycle.facing = dr === -1 ? 0 : dc === 1 ? 1 : dr === 1 ? 2 : 3;
    }
    G.flags = (options.flags ?? []).map((cell) => ({ id: 100 + copy++, cell, placedBy: null }));
    for (const [player, kinds] of Object.entries(options.hands ?? {})) {
      for (const kind of kinds) {
        const index = allCards.findIndex((card) => card.def === kind);
        G.seats[player].hand.push(...allCards.splice(index, 1));
      }
    }
    G.deck = allCards;
    G.overDrive = options.overDrive ?? false;
  });
}

/** Every listed player plays their card (in seat order); fails the test on a refusal. */
export function playRound(match: Match, choices: Record<string, Choice>): void {
  for (const [player, choice] of Object.entries(choices)) {
    const result = match.move(player, 'chooseCard', choice);
    expect(result, `player ${player} plays ${JSON.stringify(choice)}`).toEqual({ ok: true });
  }
}

export const scores = (match: Match) =>
  Object.fromEntries(Object.entries(match.G.seats).map(([p, s]) => [p, s.score]));

/** The plain-words line of the last action the match accepted (what every seat's log shows). */
export function lastLogLine(match: Match): string | undefined {
  const log = (match.state as { deltalog?: LogEntry[] }).deltalog ?? [];
  const entry = [...log].reverse().find((e) => (e.metadata as { text?: string })?.text);
  return (entry?.metadata as { text?: string } | undefined)?.text;
}

/**
 * What happened in the round the last action resolved, one sentence a line, read from the
 * round's story in the log: "… Cards revealed: Player 1 Forward, Player 2 Dash (left). Player 1 …".
 * Every line the rules write starts with a player's name; "Nobody crashes." is no line.
 */
export function roundEvents(match: Match): string[] {
  const story = /Cards revealed: [^.]*\. (.*)$/.exec(lastLogLine(match) ?? '');
  expect(story, 'the last action told no round story').not.toBeNull();
  const happened = story![1];
  return happened === 'Nobody crashes.' ? [] : happened.split(/(?<=\.) (?=Player \d)/);
}
