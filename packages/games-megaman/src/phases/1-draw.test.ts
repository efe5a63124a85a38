import { describe, expect, it } from 'vitest';
import {
  P1,
  P2,
  at,
  deckOf,
  names,
  setGauge,
  setHand,
  shield,
  stackDeck,
} from '../testing/scenario';

/** P1's main phase ends with two passes; P2's turn begins. */
function endP1Turn(match: ReturnType<typeof at>) {
  expect(match.move(P1, 'pass')).toEqual({ ok: true });
  expect(match.move(P2, 'pass')).toEqual({ ok: true });
}

describe('draw phase: power up, draw, discard down', () => {
  it('power up puts the top card face down in the newest gauge position, then a card is drawn', () => {
    const match = at((G) => {
      shield(G, P2);
      setGauge(G, P2, 'rival', 'barrier');
      setHand(G, P2, 'rival');
      stackDeck(G, P2, 'heat-shot', 'fire-ring');
    });
    endP1Turn(match);
    expect(match.ctx.currentPlayer).toBe(P2);
    expect(names(match.G.seats[P2].gauge)).toEqual(['rival', 'barrier', 'heat-shot']);
    expect(names(match.G.seats[P2].hand)).toEqual(['rival', 'fire-ring']);
  });

  it('with 5 cards in the gauge the oldest goes to the discard and the rest slide down', () => {
    const match = at((G) => {
      shield(G, P2);
      setGauge(G, P2, 'rival', 'barrier', 'barrier', 'barrier', 'aura-wall');
      G.seats[P2].discard = [];
      stackDeck(G, P2, 'heat-shot');
    });
    endP1Turn(match);
    expect(names(match.G.seats[P2].gauge)).toEqual([
      'barrier',
      'barrier',
      'barrier',
      'aura-wall',
      'heat-shot',
    ]);
    expect(names(match.G.seats[P2].discard)).toEqual(['rival']);
  });

  it('over 5 cards the player discards, one chosen card at a time, down to 5', () => {
    const match = at((G) => {
      shield(G, P2);
      setHand(G, P2, 'rival', 'barrier', 'barrier', 'heat-shot', 'fire-ring', 'data-burn');
      G.seats[P2].discard = [];
    });
    endP1Turn(match);
    expect(match.G.seats[P2].hand).toHaveLength(7);
    expect(match.G.pending).toEqual({ seat: P2, stage: 'discardDown' });
    const [first, second] = match.G.seats[P2].hand;
    expect(match.move(P2, 'pass')).toMatchObject({ ok: false });
    expect(match.move(P2, 'discardDown', first)).toEqual({ ok: true });
    expect(match.G.pending?.stage).toBe('discardDown');
    expect(match.move(P2, 'discardDown', second)).toEqual({ ok: true });
    expect(match.G.seats[P2].hand).toHaveLength(5);
    expect(match.G.seats[P2].discard).toEqual([first, second]);
    expect(match.G.pending?.stage).not.toBe('discardDown');
  });

  it('a player with 5 cards or fewer is not asked to discard', () => {
    const match = at((G) => {
      shield(G, P2);
      setHand(G, P2, 'rival', 'barrier', 'barrier');
    });
    endP1Turn(match);
    expect(match.G.seats[P2].hand).toHaveLength(4);
    expect(match.G.pending?.stage).not.toBe('discardDown');
  });

  it('losing: the moment power up takes the last card of the deck, that player loses', () => {
    const match = at((G) => {
      shield(G, P2);
      setHand(G, P2, 'rival');
      deckOf(G, P2, 1);
    });
    endP1Turn(match);
    expect(match.G.seats[P2].deck).toHaveLength(0);
    expect(match.G.seats[P2].hand).toHaveLength(1); // no draw: the game was already over
    expect(match.ctx.gameover).toEqual({ winner: P1, loser: P2 });
  });

  it('losing: drawing the last card loses too', () => {
    const match = at((G) => {
      shield(G, P2);
      deckOf(G, P2, 2);
    });
    endP1Turn(match);
    expect(match.ctx.gameover).toEqual({ winner: P1, loser: P2 });
  });
});
