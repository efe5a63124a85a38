import { afterAll, describe, expect, it } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import { fixtureGames } from '../testing/fixture-games';
import { WorkerBotThinker } from './bot-thinker';
import { seatState } from './seat-view';

const [hosted] = await fixtureGames();
const paths = new Map([[hosted.module.meta.id, hosted.modulePath!]]);
const thinker = new WorkerBotThinker(paths);
const twoThreads = new WorkerBotThinker(paths, 2);
afterAll(() => Promise.all([thinker.close(), twoThreads.close()]));

describe('the bot thread', () => {
  it('chooses a legal move for the seat from its view', async () => {
    const match = new LocalMatch(hosted.module.game, { numPlayers: 2, seed: 'thinker' });
    const view = seatState(
      hosted.module.game,
      { G: match.G, ctx: match.ctx, plugins: {} } as never,
      '0',
    );
    const choice = await thinker.decide(hosted.module, {
      G: view.G,
      ctx: view.ctx,
      seat: '0',
      difficulty: 'easy',
    });
    expect(choice).toMatchObject({ move: 'play' });
    expect(match.G.hands['0']).toContain((choice as { args: number[] }).args[0]);
  });

  it('reports the fair bot refusing a request as an error, and keeps working', async () => {
    const match = new LocalMatch(hosted.module.game, { numPlayers: 2, seed: 'thinker' });
    const view = seatState(
      hosted.module.game,
      { G: match.G, ctx: match.ctx, plugins: {} } as never,
      '0',
    );
    await expect(
      thinker.decide(hosted.module, {
        G: view.G,
        ctx: view.ctx,
        seat: '0',
        difficulty: 'genius' as never,
      }),
    ).rejects.toThrow('Unknown difficulty "genius"');
    expect(
      await thinker.decide(hosted.module, {
        G: view.G,
        ctx: view.ctx,
        seat: '0',
        difficulty: 'easy',
      }),
    ).toMatchObject({ move: 'play' });
  });

  it('a seat deciding alone searches on every idle thread; seats deciding together, one each', async () => {
    const match = new LocalMatch(hosted.module.game, { numPlayers: 2, seed: 'thinker' });
    const view = seatState(
      hosted.module.game,
      { G: match.G, ctx: match.ctx, plugins: {} } as never,
      '0',
    );
    const request = { G: view.G, ctx: view.ctx, seat: '0', difficulty: 'easy' as const };
    // "easy" is 40 iterations a search: alone on two idle threads, two searches merged.
    const alone = await twoThreads.search(hosted.module, { ...request, seed: 'a' });
    expect(alone.iterations).toBe(80);
    const together = await Promise.all([
      twoThreads.search(hosted.module, { ...request, seatsThinking: 2, seed: 'b' }),
      twoThreads.search(hosted.module, { ...request, seatsThinking: 2, seed: 'c' }),
    ]);
    expect(together.map((search) => search.iterations)).toEqual([40, 40]);
    // The merge is the one played: its most visited move.
    expect(alone.choice).toEqual(alone.moves[0].choice);
    expect(alone.moves.reduce((sum, move) => sum + move.visits, 0)).toBe(80);
  });
});
