import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import { duelModule } from '../testing/duel-game';
import type { OnlineClient } from './online-client';
import { useGuardedMoves, type MoveTable } from './use-guarded-moves';

/** A client that records what it sends, in the state a LocalMatch is in (or before any sync). */
function fakeClient(match: LocalMatch | undefined, viewer: string) {
  const sent: unknown[][] = [];
  const client = {
    moves: { play: (...args: unknown[]) => sent.push(['play', ...args]) },
    getState: () => (match ? { G: match.view(viewer), ctx: match.ctx } : null),
  } as unknown as OnlineClient;
  return { client, sent };
}

/** The hook's move table, as a board would get it. */
function guardedMoves(
  client: OnlineClient,
  playerID: string | null,
  onRefused: (reason?: string) => void,
) {
  let table: MoveTable = {};
  function Probe() {
    table = useGuardedMoves(client, duelModule, playerID, onRefused);
    return null;
  }
  renderToStaticMarkup(<Probe />);
  return table;
}

describe('useGuardedMoves', () => {
  const match = new LocalMatch(duelModule.game, { numPlayers: 2, seed: 's' });

  it('sends a move the seat may make, and clears the shown refusal', () => {
    const { client, sent } = fakeClient(match, '0');
    const refusals: (string | undefined)[] = [];
    guardedMoves(client, '0', (reason) => refusals.push(reason)).play(3);
    expect(sent).toEqual([['play', 3]]);
    expect(refusals).toEqual([undefined]);
  });

  it('does not send a move out of turn, and says why', () => {
    const { client, sent } = fakeClient(match, '1');
    const refusals: (string | undefined)[] = [];
    guardedMoves(client, '1', (reason) => refusals.push(reason)).play(3);
    expect(sent).toEqual([]);
    expect(refusals).toEqual(['It is not your turn (waiting for player 1).']);
  });

  it('sends nothing before the first sync', () => {
    const { client, sent } = fakeClient(undefined, '0');
    const refusals: (string | undefined)[] = [];
    guardedMoves(client, '0', (reason) => refusals.push(reason)).play(3);
    expect(sent).toEqual([]);
    expect(refusals).toEqual(['Not connected yet.']);
  });
});
