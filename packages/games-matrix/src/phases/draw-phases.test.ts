import { describe, expect, it } from 'vitest';
import {
  designs,
  HUMANS,
  inHand,
  MACHINES,
  ok,
  scenario,
  setHand,
  stackDeck,
} from '../testing/scenario';

describe('Zion phase: the Humans draw', () => {
  const zion = () =>
    scenario('zion', { seat: HUMANS, stage: 'draw' }, (G) =>
      stackDeck(G, HUMANS, 'apoc', 'oracle', 'neo'),
    );

  it('draw two: the top two cards, then the deck is shuffled', () => {
    const match = zion();
    const rest = match.G.seats[HUMANS].deck.slice(2);
    ok(match, HUMANS, 'drawTwo');
    expect(designs(match.G.seats[HUMANS].hand)).toEqual(['apoc', 'oracle']);
    expect([...match.G.seats[HUMANS].deck].sort()).toEqual([...rest].sort());
    expect(match.G.seats[HUMANS].deck).not.toEqual(rest);
    expect(match.G.pending).toEqual({ seat: HUMANS, stage: 'bringIn' });
  });

  it('take any one card from the deck', () => {
    const match = zion();
    ok(match, HUMANS, 'takeCard', 'hack-mainframe');
    expect(designs(match.G.seats[HUMANS].hand)).toEqual(['hack-mainframe']);
    expect(match.move(HUMANS, 'takeCard', 'neo')).toMatchObject({ ok: false });
  });

  it('refuses a card not in the deck, and the discard choice, in player words', () => {
    const match = zion();
    expect(match.move(HUMANS, 'takeCard', 'morpheus')).toEqual({
      ok: false,
      reason: 'No Morpheus is left in your deck.',
    });
    expect(match.move(HUMANS, 'takeCard', 'nobody')).toEqual({
      ok: false,
      reason: 'There is no card called "nobody".',
    });
    expect(match.move(HUMANS, 'recallCharacter', 'humans:apoc#1')).toEqual({
      ok: false,
      reason: 'Only the Machines may take a card back from their discard.',
    });
    expect(match.move(MACHINES, 'drawTwo')).toEqual({
      ok: false,
      reason: 'You have nothing to do right now: waiting for the other players.',
    });
  });

  it('characters enter play from hand: red-pill and Zion-born humans in the real world, programs in the Matrix', () => {
    const match = scenario('zion', { seat: HUMANS, stage: 'bringIn' }, (G) =>
      setHand(G, HUMANS, 'neo', 'dozer', 'oracle', 'dodge-this'),
    );
    for (const design of ['neo', 'dozer', 'oracle'])
      ok(match, HUMANS, 'bringIn', inHand(match.G, HUMANS, design));
    expect(match.move(HUMANS, 'bringIn', inHand(match.G, HUMANS, 'dodge-this'))).toEqual({
      ok: false,
      reason: 'Dodge This is not a Character card.',
    });
    ok(match, HUMANS, 'pass', 'bringIn');
    expect(match.G.humans.map((h) => h.plugged)).toEqual([false, false, false, false, false]);
    expect(match.ctx.phase).toBe('zeroOne');
    expect(match.G.pending).toEqual({ seat: MACHINES, stage: 'draw' });
  });
});

describe('Zero-One phase: the Machines draw', () => {
  it('a Character card can be taken back from the discard (not an Event), then the deck is shuffled', () => {
    const match = scenario('zeroOne', { seat: MACHINES, stage: 'draw' }, (G) => {
      const smith = G.machines.shift()!;
      G.seats[MACHINES].discard.push(smith);
      setHand(G, MACHINES, 'swarm');
      G.seats[MACHINES].discard.push(G.seats[MACHINES].hand.pop()!);
    });
    const [smith, swarm] = match.G.seats[MACHINES].discard;
    expect(match.move(MACHINES, 'recallCharacter', swarm)).toEqual({
      ok: false,
      reason: 'Swarm is not a Character card.',
    });
    ok(match, MACHINES, 'recallCharacter', smith);
    expect(match.G.seats[MACHINES].hand).toEqual([smith]);
    expect(match.G.seats[MACHINES].discard).toEqual([swarm]);
    ok(match, MACHINES, 'bringIn', smith);
    expect(designs(match.G.machines)).toEqual(['jones', 'smith']);
    ok(match, MACHINES, 'pass', 'bringIn');
    expect(match.ctx.phase).toBe('switch');
  });

  it('a deck that runs out is refilled by shuffling the discard', () => {
    const match = scenario('zeroOne', { seat: MACHINES, stage: 'draw' }, (G) => {
      const piles = G.seats[MACHINES];
      piles.discard.push(...piles.deck.splice(1));
    });
    ok(match, MACHINES, 'drawTwo');
    expect(match.G.seats[MACHINES].hand).toHaveLength(2);
    expect(match.G.seats[MACHINES].discard).toHaveLength(0);
    expect(match.G.seats[MACHINES].deck).toHaveLength(40 - 2);
  });
});

/**
 * "If the deck runs out, shuffle the discard & draw from it" (the seed) holds for both draw
 * choices (RULINGS §4): a deck that ran out is refilled as the draw phase begins, before the
 * choice, so a card in the discard can be taken as well as drawn.
 */
describe('a deck that has run out is refilled before the draw choice', () => {
  /** Every card of the seat's deck goes to its discard. */
  const runOut = (G: Parameters<typeof setHand>[0], seat: typeof HUMANS | typeof MACHINES) => {
    const piles = G.seats[seat];
    piles.discard.push(...piles.deck.splice(0));
  };

  /** The Time phase ends (the Machines discard down to 10) and the Zion phase begins. */
  const humansToDraw = () => {
    const match = scenario('time', { seat: MACHINES, stage: 'discardDown' }, (G) => {
      setHand(G, MACHINES, ...Array<string>(11).fill('firewall'));
      runOut(G, HUMANS);
    });
    expect(match.G.seats[HUMANS].deck).toHaveLength(0);
    ok(match, MACHINES, 'discardDown', inHand(match.G, MACHINES, 'firewall'));
    expect(match.ctx.phase).toBe('zion');
    return match;
  };

  /** The Humans bring nobody in and the Zero-One phase begins. */
  const machinesToDraw = () => {
    const match = scenario('zion', { seat: HUMANS, stage: 'bringIn' }, (G) => runOut(G, MACHINES));
    expect(match.G.seats[MACHINES].deck).toHaveLength(0);
    ok(match, HUMANS, 'pass', 'bringIn');
    expect(match.ctx.phase).toBe('zeroOne');
    return match;
  };

  it('the Humans take any one card: Neo, from the discard they had', () => {
    const match = humansToDraw();
    const cards = match.G.seats[HUMANS].deck.length;
    expect(match.G.seats[HUMANS].discard).toHaveLength(0);
    ok(match, HUMANS, 'takeCard', 'neo');
    expect(designs(match.G.seats[HUMANS].hand)).toEqual(['neo']);
    expect(match.G.seats[HUMANS].deck).toHaveLength(cards - 1);
  });

  it('the Humans draw the top two of the refilled deck', () => {
    const match = humansToDraw();
    const top = match.G.seats[HUMANS].deck.slice(0, 2);
    ok(match, HUMANS, 'drawTwo');
    expect(match.G.seats[HUMANS].hand).toEqual(top);
    expect(match.G.seats[HUMANS].discard).toHaveLength(0);
  });

  it('the Machines take any one card: a Firewall, from the discard they had', () => {
    const match = machinesToDraw();
    const cards = match.G.seats[MACHINES].deck.length;
    expect(match.G.seats[MACHINES].discard).toHaveLength(0);
    ok(match, MACHINES, 'takeCard', 'firewall');
    expect(designs(match.G.seats[MACHINES].hand)).toEqual(['firewall']);
    expect(match.G.seats[MACHINES].deck).toHaveLength(cards - 1);
  });

  it('the Machines draw the top two of the refilled deck', () => {
    const match = machinesToDraw();
    const top = match.G.seats[MACHINES].deck.slice(0, 2);
    ok(match, MACHINES, 'drawTwo');
    expect(match.G.seats[MACHINES].hand).toEqual(top);
    expect(match.G.seats[MACHINES].discard).toHaveLength(0);
  });
});
