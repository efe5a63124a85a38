import { describe, expect, it } from 'vitest';
import { matchRoute, paths } from './router';

describe('matchRoute', () => {
  it('maps every path the app builds back to its page', () => {
    expect(matchRoute(paths.lobby())).toEqual({ page: 'lobby' });
    expect(matchRoute(paths.newMatch('tron-mcp'))).toEqual({ page: 'new', gameId: 'tron-mcp' });
    expect(matchRoute(paths.match('tron-mcp', 'a b'))).toEqual({
      page: 'match',
      gameId: 'tron-mcp',
      matchID: 'a b',
    });
    expect(matchRoute(paths.local('lightcycle', 's1'))).toEqual({
      page: 'local',
      gameId: 'lightcycle',
      sessionId: 's1',
    });
    expect(matchRoute(paths.rules('lightcycle'))).toEqual({ page: 'rules', gameId: 'lightcycle' });
  });

  it('reports unknown paths instead of guessing', () => {
    expect(matchRoute('/match/tron-mcp')).toEqual({ page: 'not-found', path: '/match/tron-mcp' });
    expect(matchRoute('/nope')).toEqual({ page: 'not-found', path: '/nope' });
  });
});
