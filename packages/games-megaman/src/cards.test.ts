import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARDS, COLOURS, fullName } from './cards';

const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');

describe('the card pool', () => {
  it('BattleChips, Events and Resources of all four colours, destiny 1-4, unique ids', () => {
    const others = CARDS.filter((c) => c.kind !== 'navi');
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(CARDS.length);
    for (const kind of ['chip', 'event', 'resource'] as const)
      expect(
        new Set(others.filter((c) => c.kind === kind).map((c) => c.colour)).size,
      ).toBeGreaterThan(1);
    expect(new Set(others.map((c) => c.colour))).toEqual(new Set(COLOURS));
    for (const card of others) expect(card.destiny).toBeGreaterThanOrEqual(1);
    for (const card of others) expect(card.destiny).toBeLessThanOrEqual(4);
  });

  it('holds the six cards of the example of play', () => {
    const names = CARDS.map(fullName);
    for (const name of [
      'Asking for It',
      'Rich Kid',
      'Big Trouble',
      'Show No Mercy',
      'Tornado',
      'Rival',
    ])
      expect(names).toContain(name);
  });

  it('every card has an effect or a "whenever" matching its text', () => {
    for (const card of CARDS.filter((c) => c.kind !== 'navi')) {
      const spends = card.text.includes('SPEND:');
      if (card.kind === 'resource') expect(Boolean(card.effect)).toBe(spends);
      else expect(card.effect).toBeDefined();
      if (card.text.startsWith('Whenever')) expect(card.whenever).toBeDefined();
    }
  });

  it("RULES.md prints every card's text and every NetNavi's figures as the code has them", () => {
    for (const card of CARDS) expect(rules).toContain(card.text);
    for (const navi of CARDS.filter((c) => c.kind === 'navi'))
      expect(rules).toContain(
        `| ${navi.name} | ${navi.strength} | ${navi.defense} | ${navi.blast} |`,
      );
  });
});
