/**
 * One self-play game for the balance report, on boardgame.io's own reducer (core's LocalMatch:
 * the figures are the real game's), every seat played by the same bot. What the report needs is
 * written down as the game goes: who moved first, what each seat played, who won and how.
 */
import type { PlayerID } from 'boardgame.io';
import { type AiMove, type GameModule, seatName, LocalMatch, randomIndex } from '@gridplay/core';
import { decideMove, botRandom, referenceChoice, type Difficulty } from '@gridplay/bots';

/**
 * `reference` is the game's scripted player (`bot.reference`, no search): a second opinion beside
 * the search levels, and faster (Mega Man's 60-card decks: 0.7 s a game against 2.2 s at "easy").
 */
export type BalanceBot = 'random' | 'reference' | Difficulty;

export const BALANCE_BOTS: readonly BalanceBot[] = [
  'random',
  'reference',
  'easy',
  'normal',
  'hard',
];

export interface GameSpec {
  index: number;
  seed: string;
  numPlayers: number;
  setupData: Record<string, unknown> | undefined;
  bot: BalanceBot;
  /** Stop (unfinished) after this many accepted moves. */
  maxMoves: number;
  /** Keep every accepted action in the record (tests replay them). */
  keepActions?: boolean;
}

export interface GameRecord {
  index: number;
  seed: string;
  numPlayers: number;
  setupData: Record<string, unknown> | undefined;
  /** The deck (or side) each seat played. */
  decks: Record<PlayerID, string>;
  /** The seat that made the first accepted move. */
  firstSeat: PlayerID | undefined;
  winners: PlayerID[];
  draw: boolean;
  unfinished: boolean;
  winCondition: string;
  /** Accepted moves. */
  length: number;
  /** Per seat, how often each move (or card, with the game's label) was played. */
  plays: Record<PlayerID, Record<string, number>>;
  /** Per seat, how often it played each card (by name), for games with a `card` hook. */
  cards?: Record<PlayerID, Record<string, number>>;
  actions?: Array<[PlayerID, AiMove]>;
}

export function winnersOf(gameover: unknown): PlayerID[] {
  if (gameover === null || typeof gameover !== 'object') return [];
  const { winner, winners } = gameover as { winner?: unknown; winners?: unknown };
  const list = winners ?? winner;
  if (typeof list === 'string' || typeof list === 'number') return [String(list)];
  return Array.isArray(list) ? list.map(String) : [];
}

function defaultWinCondition(gameover: unknown, winners: PlayerID[]): string {
  const reason = (gameover as { reason?: unknown } | undefined)?.reason;
  if (typeof reason === 'string') return reason;
  return winners.length ? 'win' : 'draw';
}

function chooseMove(
  module: GameModule,
  match: LocalMatch,
  seat: PlayerID,
  spec: GameSpec,
  dice: ReturnType<typeof botRandom>,
): AiMove | undefined {
  if (spec.bot === 'random') {
    const legal = match.legalMoves(seat);
    return legal.length ? legal[randomIndex(dice, legal.length)] : undefined;
  }
  if (spec.bot === 'reference') return referenceChoice(module, match, seat, dice);
  return decideMove({
    module,
    G: match.view(seat),
    ctx: match.ctx,
    seat,
    difficulty: spec.bot,
    seed: Math.floor(dice.Number() * 2 ** 32),
  });
}

export function playSelfPlayGame(module: GameModule, spec: GameSpec): GameRecord {
  const match = new LocalMatch(module.game, {
    numPlayers: spec.numPlayers,
    seed: spec.seed,
    setupData: spec.setupData,
  });
  const dice = botRandom(`bot-${spec.seed}`);
  const hook = module.balance;
  const seats = match.ctx.playOrder;
  const decks: Record<PlayerID, string> = {};
  const plays: Record<PlayerID, Record<string, number>> = {};
  const cards: Record<PlayerID, Record<string, number>> = {};
  for (const seat of seats) {
    decks[seat] = hook?.deck?.(match.G, match.ctx, seat) ?? seatName(module.meta, seat);
    plays[seat] = {};
    cards[seat] = {};
  }
  const actions: Array<[PlayerID, AiMove]> = [];
  let firstSeat: PlayerID | undefined;
  let length = 0;
  while (!match.isOver && length < spec.maxMoves) {
    let progressed = false;
    for (const seat of match.activePlayers()) {
      const choice = chooseMove(module, match, seat, spec, dice);
      if (!choice) continue;
      const label =
        hook?.moveLabel?.(match.G, match.ctx, seat, choice) ??
        ('move' in choice ? choice.move : choice.event);
      const card = hook?.card?.(match.G, match.ctx, seat, choice);
      const result = match.play(seat, choice);
      if (!result.ok) {
        throw new Error(
          `${module.meta.id}: the ${spec.bot} bot chose a refused move ${JSON.stringify(choice)} (${result.reason})`,
        );
      }
      firstSeat ??= seat;
      plays[seat][label] = (plays[seat][label] ?? 0) + 1;
      if (card !== undefined) cards[seat][card] = (cards[seat][card] ?? 0) + 1;
      if (spec.keepActions) actions.push([seat, choice]);
      length++;
      progressed = true;
      if (match.isOver) break;
    }
    if (!progressed) {
      throw new Error(`${module.meta.id}: no seat had a move at turn ${match.ctx.turn}`);
    }
  }
  const gameover = match.ctx.gameover;
  const unfinished = gameover === undefined;
  const winners = winnersOf(gameover);
  return {
    index: spec.index,
    seed: spec.seed,
    numPlayers: spec.numPlayers,
    setupData: spec.setupData,
    decks,
    firstSeat,
    winners,
    draw: !unfinished && winners.length === 0,
    unfinished,
    winCondition: unfinished
      ? 'unfinished (move cap)'
      : (hook?.winCondition?.(gameover, match.G, match.ctx) ??
        defaultWinCondition(gameover, winners)),
    length,
    plays,
    ...(hook?.card ? { cards } : {}),
    ...(spec.keepActions ? { actions } : {}),
  };
}
