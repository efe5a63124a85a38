/**
 * The open table above the decision dock: the round's phases, both seats' piles, the MCP's
 * Control track and Tron's programs by status. Compact, so it fits the space the dock leaves.
 * The viewer's own side is marked `data-own-area` for the browser tests (their piles, and Tron's
 * programs or the MCP's Control track), which check it stays in view above the dock.
 */
import { zoneSize } from '@gridplay/core';
import { CardFace, Pile, PlayerPanel } from '@gridplay/table';
import { cardName } from '../cards';
import { PHASE_LABEL, type PhaseName } from '../rules';
import {
  CONTROLS_TO_WIN,
  MCP,
  STATUSES,
  STATUS_LABEL,
  TRON,
  type Seat,
  type TronMcpView,
} from '../state';
import { cardFace } from './CardFace';

/** "Round 3" and the eight phases, the current one named in full, the others by number. */
export function RoundStrip({ round, phase }: { round: number; phase: PhaseName }) {
  return (
    <div
      className="tm-phases"
      role="group"
      aria-label={`Round ${round}, phase ${PHASE_LABEL[phase]}`}
    >
      <span className="tm-round">Round {round}</span>
      <ol>
        {(Object.keys(PHASE_LABEL) as PhaseName[])
          .filter((p) => p !== 'mulligan')
          .map((p) => {
            const [number, name] = PHASE_LABEL[p].split(' · ');
            const now = p === phase;
            return (
              <li
                key={p}
                className={now ? 'tm-now' : undefined}
                aria-current={now ? 'step' : undefined}
                title={PHASE_LABEL[p]}
              >
                {number}
                {now ? ` · ${name}` : <span className="visually-hidden"> {name}</span>}
              </li>
            );
          })}
      </ol>
      {phase === 'mulligan' && <span className="tm-now-alone">{PHASE_LABEL.mulligan}</span>}
    </div>
  );
}

/** One seat: name, hand and deck sizes, the top of the discard pile. */
export function SeatPiles({
  G,
  seat,
  name,
  own = false,
}: {
  G: TronMcpView;
  seat: Seat;
  name: string;
  /** The viewer's own seat. */
  own?: boolean;
}) {
  const piles = G.seats[seat];
  const top = piles.discard[piles.discard.length - 1];
  return (
    <div
      className={`tm-seat tm-seat-${seat === TRON ? 'tron' : 'mcp'}`}
      data-own-area={own ? '' : undefined}
    >
      <PlayerPanel
        name={name}
        color={seat === TRON ? '#35e0ff' : '#ff7a2f'}
        active={G.pending?.seat === seat}
        stats={[
          { label: 'Hand', value: zoneSize(piles.hand) },
          { label: 'Deck', value: zoneSize(piles.deck) },
          { label: 'Discard', value: piles.discard.length },
        ]}
      >
        <Pile
          label="Discard"
          count={piles.discard.length}
          top={top ? { ...cardFace(top, 'sm'), travel: top } : undefined}
        />
      </PlayerPanel>
    </div>
  );
}

/** The MCP's ten Control steps: he wins when all are filled. */
export function ControlTrack({
  controls,
  own = false,
}: {
  controls: readonly string[];
  /** The viewer plays the MCP. */
  own?: boolean;
}) {
  return (
    <section
      className="tm-track-box"
      aria-label={`Control cards: ${controls.length} of ${CONTROLS_TO_WIN}`}
      data-own-area={own ? '' : undefined}
    >
      <h3 aria-hidden="true">
        Control {controls.length}/{CONTROLS_TO_WIN}
      </h3>
      <ol className="tm-track">
        {Array.from({ length: CONTROLS_TO_WIN }, (_, i) => (
          <li
            key={i}
            className={`tm-step${controls[i] ? ' tm-filled' : ''}`}
            title={controls[i] ? cardName(controls[i]) : `Control ${i + 1}: empty`}
            data-travel={controls[i]}
          >
            <span className="tm-step-no" aria-hidden="true">
              {i + 1}
            </span>
            <span className="tm-step-name">
              {controls[i] ? cardName(controls[i]) : <span className="visually-hidden">empty</span>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Tron's programs in four columns by status; those the MCP may derez now are marked. */
export function ProgramGrid({
  G,
  targets,
  own = false,
}: {
  G: TronMcpView;
  /** Programs the seat may choose to derez now (chosen in the dock). */
  targets: ReadonlySet<string>;
  /** The viewer plays Tron. */
  own?: boolean;
}) {
  return (
    <section
      className="tm-grid"
      aria-label="Tron's programs by status"
      data-own-area={own ? '' : undefined}
    >
      {STATUSES.map((status) => {
        const programs = G.programs.filter((p) => p.status === status);
        return (
          <section
            key={status}
            className={`tm-column tm-${status}`}
            aria-label={`${STATUS_LABEL[status]}: ${programs.length ? programs.map((p) => cardName(p.card)).join(', ') : 'no program'}`}
          >
            <h3 aria-hidden="true">{STATUS_LABEL[status]}</h3>
            <div className="tm-programs">
              {programs.map((p) => (
                <div key={p.card} className={targets.has(p.card) ? 'tm-target' : undefined}>
                  <CardFace {...cardFace(p.card, 'sm')} travel={p.card} />
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </section>
  );
}

/** What this seat has been shown of hidden cards (Clu, Logic Probe, Progress Report, a mulligan). */
export function Reveals({ G, seat }: { G: TronMcpView; seat: Seat | null }) {
  if (G.reveals.length === 0) return null;
  return (
    <section className="tm-reveals" aria-label="What you have seen">
      {G.reveals.map((reveal, i) => (
        <div key={i}>
          <strong>{reveal.source}</strong> (
          {reveal.owner === seat
            ? 'your next deck cards'
            : `${reveal.owner === MCP ? "the MCP's" : "Tron's"} hand`}
          ): {reveal.cards.length ? reveal.cards.map(cardName).join(', ') : 'empty'}
        </div>
      ))}
    </section>
  );
}
