/** Over-Drive distances are cells on the Grid along the chosen turn, one per legal distance. */
import { describe, expect, it } from 'vitest';
import { legalChoices } from '../legal-moves';
import { cellAt, scenario } from '../testing/scenario';
import { distanceCells } from './over-drive';

const at = cellAt(10);

describe('Over-Drive on the Grid', () => {
  it('each legal distance is the cell it ends on, in a straight line from the head', () => {
    // Player 1's head at row 5, column 2, facing east (trail to the west).
    const match = scenario(
      2,
      { 0: [at(5, 2), at(5, 1)], 1: [at(10, 10), at(10, 11)] },
      { overDrive: true },
    );
    const legal = legalChoices(match.G, '0');
    const forward = distanceCells(match.G, '0', 'forward', legal);
    const distances = forward.map((c) => c.distance);
    expect(distances).toEqual(
      legal.filter((c) => c.card === 'forward').map((c) => (c as { distance: number }).distance),
    );
    // On the 10×10 Grid, 1 to 7 cells east stay on it; 8 and 9 drive off its edge.
    for (const { cell, distance } of forward)
      expect(cell).toBe(2 + distance <= 9 ? at(5, 2 + distance) : null);
    // A left turn from east runs north, up the column.
    for (const { cell, distance } of distanceCells(match.G, '0', 'left', legal))
      expect(cell).toBe(5 - distance >= 0 ? at(5 - distance, 2) : null);
  });
});
