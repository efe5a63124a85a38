/** `observationsFrom`: what a seat saw the others decide, rebuilt from a match's moments. */
import { describe, expect, it } from 'vitest';
import { type AiMove, type GameModule, LocalMatch, type Action } from '@gridplay/core';
import { observationsFrom, type MatchMoment } from './observations';
import { goofspiel, ticTacToe } from '@gridplay/core/testing';

/** A model of play, so that the game's bot has a use for observations. */
function withModel<G>(module: GameModule<G>): GameModule {
  return {
    ...module,
    bot: {
      ...module.bot,
      policy: (_G, _ctx, _seat, moves) => moves.map(() => 1),
      recall: (w) => w,
    },
  } as GameModule;
}

/** Plays `moves` (seat, move, args) and keeps every moment, as the apps do. */
function momentsOf(module: GameModule, moves: [string, string, unknown[]][]): MatchMoment[] {
  const match = new LocalMatch(module.game, { numPlayers: 2, seed: 'seen' });
  const moments: MatchMoment[] = [{ state: match.state }];
  for (const [playerID, name, args] of moves) {
    const action: Action = { kind: 'move', playerID, name, args };
    expect(match.dispatch(action)).toEqual({ ok: true });
    moments.push({ state: match.state, action });
  }
  return moments;
}

describe('observationsFrom', () => {
  it('gives each public decision of the other seats with the seat’s view before it, oldest first', () => {
    const module = withModel(ticTacToe);
    const moments = momentsOf(module, [
      ['0', 'mark', [4]],
      ['1', 'mark', [0]],
      ['0', 'mark', [8]],
    ]);
    const seen = observationsFrom(module, moments, '1');
    expect(seen.map((o) => [o.actor, o.choice])).toEqual([
      ['0', { move: 'mark', args: [4] } satisfies AiMove],
      ['0', { move: 'mark', args: [8] } satisfies AiMove],
    ]);
    expect(seen[1].view).toEqual(moments[2].state.G);
    expect(seen[1].ctx).toEqual(moments[2].state.ctx);
    expect(observationsFrom(module, moments, '1', 1).map((o) => o.choice)).toEqual([
      { move: 'mark', args: [8] },
    ]);
  });

  it('leaves out secret decisions (Goofspiel’s bids are redacted) and games without a model', () => {
    const module = withModel(goofspiel);
    const match = new LocalMatch(module.game, { numPlayers: 2, seed: 'seen' });
    const first = (seat: string) =>
      (module.game.ai.enumerate(match.G, match.ctx, seat) as AiMove[])[0] as {
        move: string;
        args: unknown[];
      };
    const bid = first('0');
    const moments = momentsOf(module, [['0', bid.move, bid.args]]);
    expect(observationsFrom(module, moments, '1')).toEqual([]);
    expect(observationsFrom(ticTacToe, momentsOf(ticTacToe, [['0', 'mark', [4]]]), '1')).toEqual(
      [],
    );
  });
});
