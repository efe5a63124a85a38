import { describe, expect, it } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import { LocalMatch } from '../simulate/local-match';
import type { GameModule } from '../contract/game-module';
import { goofspiel } from '../testing/goofspiel';
import { secretNumbers } from '../testing/secret-numbers';
import { decisionsOf, replayLog, ReplayMismatch } from './replay-log';

/** Plays random legal decisions to game over, keeping the log the way the server stores it. */
function playedWithLog(module: GameModule<any>, seed: string) {
  const match = new LocalMatch(module.game, { numPlayers: 2, seed });
  const initialState = match.state;
  const log: LogEntry[] = [];
  let turn = 0;
  while (!match.isOver) {
    const seat = match.activePlayers()[turn++ % match.activePlayers().length];
    if (seat === undefined) throw new Error('a match not over has a seat to move');
    const choices = match.legalMoves(seat);
    const choice = choices[turn % choices.length];
    if (choice === undefined) throw new Error(`seat ${seat} has no legal move`);
    expect(match.play(seat, choice).ok).toBe(true);
    log.push(...((match.state as { deltalog?: LogEntry[] }).deltalog ?? []));
  }
  return { match, initialState, log };
}

describe('replaying a stored log', () => {
  it.each([
    ['Goofspiel (simultaneous secret bids)', goofspiel],
    ['Secret Numbers (turns ended by the moves themselves)', secretNumbers],
  ] as [string, GameModule<any>][])(
    '%s: the rebuilt final state equals the played one',
    (_name, module) => {
      const { match, initialState, log } = playedWithLog(module, 'replay');
      const frames = replayLog(module.game, initialState, log);
      const last = frames.at(-1)?.state;
      expect(last?.G).toEqual(match.state.G);
      expect(last?.ctx).toEqual(match.state.ctx);
      expect(frames).toHaveLength(match.history.length + 1);
      expect(frames[0]?.state).toBe(initialState);
    },
  );

  it('turns the flow ended by itself are not replayed as decisions', () => {
    const { match, log } = playedWithLog(secretNumbers, 'automatic');
    expect(log.some((entry) => entry.automatic)).toBe(true);
    expect(decisionsOf(log)).toEqual(match.history);
  });

  it('turns a move ended (events.endTurn inside the move) are not replayed as decisions', () => {
    const { match, log } = playedWithLog(goofspiel, 'move-events');
    const fired = log.filter((e) => e.action.type === 'GAME_EVENT' && !e.action.payload.playerID);
    expect(fired.length).toBeGreaterThan(0);
    expect(decisionsOf(log)).toEqual(match.history);
  });

  it('each frame after the first names who decided and carries the move’s log line', () => {
    const { initialState, log } = playedWithLog(secretNumbers, 'texts');
    const [, first] = replayLog(secretNumbers.game, initialState, log);
    expect(first?.actor).toBe('0');
    expect(first?.text).toMatch(/^Player 1 plays \d$/);
  });

  it('a log that does not fit the initial state is refused with the decision that failed', () => {
    const { initialState, log } = playedWithLog(secretNumbers, 'tampered');
    const tampered = structuredClone(log);
    const firstMove = tampered.find((entry) => !entry.automatic)!;
    firstMove.action.payload.args = [42];
    expect(() => replayLog(secretNumbers.game, initialState, tampered)).toThrow(ReplayMismatch);
    expect(() => replayLog(secretNumbers.game, initialState, tampered)).toThrow(/decision 1/);
  });
});
