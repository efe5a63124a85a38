/** The Grid's clickable cells from the keyboard: reading order, and arrows to the nearest. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CellButtons, nextTarget } from './CellButtons';

const SIZE = 10;

describe('clickable cells', () => {
  it('an arrow key goes to the nearest clickable cell that way, skipping the others', () => {
    const clickable = new Set([11, 14, 41, 19]);
    expect(nextTarget(11, 1, clickable, SIZE)).toBe(14); // east, past 12 and 13
    expect(nextTarget(14, 1, clickable, SIZE)).toBe(19);
    expect(nextTarget(19, 1, clickable, SIZE)).toBeNull(); // the edge
    expect(nextTarget(11, 2, clickable, SIZE)).toBe(41); // south, past 21 and 31
    expect(nextTarget(41, 0, clickable, SIZE)).toBe(11);
    expect(nextTarget(11, 3, clickable, SIZE)).toBeNull();
  });

  it('are buttons with names, in reading order, marked when they crash or stand out', () => {
    const html = renderToStaticMarkup(
      <CellButtons
        size={SIZE}
        targets={[
          {
            cell: 42,
            kind: 'choice',
            highlight: true,
            label: 'Crusher beside C5',
            onClick: () => {},
          },
          {
            cell: 7,
            kind: 'move',
            move: 'chooseCard',
            crash: true,
            label: 'Forward 2 cells, to H1: a crash',
            onClick: () => {},
          },
        ]}
      />,
    );
    const buttons = [...html.matchAll(/<button[^>]*>/g)].map(([b]) => b);
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toContain('data-cell="7"');
    expect(buttons[0]).toContain('lc-crash');
    expect(buttons[0]).toContain('aria-label="Forward 2 cells, to H1: a crash"');
    expect(buttons[1]).toContain('data-choice="cell-42"');
    expect(buttons[1]).toContain('lc-option');
  });
});
