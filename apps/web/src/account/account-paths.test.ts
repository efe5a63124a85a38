import { describe, expect, it } from 'vitest';
import { matchRoute, paths } from '../app/router';

describe('account routes', () => {
  it('maps the account, profile and leaderboard paths back to their pages', () => {
    expect(matchRoute(paths.account())).toEqual({ page: 'account' });
    expect(matchRoute(paths.player('Ann_1'))).toEqual({ page: 'player', name: 'Ann_1' });
    expect(matchRoute(paths.leaderboard('tron-mcp'))).toEqual({
      page: 'leaderboard',
      gameId: 'tron-mcp',
    });
  });

  it('refuses their malformed neighbours', () => {
    expect(matchRoute('/players').page).toBe('not-found');
    expect(matchRoute('/players/Ann/extra').page).toBe('not-found');
    expect(matchRoute('/account/x').page).toBe('not-found');
    expect(matchRoute('/leaderboard').page).toBe('not-found');
  });
});
