import { describe, expect, it } from 'vitest';
import type { Randomness } from '@gridplay/core';
import { cardDef } from '../cards';
import { newMatch } from '../testing/scenario';
import { destinyCut } from './0-destiny-cut';

/** Dice that cut at the given deck positions, in order. */
const cutsAt = (...positions: number[]): Randomness => ({
  Die: () => positions.shift()! + 1,
  Number: () => 0,
  Shuffle: (deck) => deck,
});

describe('preparing for play', () => {
  it('the higher destiny number goes first; a tie cuts again', () => {
    const G = structuredClone(newMatch().G);
    const destinyAt = (seat: '0' | '1', i: number) => cardDef(G.seats[seat].deck[i]).destiny;
    // Find positions giving a tie, then a win for player 2.
    const d0 = G.seats['0'].deck.map((_, i) => destinyAt('0', i));
    const d1 = G.seats['1'].deck.map((_, i) => destinyAt('1', i));
    const tieA = d0.findIndex((d) => d1.includes(d));
    const tieB = d1.indexOf(d0[tieA]);
    const low = d0.indexOf(Math.min(...d0));
    const high = d1.indexOf(Math.max(...d1));
    G.cuts = [];
    destinyCut(G, cutsAt(tieA, tieB, low, high));
    expect(G.cuts).toEqual([
      { '0': d0[tieA], '1': d0[tieA] },
      { '0': d0[low], '1': d1[high] },
    ]);
    expect(G.first).toBe('1');
  });

  it('each player starts with the NetNavi in play and 4 cards; the first player begins', () => {
    const match = newMatch();
    const { G } = match;
    for (const seat of ['0', '1'] as const) {
      expect(cardDef(G.seats[seat].navi).kind).toBe('navi');
      expect(G.seats[seat].list).not.toContain(G.seats[seat].navi);
    }
    const first = G.first;
    const second = first === '0' ? '1' : '0';
    expect(match.ctx.currentPlayer).toBe(first);
    // The first player has already powered up and drawn: 4 + 1 in hand, 1 in the gauge.
    expect(G.seats[first].hand.length + G.seats[first].gauge.length).toBe(6);
    expect(G.seats[second].hand).toHaveLength(4);
    expect(G.seats[second].deck).toHaveLength(25);
    expect(G.narration[0]).toMatch(/Destiny cut: .* goes first\./);
  });
});
