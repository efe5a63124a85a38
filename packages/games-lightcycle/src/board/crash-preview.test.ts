/** A previewed run is a crash when it certainly is, whatever the others play; never otherwise. */
import { describe, expect, it } from 'vitest';
import { cellAt, scenario } from '../testing/scenario';
import { crashesOnRun } from './crash-preview';

const at = cellAt(10);
const EAST = 1;
const NORTH = 0;

describe('crash preview', () => {
  // Player 1 heads east from (5,5); player 2's trail runs down column 7.
  const match = scenario(
    2,
    { 0: [at(5, 5), at(5, 4)], 1: [at(3, 7), at(4, 7), at(5, 7), at(6, 7)] },
    { flags: [at(4, 5)] },
  );
  const G = match.view('0');

  it('is no crash onto a free cell or a flag', () => {
    expect(crashesOnRun(G, at(5, 5), EAST, 1)).toBe(false);
    expect(crashesOnRun(G, at(5, 5), NORTH, 1)).toBe(false);
  });

  it('is a crash onto a trail, also further along an Over-Drive run', () => {
    expect(crashesOnRun(G, at(5, 5), EAST, 2)).toBe(true);
    expect(crashesOnRun(G, at(5, 5), EAST, 3)).toBe(true);
  });

  it('is a crash onto a head, off the Grid and across a Crusher', () => {
    expect(crashesOnRun(G, at(2, 7), 2, 1)).toBe(true); // onto player 2's head
    expect(crashesOnRun(G, at(0, 0), NORTH, 1)).toBe(true);
    const crushed = match.patch((state) => {
      state.crushers[0] = { edge: [at(5, 5), at(5, 6)], placedBy: '1' };
    });
    expect(crashesOnRun(crushed.view('0'), at(5, 5), EAST, 1)).toBe(true);
  });
});
