/**
 * The balance report on a small budget: every figure must be what the games it played say. The
 * games are replayed from their recorded actions on a fresh match, and the report's counts are
 * recomputed from those replays, not from the code that built them.
 */
import { describe, expect, it } from 'vitest';
import type { PlayerID } from 'boardgame.io';
import { LocalMatch } from '../simulate/local-match';
import { findWorkspaceRoot } from '../discovery';
import { parseBalanceArgs } from './cli';
import { renderReportHtml } from './html';
import { loadInstalledGame, runBalance, type BalanceOptions } from './run';
import { winnersOf } from './self-play';

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
      /--bot must be one of random, easy, normal, hard/,
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
