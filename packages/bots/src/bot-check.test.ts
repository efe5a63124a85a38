import { describe, expect, it } from 'vitest';
import { type GameModule, seededRandom, LocalMatch } from '@gridplay/core';
import { asBaseline, formatBotCheck, policyPlayer, runBotCheck } from './bot-check';
import { infers } from './inference';
import { parseBotCheckArgs } from './bot-check-cli';
import { ticTacToe, type TicTacToeState } from '@gridplay/core/testing';

/** Tic-tac-toe whose policy likes the centre, then the corners. */
const withPolicy: GameModule<TicTacToeState> = {
  ...ticTacToe,
  bot: {
    policy: (_G, _ctx, _seat, moves) =>
      moves.map((move) => [2, 1, 2, 1, 4, 1, 2, 1, 2][(move.args as [number])[0]]),
  },
};

describe('bot-check', () => {
  it('plays each level against each opponent and prints win rates that add up, with Wilson intervals', async () => {
    const rows = await runBotCheck({
      module: withPolicy,
      levels: ['easy'],
      opponents: ['random', 'policy', 'easy-without-policy'],
      games: 3,
      seed: 't',
      iterations: 20,
    });
    expect(rows.map((row) => `${row.level} ${row.opponent}`)).toEqual([
      'easy random',
      'easy policy',
      'easy easy-without-policy',
    ]);
    const table = formatBotCheck('Tic-tac-toe', 2, rows).split('\n');
    expect(table[3].split(/\s{2,}/)).toEqual([
      'level',
      'opponent',
      'games',
      'W / D / L',
      'score',
      '95% interval',
    ]);
    expect(table).toHaveLength(4 + rows.length);
    for (const [index, row] of rows.entries()) {
      const cells = table[4 + index].split(/\s{2,}/);
      const [wins, draws, losses] = cells[3].split(' / ').map(Number);
      expect(cells.slice(0, 3)).toEqual([row.level, row.opponent, '3']);
      expect(wins + draws + losses).toBe(3);
      const score = (wins + draws / 2) / 3;
      expect(cells[4]).toBe(`${(score * 100).toFixed(1)}%`);
      const [low, high] = cells[5]
        .replace(/[[\]%]/g, '')
        .split(', ')
        .map(Number);
      expect(low).toBeLessThanOrEqual(score * 100);
      expect(high).toBeGreaterThanOrEqual(score * 100);
      expect(high).toBeLessThan(100.05);
    }
  });

  it('--bot-without-policy checks the levels without the game policy', async () => {
    let calls = 0;
    const counted: GameModule<TicTacToeState> = {
      ...ticTacToe,
      bot: { policy: (_G, _ctx, _seat, moves) => moves.map(() => (calls++, 1)) },
    };
    const check = (botWithoutPolicy: boolean) =>
      runBotCheck({
        module: counted,
        levels: ['easy'],
        opponents: ['random'],
        games: 1,
        iterations: 5,
        botWithoutPolicy,
      });
    await check(true);
    expect(calls).toBe(0);
    await check(false);
    expect(calls).toBeGreaterThan(0);
  });

  it('--vs <level>-baseline plays the game with its bot.baseline in place of today’s policy', async () => {
    const calls = { today: 0, baseline: 0 };
    const counting =
      (which: keyof typeof calls) => (_G: unknown, _c: unknown, _s: unknown, moves: unknown[]) =>
        moves.map(() => (calls[which]++, 1));
    const changed: GameModule<TicTacToeState> = {
      ...ticTacToe,
      bot: { policy: counting('today'), baseline: { policy: counting('baseline') } },
    };
    const rows = await runBotCheck({
      module: changed,
      levels: ['easy'],
      opponents: ['easy-baseline'],
      games: 2,
      iterations: 5,
    });
    expect(rows[0]).toMatchObject({ opponent: 'easy-baseline', games: 2 });
    // Both sides searched: the checked bot with today's policy, the opponent with the baseline's.
    expect(calls.today).toBeGreaterThan(0);
    expect(calls.baseline).toBeGreaterThan(0);
    expect(asBaseline(changed).bot?.policy).toBe(changed.bot?.baseline?.policy);
    expect(asBaseline(changed).bot?.rollout).toBeUndefined();
  });

  it('a baseline without inference plays without it: recall and model are the baseline’s too', () => {
    const recall = (world: TicTacToeState) => world;
    const model = (_G: unknown, _c: unknown, _s: unknown, moves: unknown[]) => moves.map(() => 1);
    const inferring: GameModule<TicTacToeState> = {
      ...ticTacToe,
      bot: { recall, model, baseline: {} },
    };
    expect(infers(inferring)).toBe(true);
    expect(infers(asBaseline(inferring))).toBe(false);
    const kept = { ...inferring, bot: { recall, model, baseline: { recall, model } } };
    expect(asBaseline(kept).bot?.model).toBe(model);
  });

  it('a game without bot.baseline is refused by name', async () => {
    await expect(
      runBotCheck({ module: withPolicy, levels: ['easy'], opponents: ['hard-baseline'], games: 1 }),
    ).rejects.toThrow(`${withPolicy.meta.id} has no baseline`);
  });

  it('the policy bot plays the heaviest move on the seat’s view', async () => {
    const match = new LocalMatch(withPolicy.game, { numPlayers: 2, seed: 'p' });
    expect(await policyPlayer(withPolicy, seededRandom(1))(match.state, '0')).toEqual({
      move: 'mark',
      args: [4],
    });
  });

  it('reads its arguments, and refuses bad ones by name', () => {
    expect(
      parseBotCheckArgs([
        'liars-dice',
        '--games',
        '4',
        '--levels',
        'hard',
        '--vs',
        'hard-without-policy',
      ]),
    ).toMatchObject({
      gameId: 'liars-dice',
      games: 4,
      levels: ['hard'],
      opponents: ['hard-without-policy'],
    });
    expect(parseBotCheckArgs(['x'])).toMatchObject({
      games: 20,
      levels: ['easy', 'normal'],
      opponents: ['random', 'policy'],
    });
    expect(() => parseBotCheckArgs(['x', '--levels', 'expert'])).toThrow('Unknown level "expert"');
    expect(() => parseBotCheckArgs(['x', '--vs', 'smart'])).toThrow('Unknown opponent "smart"');
    expect(parseBotCheckArgs(['x', '--vs', 'hard-baseline'])).toMatchObject({
      opponents: ['hard-baseline'],
    });
    expect(() => parseBotCheckArgs(['x', '--vs', 'expert-baseline'])).toThrow(
      'Unknown opponent "expert-baseline"',
    );
    expect(() => parseBotCheckArgs(['x', '--games', '0'])).toThrow('--games needs a whole number');
    expect(() => parseBotCheckArgs([])).toThrow('Name a game.');
    expect(parseBotCheckArgs(['x', '--bot-without-policy', '--games', '2'])).toMatchObject({
      botWithoutPolicy: true,
      games: 2,
    });
    expect(
      parseBotCheckArgs([
        'x',
        '--vs',
        'reference,hard-without-inference',
        '--bot-without-inference',
        '--first-game',
        '0',
      ]),
    ).toMatchObject({
      opponents: ['reference', 'hard-without-inference'],
      botWithoutInference: true,
      firstGame: 0,
    });
    expect(() => parseBotCheckArgs(['x', '--first-game', '-1'])).toThrow('--first-game');
  });

  it('plays against the game’s reference player, and names a game that has none', async () => {
    const calls: string[] = [];
    const withReference: GameModule<TicTacToeState> = {
      ...ticTacToe,
      bot: {
        reference: (_view, _ctx, seat, moves) => {
          calls.push(seat);
          return moves[0];
        },
      },
    };
    const rows = await runBotCheck({
      module: withReference,
      levels: ['easy'],
      opponents: ['reference'],
      games: 2,
      iterations: 5,
      firstGame: 3,
    });
    expect(rows[0].games).toBe(2);
    // Games 3 and 4: the checked bot sits at seat 1, then 0; the reference plays the other seat.
    expect(new Set(calls)).toEqual(new Set(['0', '1']));
    await expect(
      runBotCheck({ module: ticTacToe, levels: ['easy'], opponents: ['reference'], games: 1 }),
    ).rejects.toThrow('tic-tac-toe has no reference player: add bot.reference');
  });
});
