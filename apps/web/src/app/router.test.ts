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
    expect(matchRoute(paths.learn('lightcycle'))).toEqual({ page: 'learn', gameId: 'lightcycle' });
    expect(matchRoute('/learn/lightcycle/extra').page).toBe('not-found');
    expect(matchRoute(paths.tool('some-game', 'deck-builder'))).toEqual({
      page: 'tool',
      gameId: 'some-game',
      toolId: 'deck-builder',
    });
    expect(matchRoute('/tools/some-game').page).toBe('not-found');
  });

  it('reports unknown paths instead of guessing', () => {
    expect(matchRoute('/match/tron-mcp')).toEqual({ page: 'not-found', path: '/match/tron-mcp' });
    expect(matchRoute('/nope')).toEqual({ page: 'not-found', path: '/nope' });
  });
});

describe('replay routes', () => {
  it('maps the replay of an online and of a local match back to its page', () => {
    expect(matchRoute(paths.replay('online', 'tron-mcp', 'm1'))).toEqual({
      page: 'replay',
      gameId: 'tron-mcp',
      matchID: 'm1',
      source: 'online',
    });
    expect(matchRoute(paths.replay('local', 'matrix', 's 2'))).toEqual({
      page: 'replay',
      gameId: 'matrix',
      matchID: 's 2',
      source: 'local',
    });
    expect(matchRoute('/match/tron-mcp/m1/other').page).toBe('not-found');
    expect(matchRoute('/rules/tron-mcp/replay').page).toBe('not-found');
  });
});

describe('paths the app never builds', () => {
  it('reads a trailing slash as the same page and a malformed escape as no page', () => {
    expect(matchRoute('/account/')).toEqual({ page: 'account' });
    expect(matchRoute('/players/%E0%A4%A')).toEqual({
      page: 'not-found',
      path: '/players/%E0%A4%A',
    });
    expect(matchRoute(paths.player('100%'))).toEqual({ page: 'player', name: '100%' });
  });
});
