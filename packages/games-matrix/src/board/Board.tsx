/**
 * The Matrix table. Drawing only: the rules say what is legal and every control submits moves
 * they offer. Above, the table as everyone sees it — the phase, the counters as tracks, both
 * worlds side by side, the contest as arithmetic, each side's piles; below, in the decision dock
 * that stays on screen, the decision being taken and the player's hand.
 */
import type { GridplayBoardProps } from '@gridplay/core';
import { zoneSize } from '@gridplay/core';
import { CardFace, Pile, PlayerPanel, TableStyles, Track, useTravel } from '@gridplay/table';
import { useRef } from 'react';
import { PHASE_LABEL, type PhaseName } from '../rules';
import {
  HULL,
  HUMANS,
  MACHINES,
  MISSION_POINTS_TO_WIN,
  SeatName,
  TIME_COUNTERS_TO_WIN,
  type MatrixView,
  type Seat,
} from '../state';
import { BOARD_CSS } from './board-css';
import { ContestView } from './ContestView';
import { DecisionDock } from './DecisionDock';
import { faceOf, GREEN, RED } from './faces';
import { World } from './World';

type Props = GridplayBoardProps<MatrixView>;

export default function Board({ G, ctx, log, moves, playerID }: Props) {
  // Cards glide from where they were to where a move put them (hand → world → discard).
  const table = useRef<HTMLDivElement>(null);
  useTravel(table, log?.length);
  const seat = playerID === HUMANS || playerID === MACHINES ? playerID : null;
  const stage = seat && G.pending?.seat === seat && !ctx.gameover ? G.pending.stage : undefined;
  const submit = (move: string, ...args: unknown[]) =>
    (moves as Record<string, (...a: unknown[]) => void>)[move]?.(...args);
  const phase = (ctx.phase ?? 'time') as PhaseName;

  return (
    <div className="mx-board" ref={table}>
      <TableStyles />
      <style>{BOARD_CSS}</style>
      <header className="mx-phases" aria-label="Turn">
        <span>Turn {Math.max(G.turn, 1)}</span>
        <ol>
          {(Object.keys(PHASE_LABEL) as PhaseName[]).map((p) => (
            <li
              key={p}
              className={p === phase ? 'mx-now' : ''}
              aria-current={p === phase ? 'step' : undefined}
            >
              {PHASE_LABEL[p]}
            </li>
          ))}
        </ol>
      </header>

      <section className="mx-tracks" aria-label="Counters">
        <Track
          label="Mission Points (Humans)"
          value={G.missionPoints}
          max={MISSION_POINTS_TO_WIN}
          tone="good"
        />
        <Track
          label="Time counters (Machines)"
          value={G.timeCounters}
          max={TIME_COUNTERS_TO_WIN}
          tone="bad"
        />
        <Track
          label="Nebuchadnezzar hull"
          value={G.hull}
          max={HULL}
          tone={G.hull <= 2 ? 'bad' : 'good'}
        />
        <Track
          label="Matrix counters"
          value={G.humans.filter((h) => h.plugged).length}
          max={Math.max(1, G.humans.length)}
          tone="neutral"
        />
      </section>

      <div className="mx-worlds">
        <World G={G} world="matrix" viewer={seat} />
        <World G={G} world="real" viewer={seat} />
      </div>

      <ContestView G={G} />

      <div className="mx-panels">
        {[HUMANS, MACHINES].map((s) => {
          const piles = G.seats[s as Seat];
          const top = piles.discard.at(-1);
          return (
            <PlayerPanel
              key={s}
              name={SeatName(s)}
              color={s === HUMANS ? GREEN : RED}
              active={G.pending?.seat === s}
              stats={[
                { label: 'Hand', value: zoneSize(piles.hand) },
                { label: 'Deck', value: zoneSize(piles.deck) },
              ]}
            >
              <Pile
                label="Discard"
                count={piles.discard.length}
                top={top ? { ...faceOf(top), travel: top } : undefined}
              />
            </PlayerPanel>
          );
        })}
      </div>

      {G.completed.length > 0 && (
        <section className="mx-row" aria-label="Completed Missions">
          <h4>Completed Missions</h4>
          {G.completed.map((card) => (
            <CardFace key={card} {...faceOf(card)} size="sm" travel={card} />
          ))}
        </section>
      )}

      {seat && (
        <DecisionDock
          G={G}
          ctx={ctx}
          seat={seat}
          stage={stage}
          submit={submit}
          position={log?.length ?? G}
        />
      )}
    </div>
  );
}
