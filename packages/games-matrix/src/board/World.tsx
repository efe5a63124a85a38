/**
 * One world of the table: who of the Humans is in it (plugged into the Matrix, or awake in the
 * real world) and which Machines (Agents, or Robots). Drawing only: the decisions about these
 * characters are taken in the dock.
 *
 * The viewer's own characters come first in each world, so both worlds' rows of them sit side by
 * side at the top, where the dock below does not cover them (marked `data-own-area` for the
 * browser tests); a spectator sees the Humans first.
 *
 * A world takes a share of the table's width by the number of the viewer's own characters in it
 * (at least two cards' worth; a spectator's by its longer row), so six Humans awake beside an
 * empty row of plugged-in Humans stay on one line.
 */
import type { CSSProperties } from 'react';
import { CardFace } from '@gridplay/table';
import { worldOf } from '../rules';
import { MACHINES, type MatrixView, type Seat, type World as WorldName } from '../state';
import { faceOf } from './faces';

export function World({
  G,
  world,
  viewer = null,
}: {
  G: MatrixView;
  world: WorldName;
  /** The seat looking at the table; null for a spectator. */
  viewer?: Seat | null;
}) {
  const humans = G.humans.filter((h) => worldOf(G, h.card) === world).map((h) => h.card);
  const machines = G.machines.filter((card) => worldOf(G, card) === world);
  const inMatrix = world === 'matrix';
  const crowd = Math.max(
    2,
    viewer === MACHINES ? 0 : humans.length,
    viewer === null || viewer === MACHINES ? machines.length : 0,
  );
  const row = (label: string, cards: string[], own: boolean) => (
    <div
      key={label}
      className="mx-row"
      role="group"
      aria-label={`${label}: ${cards.length}`}
      data-own-area={own ? '' : undefined}
    >
      <h4>{own ? `${label} · yours` : label}</h4>
      {cards.length ? (
        cards.map((card) => (
          <CardFace
            key={card}
            {...faceOf(card)}
            size="sm"
            subtitle={G.neutralized.includes(card) ? 'Neutralized' : undefined}
            travel={card}
          />
        ))
      ) : (
        <span className="mx-none">none</span>
      )}
    </div>
  );
  const humansRow = row(
    inMatrix ? 'Humans plugged in' : 'Humans awake',
    humans,
    viewer !== null && viewer !== MACHINES,
  );
  const machinesRow = row(inMatrix ? 'Agents' : 'Robots', machines, viewer === MACHINES);
  return (
    <section
      className={`mx-world mx-${world}`}
      aria-label={inMatrix ? 'The Matrix' : 'The real world'}
      data-crowd={crowd}
      style={{ '--mx-crowd': crowd } as CSSProperties}
    >
      <h3>{inMatrix ? 'The Matrix' : 'The real world'}</h3>
      {viewer === MACHINES ? [machinesRow, humansRow] : [humansRow, machinesRow]}
    </section>
  );
}
