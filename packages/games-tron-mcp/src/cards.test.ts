import { describe, expect, it } from 'vitest';
import { deckSize } from '@gridplay/core';
import { cardDef, MCP_CARDS, mcpDeck, TRON_CARDS, tronDeck } from './cards';

const count = (table: typeof TRON_CARDS, predicate: (c: (typeof TRON_CARDS)[number]) => boolean) =>
  table.filter(predicate).reduce((sum, c) => sum + c.copies, 0);

describe('the card tables (RULINGS §1: complete and exact)', () => {
  it('Tron has 71 cards: 10 Programs, 32 Skill (2 SU), 7 Transport, 7 Activation, 7 Escape, 8 Sub-Routines', () => {
    expect(deckSize(TRON_CARDS)).toBe(71);
    expect(tronDeck()).toHaveLength(71);
    expect(count(TRON_CARDS, (c) => c.kind === 'program')).toBe(10);
    expect(count(TRON_CARDS, (c) => c.kind === 'skill')).toBe(32);
    expect(count(TRON_CARDS, (c) => c.kind === 'skill' && !!c.needsUser)).toBe(2);
    expect(count(TRON_CARDS, (c) => c.kind === 'transport')).toBe(7);
    expect(count(TRON_CARDS, (c) => c.kind === 'activation')).toBe(7);
    expect(count(TRON_CARDS, (c) => c.kind === 'escape')).toBe(7);
    expect(count(TRON_CARDS, (c) => c.kind === 'subroutine')).toBe(8);
  });

  it('the MCP has 43 cards: 6 Games, 20 Security, 10 Control, 7 Sub-Routines', () => {
    expect(deckSize(MCP_CARDS)).toBe(43);
    expect(mcpDeck()).toHaveLength(43);
    expect(count(MCP_CARDS, (c) => c.kind === 'game')).toBe(6);
    expect(count(MCP_CARDS, (c) => c.kind === 'security')).toBe(20);
    expect(count(MCP_CARDS, (c) => c.kind === 'control')).toBe(10);
    expect(count(MCP_CARDS, (c) => c.kind === 'subroutine')).toBe(7);
  });

  it('powers and copies match the printed table', () => {
    const skill = TRON_CARDS.filter((c) => c.kind === 'skill').map((c) => [c.name, c.copies, c.power]);
    expect(skill).toEqual([
      ['Timing', 5, 1], ['Balance', 5, 2], ['Aim', 5, 3], ['Speed', 5, 4], ['Coordination', 5, 5], ['Reflexes', 5, 6],
      ['Divert Beam', 1, 3], ['User Sacrifice', 1, 7],
    ]);
    const games = MCP_CARDS.filter((c) => c.kind === 'game').map((c) => [c.name, c.power]);
    expect(games).toEqual([['Cesta', 1], ['Discs', 2], ['Vice Blasters', 3], ['Space Paranoids', 4], ['Light Cycles', 5], ['Warrior Elite', 6]]);
    const security = MCP_CARDS.filter((c) => c.kind === 'security').map((c) => [c.name, c.copies, c.power, c.onlyIn ?? null]);
    expect(security).toEqual([
      ['Guards', 4, 1, null], ['Grid Bugs', 2, 2, null], ['Recognizers', 4, 3, null], ['Sector Search', 3, 4, null],
      ['Tank Pursuit Force', 3, 5, null], ['Sark', 2, 6, null], ['Deflector Shields', 1, 7, 'programDelete'], ['Giant Sark', 1, 7, 'programDelete'],
    ]);
  });

  it('U and X cards are marked: SU, TU, XU need Flynn; X cards are responses', () => {
    const users = TRON_CARDS.filter((c) => c.needsUser).map((c) => c.name);
    expect(users).toEqual(['Divert Beam', 'User Sacrifice', 'Reassemble Recognizer', 'Re-Energize']);
    const responses = [...TRON_CARDS, ...MCP_CARDS].filter((c) => c.response).map((c) => c.name);
    expect(responses).toEqual(['Re-Energize', 'Transport Disorientation']);
  });

  it('instance ids name their design in both decks, even where names repeat (Light Cycles)', () => {
    expect(cardDef('tron:light-cycles-transport#1').kind).toBe('transport');
    expect(cardDef('mcp:light-cycles#1')).toMatchObject({ kind: 'game', power: 5 });
    expect(() => cardDef('tron:nope#1')).toThrow();
  });
});
