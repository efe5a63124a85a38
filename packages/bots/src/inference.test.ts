import { describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import type { AiMove, GameModule } from '@gridplay/core';
import { playMatch, type ArenaPlayer } from './arena';
import { BLUFF_SHARE, choiceLikelihood } from './inference';
import { goofspiel, ticTacToe, type TicTacToeState } from '@gridplay/core/testing';

/** Plays the first offered move and records what it is told about the others. */
function firstMovePlayer(module: GameModule, told: string[]): ArenaPlayer {
  const player: ArenaPlayer = (state, seat) =>
    (module.game.ai.enumerate as (G: unknown, ctx: Ctx, s: string) => AiMove[])(
      state.G,
      state.ctx,
      seat,
    )[0];
  player.observe = (_state, observer, actor, choice) =>
    told.push(`${observer} saw ${actor}: ${JSON.stringify(choice)}`);
  return player;
}

describe('what the arena tells a player about the others (for inference)', () => {
  it('tells each other seat every public move, with the mover and the choice', async () => {
    const told: string[] = [];
    await playMatch(
      ticTacToe,
      { '0': firstMovePlayer(ticTacToe, told), '1': firstMovePlayer(ticTacToe, told) },
      { numPlayers: 2, seed: 'x' },
    );
    expect(told.slice(0, 2)).toEqual([
      '1 saw 0: {"move":"mark","args":[0]}',
      '0 saw 1: {"move":"mark","args":[1]}',
    ]);
  });

  it('never tells a secret move (Goofspiel bids are redacted)', async () => {
    const told: string[] = [];
    await playMatch(
      goofspiel,
      { '0': firstMovePlayer(goofspiel, told), '1': firstMovePlayer(goofspiel, told) },
      { numPlayers: 2, seed: 'x' },
    );
    expect(told).toEqual([]);
  });
});

describe('choiceLikelihood', () => {
  const centreLover: GameModule<TicTacToeState> = {
    ...ticTacToe,
    bot: {
      policy: (_G, _ctx, _seat, moves) => moves.map((m) => ((m.args as [number])[0] === 4 ? 8 : 0)),
    },
  };
  const start = { cells: Array(9).fill(null) };
  const ctx = { currentPlayer: '0', playOrder: ['0', '1'], numPlayers: 2 } as Ctx;

  it("is the policy's share mixed with a uniform pick, so an unlikely move is never impossible", () => {
    // A move outside what enumerate offers (none here) would be weighed among the offered ones.
    const centre = choiceLikelihood(centreLover, start, ctx, '0', { move: 'mark', args: [4] });
    const corner = choiceLikelihood(centreLover, start, ctx, '0', { move: 'mark', args: [0] });
    expect(centre).toBeCloseTo(1 - BLUFF_SHARE + BLUFF_SHARE / 9);
    expect(corner).toBeCloseTo(BLUFF_SHARE / 9);
  });

  it("reads the game's model of an opponent, when it has one, instead of its policy", () => {
    const cornerModel: GameModule<TicTacToeState> = {
      ...centreLover,
      bot: {
        ...centreLover.bot,
        model: (_G, _ctx, _seat, moves) =>
          moves.map((m) => ((m.args as [number])[0] === 0 ? 1 : 0)),
      },
    };
    const corner = choiceLikelihood(cornerModel, start, ctx, '0', { move: 'mark', args: [0] });
    const centre = choiceLikelihood(cornerModel, start, ctx, '0', { move: 'mark', args: [4] });
    expect(corner).toBeCloseTo(1 - BLUFF_SHARE + BLUFF_SHARE / 9);
    expect(centre).toBeCloseTo(BLUFF_SHARE / 9);
  });
});
