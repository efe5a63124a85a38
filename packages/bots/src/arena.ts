/**
 * Matches between bots on the real rules (core's LocalMatch), for tests and the benchmark. Each
 * seat's player is asked in turn whenever it may act; a simultaneous step asks every active
 * seat, in seat order.
 */
import type { Bot } from 'boardgame.io/ai';
import type { PlayerID, State } from 'boardgame.io';
import { type AiMove, type GameModule, LocalMatch } from '@gridplay/core';
import type { FairBot } from './fair-bot';

/**
 * Chooses a move for `seat` given the full match state (fair players reduce it to their view).
 * `observe`, when present, is told every other seat's public decision (`publicChoice`) with the
 * state just before it, for the seat `observer` this player plays.
 */
export type ArenaPlayer = ((
  state: State,
  seat: PlayerID,
) => Promise<AiMove | undefined> | AiMove | undefined) & {
  observe?: (state: State, observer: PlayerID, actor: PlayerID, choice: AiMove) => void;
};

export interface MatchResult {
  gameover: unknown;
  /** Decisions taken, per seat. */
  decisions: Record<PlayerID, number>;
  /** Milliseconds spent deciding, per seat. */
  thinkingMs: Record<PlayerID, number>;
  moves: number;
}

export interface ArenaOptions {
  numPlayers: number;
  seed: string;
  setupData?: unknown;
  /** Give up (gameover undefined) after this many accepted moves. */
  maxMoves?: number;
}

/** boardgame.io's action shape back to an `AiMove`. */
export function fromBotAction(
  action: { type: string; payload: { type: string; args?: unknown } } | undefined,
): AiMove | undefined {
  if (!action) return undefined;
  const args = action.payload.args === undefined ? [] : (action.payload.args as unknown[]);
  return action.type === 'GAME_EVENT'
    ? { event: action.payload.type, args }
    : { move: action.payload.type, args };
}

/** Any boardgame.io bot (RandomBot, the cheating MCTSBot) as a player: it gets the full state. */
export function stockBotPlayer(bot: Bot): ArenaPlayer {
  return async (state, seat) => fromBotAction((await bot.play(state, seat)).action);
}

/**
 * The fair bot as a player: `play` reduces the state to the seat's view itself, and it remembers
 * what the other seats were seen to do (for inference).
 */
export function fairBotPlayer(bot: FairBot): ArenaPlayer {
  const player: ArenaPlayer = async (state, seat) =>
    fromBotAction((await bot.play(state, seat)).action);
  player.observe = (state, observer, actor, choice) => bot.observe(state, observer, actor, choice);
  return player;
}

/**
 * What the table saw of the decision that led to `after`: the choice itself, unless the game
 * marks the move secret (boardgame.io's `redact`, core's `defineMove({ secret })`), whose
 * arguments only its author sees — then nothing.
 */
export function publicChoice(after: State, choice: AiMove): AiMove | undefined {
  const secret = (after.deltalog ?? []).some((entry) => entry.redact);
  return secret ? undefined : choice;
}

export async function playMatch(
  module: GameModule,
  players: Record<PlayerID, ArenaPlayer>,
  options: ArenaOptions,
): Promise<MatchResult> {
  const match = new LocalMatch(module.game, {
    numPlayers: options.numPlayers,
    seed: options.seed,
    setupData: options.setupData,
  });
  const decisions: Record<PlayerID, number> = {};
  const thinkingMs: Record<PlayerID, number> = {};
  const maxMoves = options.maxMoves ?? 5000;
  let moves = 0;
  while (!match.isOver && moves < maxMoves) {
    let progressed = false;
    for (const seat of match.activePlayers()) {
      const player = players[seat];
      if (!player) throw new Error(`No player for seat ${seat}.`);
      const started = performance.now();
      const choice = await player(match.state, seat);
      thinkingMs[seat] = (thinkingMs[seat] ?? 0) + performance.now() - started;
      decisions[seat] = (decisions[seat] ?? 0) + 1;
      if (!choice) continue;
      const before = match.state;
      const result = match.play(seat, choice);
      if (!result.ok)
        throw new Error(
          `Seat ${seat} chose a refused move ${JSON.stringify(choice)}: ${result.reason}`,
        );
      const seen = publicChoice(match.state, choice);
      if (seen)
        for (const [observer, other] of Object.entries(players))
          if (observer !== seat) other.observe?.(before, observer, seat, seen);
      moves++;
      progressed = true;
      if (match.isOver) break;
    }
    if (!progressed)
      throw new Error(
        `${module.meta.id}: no active seat had a move (stuck at turn ${match.ctx.turn}).`,
      );
  }
  return { gameover: match.ctx.gameover, decisions, thinkingMs, moves };
}
