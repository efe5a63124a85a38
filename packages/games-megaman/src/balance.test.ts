/** What megaman tells the balance report: each seat's deck by key, each card played by its name. */
import { describe, expect, it } from 'vitest';
import { balance } from './balance';
import { PRECONSTRUCTED_DECKS } from './precons';
import { newMatch } from './testing/scenario';

describe('balance report labels', () => {
  it("names each seat's deck by its key", () => {
    const match = newMatch({ deck0: 'gutsman-60', deck1: 'torchman' });
    expect(balance.deck!(match.G, match.ctx, '0')).toBe('gutsman-60');
    expect(balance.deck!(match.G, match.ctx, '1')).toBe('torchman');
  });

  it('names the card a chip, an event or a resource plays; other moves play no card', () => {
    const match = newMatch();
    const card = (move: string, ...args: unknown[]) =>
      balance.card!(match.G, match.ctx, '0', { move, args });
    expect(card('playChip', 'p0:cannon#1')).toBe('Cannon');
    expect(card('playResource', 'p1:rio-netbattler#2')).toBe('Rio, NetBattler');
    expect(card('playEvent', 'p0:asking-for-it#3')).toBe('Asking for It');
    expect(card('spend', 'p0:rich-kid#1')).toBeUndefined();
    expect(card('pass')).toBeUndefined();
    expect(balance.card!(match.G, match.ctx, '0', { event: 'endTurn' })).toBeUndefined();
  });

  it('pairs the eight preconstructed decks, chosen by the deck0 and deck1 options', () => {
    expect(balance.pairings).toEqual({
      options: ['deck0', 'deck1'],
      decks: PRECONSTRUCTED_DECKS.map((deck) => deck.key),
    });
    expect(balance.pairings!.decks).toHaveLength(8);
  });
});
