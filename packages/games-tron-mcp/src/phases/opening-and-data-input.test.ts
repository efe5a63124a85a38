import { describe, expect, it } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import { game } from '../game';
import { cardDef } from '../cards';
import {
  cardCount,
  designs,
  inHandCard,
  ok,
  scenario,
  setHand,
  stackDeck,
  MCP,
  TRON,
} from '../testing/scenario';
import type { TronMcpState } from '../state';

/** A fresh match whose opening Tron hand is patched to `designs` and the mulligan offered. */
function opening(...hand: string[]) {
  return scenario('mulligan', { seat: TRON, stage: 'mulligan' }, (G) => {
    setHand(G, TRON, ...hand);
    setHand(G, MCP, 'guards', 'guards', 'cesta', 'discs', 'sark', 'recognizers');
    G.round = 0;
  });
}

describe('setup', () => {
  it('each player has 6 cards from a shuffled deck; every card is somewhere', () => {
    const m = new LocalMatch<TronMcpState>(game, { numPlayers: 2, seed: 'setup' });
    // The match starts at the mulligan question, hands of 6.
    expect(m.ctx.phase).toBe('mulligan');
    expect(m.G.seats[TRON].hand).toHaveLength(6);
    expect(m.G.seats[MCP].hand).toHaveLength(6);
    expect(cardCount(m.G, TRON)).toBe(71);
    expect(cardCount(m.G, MCP)).toBe(43);
    const other = new LocalMatch<TronMcpState>(game, { numPlayers: 2, seed: 'setup-2' });
    expect(other.G.seats[TRON].deck).not.toEqual(m.G.seats[TRON].deck);
  });
});

describe('mulligan', () => {
  it('Tron is asked whatever his hand holds, so the MCP learns nothing from the question [T-1]', () => {
    const withProgram: boolean[] = [];
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((s) => `open-${s}`)) {
      const m = new LocalMatch<TronMcpState>(game, { numPlayers: 2, seed });
      withProgram.push(m.G.seats[TRON].hand.some((c) => cardDef(c).kind === 'program'));
      expect(m.ctx.phase).toBe('mulligan');
      expect(m.G.pending).toEqual({ seat: TRON, stage: 'mulligan' });
      expect(m.G.seats[TRON].hand).toHaveLength(6);
    }
    // The seeds cover both kinds of opening hand.
    expect(withProgram).toContain(true);
    expect(withProgram).toContain(false);
  });

  it('after a mulligan Tron is asked again even when the new hand holds a Program', () => {
    const m = opening('aim', 'aim', 'timing', 'speed', 'bit', 'password');
    m.patch((G) => {
      // Only the 10 Programs stay in the deck: the new hand (6 of 16) holds one.
      const piles = G.seats[TRON];
      piles.discard.push(...piles.deck.filter((c) => cardDef(c).kind !== 'program'));
      piles.deck = piles.deck.filter((c) => cardDef(c).kind === 'program');
    });
    ok(m, TRON, 'mulligan', 1);
    expect(m.G.seats[TRON].hand.some((c) => cardDef(c).kind === 'program')).toBe(true);
    expect(m.G.pending).toEqual({ seat: TRON, stage: 'mulligan' });
    expect(m.move(TRON, 'mulligan', 2)).toEqual({
      ok: false,
      reason: 'You may only mulligan a hand with no Program in it.',
    });
    expect(m.legalMoves(TRON)).toEqual([{ move: 'pass', args: ['mulligan'] }]);
    ok(m, TRON, 'pass', 'mulligan');
    expect(m.G.round).toBe(1);
  });

  it('Tron may mulligan a hand with no Program: it is shuffled back and 6 new cards are drawn', () => {
    const m = opening('aim', 'aim', 'timing', 'speed', 'bit', 'password');
    const old = [...m.G.seats[TRON].hand];
    ok(m, TRON, 'mulligan', 1);
    expect(m.G.mulligans).toBe(1);
    // The game checks the hand itself: nothing is shown to the MCP.
    expect(m.G.reveals).toEqual([]);
    expect(m.G.seats[TRON].hand).toHaveLength(6);
    expect(m.G.seats[TRON].hand).not.toEqual(old);
    expect(cardCount(m.G, TRON)).toBe(71);
  });

  it('a hand with a Program cannot be mulliganed', () => {
    const m = opening('ram', 'aim', 'timing', 'speed', 'bit', 'password');
    expect(m.move(TRON, 'mulligan', 1)).toEqual({
      ok: false,
      reason: 'You may only mulligan a hand with no Program in it.',
    });
    ok(m, TRON, 'pass', 'mulligan');
    // Round 1 begins: Data Input (no one over 8) passes straight to Program Execute.
    expect(m.G.round).toBe(1);
    expect(m.ctx.phase).toBe('programExecute');
  });

  it('at most 3 mulligans; a repeated request cannot mulligan twice', () => {
    const m = opening('aim', 'aim', 'timing', 'speed', 'bit', 'password');
    m.patch((G) => {
      // Keep the deck free of Programs so every new hand can be mulliganed again.
      const programs = G.seats[TRON].deck.filter((c) => cardDef(c).kind === 'program');
      G.seats[TRON].deck = G.seats[TRON].deck.filter((c) => cardDef(c).kind !== 'program');
      G.seats[TRON].discard.push(...programs);
    });
    ok(m, TRON, 'mulligan', 1);
    expect(m.move(TRON, 'mulligan', 1).ok).toBe(false);
    ok(m, TRON, 'mulligan', 2);
    ok(m, TRON, 'mulligan', 3);
    // After the third the hand is kept, whatever it holds: the round begins.
    expect(m.G.mulligans).toBe(3);
    expect(m.G.round).toBe(1);
    expect(m.ctx.phase).toBe('programExecute');
  });
});

describe('Data Input', () => {
  it('the MCP draws 2, then Tron draws 2; a round begins', () => {
    const m = opening('ram', 'aim', 'aim', 'aim', 'timing', 'timing');
    m.patch((G) => {
      setHand(G, MCP, 'guards');
      stackDeck(G, MCP, 'sark', 'cesta');
      stackDeck(G, TRON, 'speed', 'yori');
    });
    ok(m, TRON, 'pass', 'mulligan');
    expect(m.G.round).toBe(1);
    expect(designs(m.G.seats[MCP].hand)).toEqual(['guards', 'sark', 'cesta']);
    expect(designs(m.G.seats[TRON].hand).slice(-2)).toEqual(['speed', 'yori']);
  });

  it('an empty deck is refilled by shuffling the discard; with both empty the draw stops', () => {
    const m = opening('ram');
    m.patch((G) => {
      // The MCP: deck empty, exactly 1 card in the discard. Tron: deck and discard empty
      // (every Tron card is in his hand).
      const mcp = G.seats[MCP];
      mcp.hand.push(...mcp.deck.splice(1));
      mcp.discard.push(...mcp.deck.splice(0));
      G.seats[TRON].hand.push(...G.seats[TRON].deck.splice(0));
    });
    const mcpHandBefore = m.G.seats[MCP].hand.length;
    ok(m, TRON, 'pass', 'mulligan');
    expect(m.G.seats[MCP].hand.length).toBe(mcpHandBefore + 1);
    expect(m.G.seats[MCP].deck).toEqual([]);
    expect(m.G.seats[MCP].discard).toEqual([]);
    // Tron's deck and discard were both empty: he draws nothing.
    expect(m.G.seats[TRON].hand).toHaveLength(71);
  });

  it('over 8 cards, the MCP then Tron discard down to 8, choosing which', () => {
    const m = opening('ram', 'aim', 'aim', 'aim', 'aim', 'timing', 'timing');
    m.patch((G) => {
      setHand(
        G,
        MCP,
        'guards',
        'guards',
        'guards',
        'guards',
        'cesta',
        'discs',
        'sark',
        'recognizers',
      );
    });
    ok(m, TRON, 'pass', 'mulligan');
    expect(m.G.seats[MCP].hand).toHaveLength(10);
    expect(m.G.seats[TRON].hand).toHaveLength(9);
    expect(m.G.pending).toEqual({ seat: MCP, stage: 'discardDown' });
    expect(m.move(TRON, 'discardExcess', inHandCard(m.G, TRON, 'aim')).ok).toBe(false);
    ok(m, MCP, 'discardExcess', inHandCard(m.G, MCP, 'guards'));
    ok(m, MCP, 'discardExcess', inHandCard(m.G, MCP, 'guards'));
    expect(m.G.pending).toEqual({ seat: TRON, stage: 'discardDown' });
    ok(m, TRON, 'discardExcess', inHandCard(m.G, TRON, 'timing'));
    expect(m.G.seats[MCP].hand).toHaveLength(8);
    expect(m.G.seats[TRON].hand).toHaveLength(8);
    expect(designs(m.G.seats[MCP].discard)).toEqual(['guards', 'guards']);
    expect(m.ctx.phase).toBe('programExecute');
  });
});
