/**
 * The balance report on a small budget: every figure must be what the games it played say. The
 * games are replayed from their recorded actions on a fresh match, and the report's counts are
 * recomputed from those replays, not from the code that built them.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PlayerID } from 'boardgame.io';
import { LocalMatch, type AiMove } from '@gridplay/core';
import { botRandom } from '@gridplay/bots';
import { findWorkspaceRoot, loadInstalledGame } from '@gridplay/core/discovery';
import { parseBalanceArgs, parseValues } from './cli';
import { renderReportHtml } from './html';
import { choosePlan, pairingSpecs, pairingsOf, pairingsReport, playPairings } from './pairings';
import { matchupMarkdown } from './markdown';
import { buildReport } from './report';
import { runBalance, type BalanceOptions } from './run';
import { winnersOf, type GameRecord } from './self-play';

const root = findWorkspaceRoot();
const small: BalanceOptions = {
  gameId: 'tron-mcp',
  games: 6,
  bot: 'random',
  options: {},
  maxMoves: 3000,
  seed: 'test',
  workers: 1,
  root,
  keepActions: true,
};

describe('balance report', async () => {
  const module = await loadInstalledGame('tron-mcp', root);
  const { report, records } = await runBalance(small);

  it('plays the games it reports: each record replays to the same result and length', () => {
    expect(records).toHaveLength(6);
    for (const record of records) {
      const match = new LocalMatch(module.game, {
        numPlayers: record.numPlayers,
        seed: record.seed,
        setupData: record.setupData,
      });
      const plays: Record<PlayerID, Record<string, number>> = { '0': {}, '1': {} };
      for (const [seat, choice] of record.actions!) {
        expect(match.play(seat, choice).ok).toBe(true);
        const label = 'move' in choice ? choice.move : choice.event;
        plays[seat][label] = (plays[seat][label] ?? 0) + 1;
      }
      expect(match.isOver).toBe(!record.unfinished);
      expect(winnersOf(match.ctx.gameover)).toEqual(record.winners);
      expect(record.length).toBe(record.actions!.length);
      expect(record.plays).toEqual(plays);
      expect(record.firstSeat).toBe(record.actions![0][0]);
      expect(record.winCondition).toBe((match.ctx.gameover as { reason: string }).reason);
    }
  }, 60_000);

  it('its figures are the sums over those games', () => {
    const won = (seat: string) => records.filter((r) => r.winners.includes(seat)).length;
    expect(report.totals.games).toBe(6);
    expect(report.seats.map((s) => [s.name, s.games, s.wins])).toEqual([
      ['Tron', 6, won('0')],
      ['MCP', 6, won('1')],
    ]);
    // Tron vs MCP are sides: each seat is its own "deck".
    expect(report.decks.find((d) => d.deck === 'MCP')?.wins).toBe(won('1'));
    const firstWins = records.filter((r) => r.winners.includes(r.firstSeat!)).length;
    expect(report.firstPlayer.wins).toBe(firstWins);
    expect(report.length.histogram.reduce((sum, bin) => sum + bin.games, 0)).toBe(6);
    const lengths = records.map((r) => r.length);
    expect(report.length.min).toBe(Math.min(...lengths));
    expect(report.length.max).toBe(Math.max(...lengths));
    expect(report.length.mean).toBeCloseTo(lengths.reduce((a, b) => a + b, 0) / 6);
    const passes = records.reduce(
      (sum, r) => sum + (r.plays['0'].pass ?? 0) + (r.plays['1'].pass ?? 0),
      0,
    );
    expect(report.plays.find((p) => p.label === 'pass')?.plays).toBe(passes);
    expect(report.winConditions.reduce((sum, c) => sum + c.games, 0)).toBe(6);
    for (const seat of report.seats) {
      expect(seat.ci95[0]).toBeLessThanOrEqual(seat.rate);
      expect(seat.ci95[1]).toBeGreaterThanOrEqual(seat.rate);
    }
  });

  it('worker threads play the very same games', async () => {
    const inWorkers = await runBalance({ ...small, games: 4, workers: 2, keepActions: false });
    expect(inWorkers.records.map((r) => [r.index, r.winners, r.length])).toEqual(
      records.slice(0, 4).map((r) => [r.index, r.winners, r.length]),
    );
  }, 120_000);

  it("plays the game's scripted reference player with --bot reference, move for move", async () => {
    const reference = module.bot!.reference!;
    const { records: played } = await runBalance({ ...small, games: 2, bot: 'reference' });
    for (const record of played) {
      const match = new LocalMatch(module.game, {
        numPlayers: record.numPlayers,
        seed: record.seed,
        setupData: record.setupData,
      });
      const dice = botRandom(`bot-${record.seed}`);
      for (const [seat, choice] of record.actions!) {
        const view = match.view(seat);
        const enumerate = module.game.ai.enumerate as (
          G: unknown,
          ctx: unknown,
          seat: PlayerID,
        ) => AiMove[];
        const moves = enumerate(view, match.ctx, seat);
        expect(reference(view, match.ctx, seat, moves, dice)).toEqual(choice);
        expect(match.play(seat, choice).ok).toBe(true);
      }
      expect(match.isOver).toBe(!record.unfinished);
    }
  }, 60_000);

  it('the HTML page is self-contained: inline SVG charts, nothing fetched', () => {
    const html = renderReportHtml(report);
    expect(html).toContain('<svg');
    expect(html).toContain('Win rate per seat');
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\/(?!www\.w3\.org)/);
  });
});

describe('balance arguments', () => {
  it('reads games, bot, options with several values, players and workers', () => {
    const options = parseBalanceArgs(
      [
        'lightcycle',
        '--games',
        '40',
        '--bot',
        'hard',
        '--option',
        'targetScore=10|15',
        '--players',
        '4',
      ],
      root,
    );
    expect(options).toMatchObject({
      gameId: 'lightcycle',
      games: 40,
      bot: 'hard',
      options: { targetScore: [10, 15] },
      numPlayers: 4,
    });
  });

  it('refuses bad input with a specific message', async () => {
    expect(() => parseBalanceArgs(['tron-mcp', '--bot', 'genius'], root)).toThrow(
      /--bot must be one of random, reference, easy, normal, hard/,
    );
    expect(() => parseBalanceArgs(['tron-mcp', '--games', '0'], root)).toThrow(/at least 1/);
    expect(() => parseBalanceArgs([], root)).toThrow(/Name the game/);
    await expect(runBalance({ ...small, options: { speed: [3] } })).rejects.toThrow(
      /has no option "speed"/,
    );
    await expect(runBalance({ ...small, gameId: 'chess' })).rejects.toThrow(
      /No installed game "chess"/,
    );
  });
});

/** A finished two-seat game between two decks, as self-play records it. */
function game(
  index: number,
  decks: [string, string],
  winner: '0' | '1' | null,
  extra: Partial<GameRecord> = {},
): GameRecord {
  return {
    index,
    seed: `s${index}`,
    numPlayers: 2,
    setupData: {},
    decks: { '0': decks[0], '1': decks[1] },
    firstSeat: '0',
    winners: winner ? [winner] : [],
    draw: winner === null,
    unfinished: false,
    winCondition: winner ? 'win' : 'draw',
    length: 10,
    plays: { '0': {}, '1': {} },
    ...extra,
  };
}

const settings = {
  games: 0,
  bot: 'random' as const,
  numPlayers: 2,
  options: {},
  maxMoves: 100,
  seed: 't',
};

describe('deck against deck, card records, first player per option', () => {
  const meta = {
    id: 'cards',
    title: 'Cards',
    setupOptions: [
      {
        key: 'deck0',
        label: 'Deck',
        default: 'red',
        choices: [
          { value: 'red', label: 'Red deck' },
          { value: 'blue', label: 'Blue deck' },
        ],
      },
    ],
  };

  it('scores each pairing from both sides, leaves mirrors out and names the decks', () => {
    const records = [
      game(0, ['red', 'blue'], '0'),
      game(1, ['blue', 'red'], '1'),
      game(2, ['red', 'blue'], '1'),
      game(3, ['red', 'green'], null),
      game(4, ['red', 'red'], '0'),
    ];
    const report = buildReport(meta, settings, records);
    const cell = (deck: string, opponent: string) =>
      report.matchups.find((m) => m.deck === deck && m.opponent === opponent);
    // red won games 0 and 1 (seat 1 in game 1), lost game 2.
    expect(cell('red', 'blue')).toMatchObject({ games: 3, wins: 2, losses: 1, draws: 0 });
    expect(cell('blue', 'red')).toMatchObject({ games: 3, wins: 1, losses: 2, draws: 0 });
    expect(cell('red', 'blue')!.rate).toBeCloseTo(2 / 3);
    expect(cell('red', 'green')).toMatchObject({ games: 1, wins: 0, draws: 1, rate: 0.5 });
    expect(cell('red', 'red')).toBeUndefined();
    expect(report.matchups).toHaveLength(4);
    expect(report.deckLabels).toEqual({ red: 'Red deck', blue: 'Blue deck' });
    const html = renderReportHtml(report);
    expect(html).toContain('Deck against deck');
    expect(html).toContain('66.7%');
    expect(matchupMarkdown(report).split('\n').slice(0, 3)).toEqual([
      '| deck ↓ against → | Red deck | Blue deck | green | all |',
      '|---|---:|---:|---:|---:|',
      `| Red deck | — | 67% [21, 94] 3 | 50% [5, 95] 1 | **63%** [22, 91] 4 |`,
    ]);
  });

  it("keeps each card's record per game: played in, won, lost, and times played", () => {
    const records = [
      game(0, ['red', 'blue'], '0', { cards: { '0': { Cannon: 3 }, '1': { Cannon: 1 } } }),
      game(1, ['red', 'blue'], '1', { cards: { '0': { Cannon: 2, Barrier: 1 }, '1': {} } }),
    ];
    const report = buildReport(meta, settings, records);
    expect(report.cards).toEqual([
      expect.objectContaining({ card: 'Cannon', games: 3, wins: 1, losses: 2, plays: 6 }),
      expect.objectContaining({ card: 'Barrier', games: 1, wins: 0, losses: 1, plays: 1 }),
    ]);
    const html = renderReportHtml(report);
    expect(html).toContain("Each card's record");
    expect(html).toMatch(/<td>Cannon<\/td><td>3<\/td><td>1<\/td><td>2<\/td>/);
  });

  it("gives the first player's rate for each value of a varied option", () => {
    const skip = (on: boolean) => ({ setupData: { skip: on } });
    const records = [
      game(0, ['red', 'blue'], '0', skip(false)),
      game(1, ['red', 'blue'], '0', { ...skip(false), firstSeat: '1' }),
      game(2, ['red', 'blue'], '1', skip(true)),
      game(3, ['red', 'blue'], '0', skip(true)),
    ];
    const report = buildReport(meta, { ...settings, options: { skip: [false, true] } }, records);
    const first = (value: boolean) => report.options.find((o) => o.value === value)!.firstPlayer;
    expect(first(false)).toMatchObject({ games: 2, wins: 1 });
    expect(first(true)).toMatchObject({ games: 2, wins: 1 });
    expect(report.firstPlayer).toMatchObject({ games: 4, wins: 2 });
    expect(renderReportHtml(report)).toContain('skip = true');
  });
});

describe('pairings', () => {
  it('pairs every two different decks once: 8 decks make 28 pairings', () => {
    const decks = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const pairs = pairingsOf(decks);
    expect(pairs).toHaveLength(28);
    expect(new Set(pairs.map((p) => p.join('~'))).size).toBe(28);
    expect(pairs.every(([a, b]) => a !== b && decks.indexOf(a) < decks.indexOf(b))).toBe(true);
  });

  it('swaps the seats game by game and spreads a varied option over both seat orders', async () => {
    const module = await loadInstalledGame('megaman', root);
    const options = {
      ...small,
      gameId: 'megaman',
      options: { firstPlayerSkipsFirstDraw: [false, true] },
      plan: module.balance!.pairings!,
      shard: { index: 1, of: 1 },
      round: 2,
      dir: '',
    };
    const specs = pairingSpecs(module.meta, options, ['gutsman-60', 'roll-60'], 0, 4);
    expect(
      specs.map((s) => [
        s.setupData?.deck0,
        s.setupData?.deck1,
        s.setupData?.firstPlayerSkipsFirstDraw,
      ]),
    ).toEqual([
      ['gutsman-60', 'roll-60', false],
      ['roll-60', 'gutsman-60', false],
      ['gutsman-60', 'roll-60', true],
      ['roll-60', 'gutsman-60', true],
    ]);
    expect(specs[3].seed).toBe('balance-test-gutsman-60~roll-60-3');
    expect(choosePlan(module, 'all').decks).toHaveLength(8);
    expect(() => choosePlan(module, 'gutsman-60|chess-60')).toThrow(/no deck "chess-60"/);
    const tron = await loadInstalledGame('tron-mcp', root);
    expect(() => choosePlan(tron, 'all')).toThrow(/names no decks to pair/);
  });

  it('resumes: a second run with more games extends each pairing file with the next games', async () => {
    const module = await loadInstalledGame('megaman', root);
    const dir = mkdtempSync(join(tmpdir(), 'pairings-'));
    const options = {
      ...small,
      gameId: 'megaman',
      games: 2,
      plan: { options: ['deck0', 'deck1'] as const, decks: ['gutsman-60', 'roll-60', 'iceman-60'] },
      shard: { index: 1, of: 1 },
      round: 2,
      dir,
    };
    await playPairings(module, options);
    const file = () =>
      JSON.parse(readFileSync(join(dir, 'gutsman-60~roll-60.json'), 'utf8')) as {
        records: GameRecord[];
      };
    const before = file().records;
    expect(readdirSync(dir).sort()).toEqual([
      'gutsman-60~iceman-60.json',
      'gutsman-60~roll-60.json',
      'roll-60~iceman-60.json',
    ]);
    await playPairings(module, { ...options, games: 4 });
    const after = file().records;
    expect(after.map((r) => r.index)).toEqual([0, 1, 2, 3]);
    expect(after.slice(0, 2)).toEqual(before);
    expect(after[2].decks).toEqual({ '0': 'gutsman-60', '1': 'roll-60' });
    expect(Object.keys(after[2].cards!['0']).length).toBeGreaterThan(0);
    const { report } = pairingsReport(module.meta, dir, options.plan);
    expect(report.totals.games).toBe(12);
    expect(report.settings.pairings).toMatchObject({ played: 3, of: 3 });
    expect(report.matchups.filter((m) => m.deck === 'gutsman-60')).toHaveLength(2);
    expect(report.deckLabels['roll-60']).toMatch(/^Roll/);
    await expect(playPairings(module, { ...options, bot: 'easy' })).rejects.toThrow(
      /was played with bot "random", not "easy"/,
    );
  }, 120_000);
});

describe('balance arguments for pairings', () => {
  it('reads --pairings, --shard, --round and values separated by commas', () => {
    expect(
      parseBalanceArgs(
        [
          'megaman',
          '--pairings',
          'all',
          '--shard',
          '2/3',
          '--round',
          '4',
          '--option',
          'firstPlayerSkipsFirstDraw=true,false',
        ],
        root,
      ),
    ).toMatchObject({
      pairings: 'all',
      shard: { index: 2, of: 3 },
      round: 4,
      options: { firstPlayerSkipsFirstDraw: [true, false] },
    });
    expect(parseValues('1 Rio, Student')).toEqual(['1 Rio, Student']);
    expect(parseValues('10,15')).toEqual([10, 15]);
    expect(() =>
      parseBalanceArgs(['megaman', '--pairings', 'all', '--shard', '3/2'], root),
    ).toThrow(/--shard needs I\/N/);
    expect(() => parseBalanceArgs(['megaman', '--shard', '1/2'], root)).toThrow(
      /go with --pairings/,
    );
  });
});
