/**
 * The pool's figures (issue 31): eight NetNavis with their own emblems, at least 80 cards
 * spread over the four colours and three kinds, every emblem named by six cards, every card
 * playable by a preconstructed deck, and every shipped deck legal and wholly playable.
 */
import { describe, expect, it } from 'vitest';
import { cardDef, CARDS, COLOURS, EMBLEMS, fullName, type CardDef } from './cards';
import {
  DEMO_DECKS,
  DEMO_OTHER_CARDS,
  deckRefusals,
  PRECONSTRUCTED_DECKS,
  unplayableCards,
} from './decks';
import { meta } from './meta';
import { OWN_DECK } from './deck-choice';
import { listIsSecret } from './state';
import { newMatch } from './testing/scenario';

const navis = CARDS.filter((c) => c.kind === 'navi');
const others = CARDS.filter((c) => c.kind !== 'navi');
/** A card names an emblem when it bears it (large) or needs it (small). */
const namesEmblem = (card: CardDef, emblem: string) =>
  card.emblem === emblem || Boolean(card.needs.emblems?.[emblem as never]);

describe('the pool', () => {
  it('eight NetNavis, each with its own emblem, figures and plan', () => {
    expect(navis.map((n) => n.name)).toEqual([
      'GutsMan',
      'TorchMan',
      'MegaMan',
      'ProtoMan',
      'ElecMan',
      'WoodMan',
      'Roll',
      'IceMan',
    ]);
    expect(new Set(navis.map((n) => n.emblem))).toEqual(new Set(EMBLEMS));
    for (const navi of navis) {
      expect([navi.strength, navi.defense, navi.blast].every((n) => n! >= 1)).toBe(true);
      expect(navi.whenever).toBeDefined();
      expect(navi.plan).toBeTruthy();
    }
    expect(new Set(navis.map((n) => n.plan)).size).toBe(8);
    // Each NetNavi answers something different (or answers it differently).
    const answers = navis.map((n) => `${n.whenever!.on}/${n.whenever!.by}/${n.text}`);
    expect(new Set(answers).size).toBe(8);
  });

  it('at least 80 cards besides the NetNavis, 20 of each colour at least, all three kinds', () => {
    expect(others.length).toBeGreaterThanOrEqual(80);
    for (const colour of COLOURS)
      expect(others.filter((c) => c.colour === colour).length, colour).toBeGreaterThanOrEqual(20);
    for (const kind of ['resource', 'event', 'chip'] as const)
      expect(others.filter((c) => c.kind === kind).length, kind).toBeGreaterThanOrEqual(20);
    const yellowResources = others.filter((c) => c.kind === 'resource' && c.colour === 'yellow');
    expect(yellowResources.length).toBeGreaterThan(1);
  });

  it('no card needs two colours at once (the deck check counts a name once for each colour)', () => {
    expect(others.filter((c) => Object.keys(c.needs.colours ?? {}).length > 1)).toEqual([]);
  });

  it('every emblem is named by at least six cards', () => {
    for (const emblem of EMBLEMS)
      expect(others.filter((c) => namesEmblem(c, emblem)).length, emblem).toBeGreaterThanOrEqual(6);
  });
});

describe('the shipped decks', () => {
  it('a preconstructed 60-card deck for each NetNavi: 1 NetNavi + 59, at most 4 copies', () => {
    expect(PRECONSTRUCTED_DECKS.map((d) => d.navi)).toEqual(navis.map((n) => n.id));
    expect(new Set(PRECONSTRUCTED_DECKS.map((d) => d.key)).size).toBe(8);
    for (const deck of PRECONSTRUCTED_DECKS) {
      expect(deckRefusals(deck.cards), deck.key).toEqual([]);
      expect(deck.cards[deck.navi]).toBe(1);
    }
  });

  it('the demo decks stay 30 cards', () => {
    for (const deck of DEMO_DECKS) expect(deckRefusals(deck.cards, DEMO_OTHER_CARDS)).toEqual([]);
  });

  it('every card of every demo and preconstructed deck can be played by that deck', () => {
    for (const deck of [...DEMO_DECKS, ...PRECONSTRUCTED_DECKS])
      expect(unplayableCards(deck.cards), deck.key).toEqual([]);
  });

  it('every card of the pool is in a preconstructed deck that can play it', () => {
    const missing = others.filter(
      (card) =>
        !PRECONSTRUCTED_DECKS.some(
          (deck) => deck.cards[card.id] && !unplayableCards(deck.cards).includes(fullName(card)),
        ),
    );
    expect(missing.map((c) => c.id)).toEqual([]);
  });

  it('the check finds a card a deck cannot play: the old TorchMan demo deck with Patch Up', () => {
    const { backdraft, ...rest } = DEMO_DECKS.find((d) => d.key === 'torchman')!.cards;
    const old = { ...rest, 'patch-up': backdraft };
    expect(unplayableCards(old)).toEqual(['Patch Up']);
    // Each kind of requirement: too few distinct names of a colour, a missing emblem, power.
    expect(unplayableCards({ torchman: 1, 'aura-wall': 4, rival: 4 })).toEqual(['Aura Wall']);
    expect(unplayableCards({ torchman: 1, 'aura-wall': 4, rival: 4, 'rio-netbattler': 1 })).toEqual(
      [],
    );
    expect(unplayableCards({ gutsman: 1, 'guts-punch': 4, cannon: 4 })).toEqual(['Guts Punch']);
    // A resource never counts towards itself: Big Trouble needs a GutsMan emblem besides its own.
    expect(unplayableCards({ megaman: 1, 'big-trouble': 4 })).toEqual(['Big Trouble']);
  });

  it('a preconstructed deck is a choice of the match setup, dealt in full, its list public', () => {
    const choices = meta.setupOptions.find((o) => o.key === 'deck0')!.choices!;
    expect(choices.map((c) => c.value)).toEqual([
      ...DEMO_DECKS.map((d) => d.key),
      ...PRECONSTRUCTED_DECKS.map((d) => d.key),
      OWN_DECK,
    ]);
    const match = newMatch({ deck0: 'roll-60', deck1: 'iceman-60' });
    const [roll, iceman] = [match.G.seats['0'], match.G.seats['1']];
    expect([cardDef(roll.navi).name, cardDef(iceman.navi).name]).toEqual(['Roll', 'IceMan']);
    const zones = [roll.deck, roll.hand, roll.gauge, roll.resources, roll.discard];
    expect(zones.flat()).toHaveLength(59);
    expect([roll.deckName, listIsSecret(roll)]).toEqual(['roll-60', false]);
  });
});
