/**
 * A deck chosen by the player at the table (RULINGS §5: a custom list is its owner's secret;
 * the others see the NetNavi, the deck's size and the cards as they are played).
 */
import { describe, expect, it } from 'vitest';
import { defOf } from './cards';
import { OWN_DECK } from './deck-choice';
import { game } from './game';
import type { MegaManView } from './state';
import { customList } from './testing/custom-list';
import { newMatch, P1, P2 } from './testing/scenario';
import { finishedView } from './view';
import { prompt } from './prompt';

const ownDecks = () => newMatch({ deck0: OWN_DECK, deck1: OWN_DECK }, 'bring');
const LIST = customList('MegaMan', 5);

describe('bringing a deck to the table', () => {
  it('nothing is dealt until every seat has brought a deck; both decide at once', () => {
    const match = ownDecks();
    expect(match.G.bringing).toEqual([P1, P2]);
    expect(match.G.seats[P1]).toMatchObject({ deckName: '', navi: '', deck: [], hand: [] });
    expect(match.activePlayers().sort()).toEqual([P1, P2]);
    const state = { G: match.view(P1), ctx: match.ctx };
    expect(prompt(state, P1)).toBe('Bring your deck to the table');
    expect(prompt(state, null)).toBe('Waiting for Player 1 and Player 2 to bring a deck');
    expect(match.move(P2, 'bringDeck', { deck: 'gutsman' })).toEqual({ ok: true });
    expect(match.G.bringing).toEqual([P1]);
    // Only the seat still choosing is asked now (a hotseat screen goes to it).
    expect(match.activePlayers()).toEqual([P1]);
    expect(match.G.seats[P1].hand).toEqual([]);
    expect(match.G.seats[P2].hand).toEqual([]);
  });

  it('once the last deck is brought, the destiny cut and the opening hands, then the first turn', () => {
    const match = ownDecks();
    match.move(P1, 'bringDeck', { list: LIST });
    match.move(P2, 'bringDeck', { deck: 'torchman' });
    const G = match.G;
    expect(G.bringing).toBeUndefined();
    expect(G.seats[P1].deckName).toBe('custom');
    expect(G.seats[P1].navi).toBe('p0:megaman#1');
    expect(G.seats[P2].deckName).toBe('torchman');
    expect(G.cuts.length).toBeGreaterThan(0);
    expect(match.ctx.currentPlayer).toBe(G.first);
    expect(G.turnNumber).toBe(1);
    expect(G.activeSeat).toBe(G.first);
    // The first player powered up and drew on turn 1 (the seed's rule), the other holds 4.
    const other = G.first === P1 ? P2 : P1;
    expect(G.seats[other].hand).toHaveLength(4);
    expect(G.seats[G.first].hand.length + G.seats[G.first].gauge.length).toBe(6);
    expect(G.pending?.seat).toBe(G.first);
  });

  it('a list that breaks a rule is refused with the line and the reason; nothing changes', () => {
    const match = ownDecks();
    const before = JSON.stringify(match.G);
    expect(match.move(P1, 'bringDeck', { list: '1 MegaMan\n4 Tornado\n4 Nonsense Card' })).toEqual({
      ok: false,
      reason: "Unknown card 'Nonsense Card' on line 3.",
    });
    expect(match.move(P1, 'bringDeck', { list: '1 MegaMan; 5 Tornado' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('At most 4 copies of Tornado'),
    });
    expect(match.move(P1, 'bringDeck', { deck: 'zeroman' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('There is no shipped deck "zeroman"'),
    });
    expect(JSON.stringify(match.G)).toBe(before);
  });

  it('a seat brings its deck once', () => {
    const match = ownDecks();
    match.move(P1, 'bringDeck', { deck: 'gutsman' });
    expect(match.move(P1, 'bringDeck', { list: LIST })).toEqual({
      ok: false,
      reason: 'You have nothing to do right now: waiting for the other players.',
    });
  });

  it('the others see the NetNavi and the deck size of a brought list, never a card of it', () => {
    const match = ownDecks();
    match.move(P1, 'bringDeck', { list: LIST });
    const waiting = match.view(P2);
    expect(waiting.seats[P1].list).toEqual({ hidden: true, size: 59 });
    expect(waiting.seats[P1].deck).toEqual({ hidden: true, size: 59 });
    match.move(P2, 'bringDeck', { deck: 'torchman' });
    const designs = [...new Set(match.G.seats[P1].list.map(defOf))];
    for (const viewer of [P2, null]) {
      const view = match.view(viewer);
      expect(view.seats[P1].navi).toBe('p0:megaman#1');
      expect(view.seats[P1].list).toEqual({ hidden: true, size: 59 });
      expect((view.seats[P1].deck as { size: number }).size).toBe(match.G.seats[P1].deck.length);
      const text = JSON.stringify(view);
      // Nothing was played yet: no card of the list is named anywhere in the view.
      expect(designs.filter((design) => text.includes(`p0:${design}#`))).toEqual([]);
    }
    // Its owner sees the list it brought.
    expect(match.view(P1).seats[P1].list).toEqual(match.G.seats[P1].list.map(defOf).sort());
  });

  it('the move is secret: other seats read its log line, never its arguments', () => {
    const move = (
      game.turn!.stages as Record<string, { moves: Record<string, { redact?: boolean }> }>
    ).bringDeck.moves.bringDeck;
    expect(move.redact).toBe(true);
  });

  it('a bot brings its seat’s demo deck, and has no decision while the other seat chooses', () => {
    const match = ownDecks();
    expect(game.ai.enumerate(match.view(P2), match.ctx, P2)).toEqual([
      { move: 'bringDeck', args: [{ deck: 'torchman' }] },
    ]);
    match.move(P2, 'bringDeck', { deck: 'torchman' });
    expect(game.ai.enumerate(match.view(P2), match.ctx, P2)).toEqual([]);
  });
});

describe('after the match', () => {
  it('its replay shows everything but a brought list: that seat’s hand, deck and gauge stay sizes', () => {
    const match = newMatch({ deck0: OWN_DECK, deck1: 'gutsman' }, 'after');
    match.move(P1, 'bringDeck', { list: LIST });
    const shown = finishedView(match.G) as MegaManView;
    expect(shown.seats[P1]).toEqual(match.view(null).seats[P1]);
    expect(shown.seats[P1].hand).toMatchObject({ hidden: true });
    expect(shown.seats[P2]).toEqual(match.G.seats[P2]);
    // With demo decks only, nothing outlives the match.
    const demo = newMatch();
    expect(finishedView(demo.G)).toBe(demo.G);
  });
});
