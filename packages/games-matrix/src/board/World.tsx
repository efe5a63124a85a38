/**
 * One world of the table: who of the Humans is in it (plugged into the Matrix, or awake in the
 * real world) and which Machines (Agents, or Robots). Drawing only: the decisions about these
 * characters are taken in the dock.
 */
import { CardFace } from '@gridplay/table';
import { worldOf } from '../rules';
import type { MatrixView, World as WorldName } from '../state';
import { faceOf } from './faces';

export function World({ G, world }: { G: MatrixView; world: WorldName }) {
  const humans = G.humans.filter((h) => worldOf(G, h.card) === world).map((h) => h.card);
  const machines = G.machines.filter((card) => worldOf(G, card) === world);
  const inMatrix = world === 'matrix';
  const row = (label: string, cards: string[]) => (
    <div className="mx-row" role="group" aria-label={`${label}: ${cards.length}`}>
      <h4>{label}</h4>
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
  return (
    <section
      className={`mx-world mx-${world}`}
      aria-label={inMatrix ? 'The Matrix' : 'The real world'}
    >
      <h3>{inMatrix ? 'The Matrix' : 'The real world'}</h3>
      {row(inMatrix ? 'Humans plugged in' : 'Humans awake', humans)}
      {row(inMatrix ? 'Agents' : 'Robots', machines)}
    </section>
  );
}
