/**
 * The engine keeps what it last stored of a match and decides the next move on it, skipping the
 * read — but only as a guess: another process's move, a take-back or a seat change makes the
 * guess fail its compare-and-set, and the move is decided again on what is stored, never
 * accepted or refused on a stale copy.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMatch } from 'boardgame.io/internal';
import type { State } from 'boardgame.io';
import type { GridplayGame } from '@gridplay/core';
import { MatchStore } from '../storage/match-store';
import { openSqlite } from '../storage/sqlite-driver';
import { fixtureGames } from '../testing/fixture-games';
import { MatchEngine, type ClientAction } from './match-engine';
import { whyNotSeated } from './credentials';

const MATCH = 'm1';
let game: GridplayGame;
let store: MatchStore;

beforeEach(async () => {
  const [hiddenHands] = (await fixtureGames()).filter((g) => g.module.game.name === 'hidden-hands');
  game = { ...hiddenHands.module.game, seed: 'fixed' } as GridplayGame;
  store = new MatchStore(openSqlite(':memory:'), 'sqlite');
  await store.connect();
  const match = createMatch({
    game: game as never,
    numPlayers: 2,
    setupData: undefined,
    unlisted: false,
  });
  if ('setupDataError' in match) throw new Error(String(match.setupDataError));
  match.metadata.players[0] = { id: 0, name: 'N', credentials: 'north' };
  match.metadata.players[1] = { id: 1, name: 'S', credentials: 'south' };
  await store.createMatch(MATCH, match);
});
afterEach(async () => {
  await store.close();
});

async function stored(): Promise<State> {
  return ((await store.fetch(MATCH, { state: true })) as { state: State }).state;
}

/** The play of the first card of the seat to move, on the stored state. */
async function playFor(seat: string): Promise<ClientAction> {
  return { type: 'MAKE_MOVE', name: 'play', args: [(await stored()).G.hands[seat][0]] };
}

const as = (seat: string, credentials: string) => (metadata: Parameters<typeof whyNotSeated>[0]) =>
  whyNotSeated(metadata, seat, credentials);

describe('the read a move saves', () => {
  it('decides a player’s next move on what it stored, without reading the match again', async () => {
    const engine = new MatchEngine(game, store);
    const reads = vi.spyOn(store, 'fetchForMove');
    expect((await engine.act(MATCH, '0', await playFor('0'), 0, as('0', 'north'))).kind).toBe(
      'accepted',
    );
    expect((await engine.act(MATCH, '1', await playFor('1'), 1, as('1', 'south'))).kind).toBe(
      'accepted',
    );
    expect(reads).toHaveBeenCalledTimes(1);
    expect((await stored())._stateID).toBe(2);
  });

  it('accepts a move after another process moved, deciding it again on the stored state', async () => {
    const here = new MatchEngine(game, store);
    const elsewhere = new MatchEngine(game, store);
    await here.act(MATCH, '0', await playFor('0'), 0);
    // The other process makes seat 1's move: this process's saved copy is now one move behind.
    expect((await elsewhere.act(MATCH, '1', await playFor('1'), 1)).kind).toBe('accepted');
    const outcome = await here.act(MATCH, '0', await playFor('0'), 2);
    expect(outcome.kind).toBe('accepted');
    expect((await stored())._stateID).toBe(3);
  });

  it('refuses a player whose seat was taken from them since the saved copy', async () => {
    const engine = new MatchEngine(game, store);
    await engine.act(MATCH, '0', await playFor('0'), 0, as('0', 'north'));
    // Seat 1 changes hands (the lobby, perhaps on another process): the old credentials fail.
    await store.updateMetadata(MATCH, (m) => {
      m.players[1].credentials = 'someone-else';
      return m;
    });
    const outcome = await engine.act(MATCH, '1', await playFor('1'), 1, as('1', 'south'));
    expect(outcome).toEqual({ kind: 'refused', reason: 'These credentials do not hold seat 1.' });
    expect((await stored())._stateID).toBe(1);
  });

  it('does not refuse on the saved copy: a take-back elsewhere is read before deciding', async () => {
    const engine = new MatchEngine(game, store);
    const before = await stored();
    await engine.act(MATCH, '0', await playFor('0'), 0);
    // The move is taken back (a new, higher state id holding the position before it).
    await store.rollBackIf(MATCH, 1, { ...before, _stateID: 2 }, 0);
    // On the saved copy it would be seat 1's turn and seat 0 refused; on the stored state it is seat 0's.
    const outcome = await engine.act(MATCH, '0', await playFor('0'), 2);
    expect(outcome.kind).toBe('accepted');
    expect((await stored())._stateID).toBe(3);
  });
});
