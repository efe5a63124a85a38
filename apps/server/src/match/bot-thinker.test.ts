import { afterAll, describe, expect, it } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import { fixtureGames } from '../testing/fixture-games';
import { WorkerBotThinker } from './bot-thinker';
import { seatState } from './seat-view';

const [hosted] = await fixtureGames();
const thinker = new WorkerBotThinker(new Map([[hosted.module.meta.id, hosted.modulePath!]]));
afterAll(() => thinker.close());

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
});
