import { describe, expect, it } from 'vitest';
import {
  deckSize,
  defIdOf,
  expandDeck,
  indexTable,
  oneOfEachDesign,
  REMEMBERED_INSTANCES,
} from './card-table';

const table = [
  { id: 'ram', name: 'Ram', copies: 2, power: 1 },
  { id: 'tron', name: 'Tron', copies: 1, power: 3 },
] as const;

describe('card tables', () => {
  it('expands copies into instances with stable ids', () => {
    expect(expandDeck(table, 'tron')).toEqual([
      { id: 'tron:ram#1', def: 'ram' },
      { id: 'tron:ram#2', def: 'ram' },
      { id: 'tron:tron#1', def: 'tron' },
    ]);
    expect(deckSize(table)).toBe(3);
  });

  it('rejects duplicate ids and bad copy counts', () => {
    expect(() =>
      expandDeck([...table, { id: 'ram', name: 'Ram', copies: 1, power: 1 }], 'x'),
    ).toThrow(/duplicate/);
    expect(() => expandDeck([{ id: 'a', name: 'A', copies: -1 }], 'x')).toThrow(/copies/);
  });

  it('looks definitions up by id or instance id, loudly on unknown ids', () => {
    const lookup = indexTable(table);
    expect(lookup('tron:ram#2').power).toBe(1);
    expect(lookup('tron').name).toBe('Tron');
    expect(defIdOf('mcp:recognizer#3')).toBe('recognizer');
    expect(() => lookup('nope')).toThrow(/unknown card/);
  });

  it('answers a remembered instance id as the first time, and ids past the remembered ones as well', () => {
    const lookup = indexTable(table);
    expect(lookup('tron:ram#2')).toBe(lookup('tron:ram#2'));
    expect(lookup('tron:ram#2')).toBe(table[0]);
    // Made-up ids (a hostile client's move arguments) beyond the cap are still answered right.
    for (let copy = 0; copy < REMEMBERED_INSTANCES + 50; copy++)
      expect(lookup(`x:tron#${copy}`)).toBe(table[1]);
    expect(() => lookup(`x:nope#1`)).toThrow(/unknown card/);
  });
});

describe('one card per design', () => {
  it('keeps the first copy of each design, in order', () => {
    expect(
      oneOfEachDesign(['tron:aim#1', 'tron:flynn#1', 'tron:aim#2', 'mcp:aim#1', 'tron:flynn#2']),
    ).toEqual(['tron:aim#1', 'tron:flynn#1']);
  });

  it('reads designs the game’s way when told', () => {
    expect(oneOfEachDesign(['a1', 'a2', 'b1'], (card) => card.charAt(0))).toEqual(['a1', 'b1']);
  });
});
