import { describe, expect, it } from 'vitest';
import { type AiMove, type GameModule, seededRandom, LocalMatch } from '@gridplay/core';
import { searchDecision } from './decide-move';
import { policyRollout, policyShares } from './policy';
import { DecisionNode, selectArm } from './search-tree';
import { goofspiel, ticTacToe, type TicTacToeState } from '@gridplay/core/testing';

const cellOf = (move: AiMove) => (move.args as [number])[0];

/** Tic-tac-toe whose bot has `policy` (and nothing else). */
function withPolicy(policy: (moves: AiMove[]) => number[]): GameModule<TicTacToeState> {
  return { ...ticTacToe, bot: { policy: (_G, _ctx, _seat, moves) => policy(moves) } };
}

/** All weight on the lowest free cell. */
const lowestCell = withPolicy((moves) => {
  const lowest = Math.min(...moves.map(cellOf));
  return moves.map((move) => (cellOf(move) === lowest ? 1 : 0));
});

function rootSearch(module: GameModule, seed: string, iterations: number) {
  const match = new LocalMatch(module.game, { numPlayers: 2, seed: 'policy' });
  return searchDecision({
    module,
    G: match.view('0'),
    ctx: match.ctx,
    seat: '0',
    difficulty: 'normal',
    seed,
    budget: { iterations, timeMs: 1e9 },
  });
}

describe('a game policy (bot.policy)', () => {
  it('is the rollout policy when the game has no rollout: a move is drawn in proportion to its weight', () => {
    const rollout = policyRollout(
      (_G, _ctx, _seat, moves) => moves.map((_, index) => (index === 2 ? 7 : 0)),
      'test',
    );
    const moves = [0, 1, 2, 3].map((cell) => ({ move: 'mark', args: [cell] }));
    const random = seededRandom(5);
    const drawn = Array.from({ length: 200 }, () => rollout({}, {} as never, '0', moves, random));
    expect(new Set(drawn.map(cellOf))).toEqual(new Set([2]));
  });

  it('makes the search play its move in every playout: one visit per root move, the same values whatever the seed', () => {
    // After each root move both seats take the lowest free cell to the end: X at 0 then
    // 1-2-3-4-5-6 wins for seat 0 on the 2-4-6 diagonal.
    const values = (seed: string) =>
      Object.fromEntries(
        rootSearch(lowestCell, seed, 9).moves.map((m) => [cellOf(m.choice), m.value]),
      );
    const first = values('a');
    expect(values('b')).toEqual(first);
    expect(first[0]).toBe(1);
    // Without the policy, random playouts give other values for other seeds.
    const random = (seed: string) =>
      Object.fromEntries(
        rootSearch(ticTacToe, seed, 9).moves.map((m) => [cellOf(m.choice), m.value]),
      );
    expect(random('b')).not.toEqual(random('a'));
  });

  it('orders the first visits: the untried move it weighs most is tried first', () => {
    const highCells = withPolicy((moves) => moves.map((move) => cellOf(move) + 1));
    const visited = (module: GameModule) =>
      rootSearch(module, 'order', 3)
        .moves.filter((m) => m.visits > 0)
        .map((m) => cellOf(m.choice))
        .sort();
    expect(visited(highCells)).toEqual([6, 7, 8]);
    expect(visited(ticTacToe)).not.toEqual([6, 7, 8]);
  });

  it('adds a bonus for its share that fades with visits', () => {
    const node = new DecisionNode();
    const legal = [0, 1].map((cell) => ({ move: 'mark', args: [cell] }));
    const random = seededRandom(1);
    // Both arms tried once, the first with the better result.
    for (const [index, reward] of [1, 0.8].entries()) {
      const arm = selectArm(node, '0', legal, 0.7, random, undefined, [1 - index, index]);
      arm.visits++;
      arm.total += reward;
    }
    expect(cellOf(selectArm(node, '0', legal, 0.7, random).choice)).toBe(0);
    expect(cellOf(selectArm(node, '0', legal, 0.7, random, undefined, [0.1, 0.9]).choice)).toBe(1);
    // Many visits later the same prior no longer outweighs a better mean.
    for (const arm of node.arms('0').values()) [arm.visits, arm.total] = [400, 400 * arm.total];
    expect(cellOf(selectArm(node, '0', legal, 0.7, random, undefined, [0.1, 0.9]).choice)).toBe(0);
  });

  it('leaves the search as it was without a policy (root visits pinned before the policy hook existed)', () => {
    const pinned = (module: GameModule) => {
      const match = new LocalMatch(module.game, { numPlayers: 2, seed: 'pin' });
      const result = searchDecision({
        module,
        G: match.view('0'),
        ctx: match.ctx,
        seat: '0',
        difficulty: 'normal',
        seed: 'pin',
        budget: { iterations: 300, timeMs: 1e9 },
      });
      return result.moves.map((m) => `${cellOf(m.choice)}:${m.visits}`).join(' ');
    };
    expect(pinned(goofspiel)).toBe('3:74 1:51 5:50 6:49 2:48 4:28');
    expect(pinned(ticTacToe)).toBe('4:116 7:40 0:34 3:34 1:30 6:16 2:12 5:12 8:6');
  });

  it('is refused, naming the game, when its weights do not fit the moves', () => {
    const moves = [{ move: 'a' }, { move: 'b' }];
    expect(() => policyShares(() => [1], 'dice', {}, {} as never, '0', moves)).toThrow(
      'dice: bot.policy returned 1 weights for 2 moves',
    );
    expect(() => policyShares(() => [1, -1], 'dice', {}, {} as never, '0', moves)).toThrow(
      'dice: bot.policy gave {"move":"b"} the weight -1',
    );
    expect(policyShares(() => [0, 0], 'dice', {}, {} as never, '0', moves)).toEqual([0.5, 0.5]);
  });
});
