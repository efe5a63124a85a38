/**
 * The cells the player can click now, as buttons laid over the Grid's drawing. From the
 * keyboard, Tab reaches them in reading order and the arrow keys move to the nearest clickable
 * cell in that direction, so a placement among a hundred cells is a few key presses.
 */
import type { KeyboardEvent } from 'react';
import { colOf, rowOf, step, type Direction } from '../grid';
import { cellsInset } from './GridView';

export interface CellTarget {
  cell: number;
  kind: 'move' | 'choice';
  move?: string;
  /** Taking it is a certain crash. */
  crash?: boolean;
  /** Drawn highlighted: a few cells to choose among (not every empty cell of a placement). */
  highlight?: boolean;
  onClick: () => void;
  label: string;
}

const ARROWS: Record<string, Direction> = { ArrowUp: 0, ArrowRight: 1, ArrowDown: 2, ArrowLeft: 3 };

/** The nearest clickable cell from `from` in `direction`, past cells that are not, or null. */
export function nextTarget(
  from: number,
  direction: Direction,
  clickable: ReadonlySet<number>,
  size: number,
): number | null {
  for (let cell = step(from, direction, size); cell !== null; cell = step(cell, direction, size))
    if (clickable.has(cell)) return cell;
  return null;
}

export function CellButtons({
  targets,
  size,
  picked,
}: {
  targets: CellTarget[];
  size: number;
  /** The cell chosen in an earlier step (a placement's head, a Crusher's cell). */
  picked?: number;
}) {
  const inset = cellsInset(size);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = ARROWS[event.key];
    const from = Number((event.target as HTMLElement).dataset?.cell);
    if (direction === undefined || !Number.isInteger(from)) return;
    const clickable = new Set(targets.map((t) => t.cell));
    for (
      let cell = step(from, direction, size);
      cell !== null;
      cell = step(cell, direction, size)
    ) {
      if (!clickable.has(cell)) continue;
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>(`[data-cell="${cell}"]`)?.focus();
      return;
    }
  };
  return (
    <div
      className="lc-cells"
      role="group"
      aria-label="Cells you can choose (arrow keys move between them)"
      onKeyDown={onKeyDown}
      style={{
        gridTemplateColumns: `repeat(${size}, 1fr)`,
        gridTemplateRows: `repeat(${size}, 1fr)`,
        top: inset.start,
        left: inset.start,
        right: inset.end,
        bottom: inset.end,
      }}
    >
      {[...targets]
        .sort((a, b) => a.cell - b.cell)
        .map((target) => (
          <button
            key={target.cell}
            type="button"
            className={[
              'lc-cell',
              target.kind === 'move' && 'lc-target',
              target.crash && 'lc-crash',
              target.highlight && 'lc-option',
            ]
              .filter(Boolean)
              .join(' ')}
            style={{
              gridColumn: colOf(target.cell, size) + 1,
              gridRow: rowOf(target.cell, size) + 1,
            }}
            aria-label={target.label}
            title={target.label}
            onClick={target.onClick}
            data-cell={target.cell}
            {...(target.kind === 'move'
              ? { 'data-move': target.move }
              : { 'data-choice': `cell-${target.cell}` })}
          />
        ))}
      {picked !== undefined && (
        <div
          className="lc-cell lc-picked"
          style={{ gridColumn: colOf(picked, size) + 1, gridRow: rowOf(picked, size) + 1 }}
        />
      )}
    </div>
  );
}
