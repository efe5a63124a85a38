/**
 * The board as it was at one moment of a match, with the controls to move through them: step
 * back and forward, play/pause, a slider over every decision, and the log up to that moment.
 * The game's own board draws each moment, read-only: it is `inert` (no pointer, no keyboard) and
 * its moves do nothing.
 */
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { GameModule } from '@gridplay/core';
import { Loading } from '../../app/Status';
import { allMoveNames, boardOf } from '../board-loader';
import { boardProps } from '../board-props';
import { BoardBoundary } from '../MatchFrame';
import { playerLabel, withNames, type SeatNames } from '../frame-text';
import type { Moment } from './replay-frames';
import { clampMoment, PLAY_STEP_MS } from './replay-controls';
import './social.css';

export interface ReplayViewerProps {
  module: GameModule;
  moments: readonly Moment[];
  /** Whose side the board is drawn from (null: the table). */
  playerID: string | null;
  names?: SeatNames;
  /** The moment shown first (default: the first). */
  start?: number;
  /** A label for the region ("Replay", "Looking back"). */
  label: string;
  /** Extra buttons beside the controls ("Back to live"). */
  actions?: ReactNode;
  /** The log under the board instead of beside it (inside a match page's board area). */
  stacked?: boolean;
  matchID: string;
}

export function ReplayViewer(props: ReplayViewerProps) {
  const { module, moments, playerID, names } = props;
  const last = moments.length - 1;
  const [index, setIndex] = useState(() => clampMoment(props.start ?? 0, moments.length));
  const [playing, setPlaying] = useState(false);
  const log = useRef<HTMLOListElement>(null);
  const Board = boardOf(module);
  const moves = useMemo(
    () => Object.fromEntries(allMoveNames(module.game).map((name) => [name, () => {}])),
    [module],
  );

  useEffect(() => {
    if (!playing) return;
    if (index >= last) return setPlaying(false);
    const timer = setTimeout(() => setIndex((i) => Math.min(i + 1, last)), PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, index, last]);

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [index]);

  const moment = moments[index];
  const go = (to: number) => {
    setPlaying(false);
    setIndex(clampMoment(to, moments.length));
  };
  const lines = moments
    .slice(1, index + 1)
    .flatMap((m, i) => (m.text ? [{ key: i, seat: m.actor, text: m.text }] : []));

  return (
    <section
      className="replay"
      aria-label={props.label}
      data-replay
      data-moment={index}
      data-moments={moments.length}
      onKeyDown={(event) => {
        if (event.target instanceof HTMLInputElement) return;
        if (event.key === 'ArrowLeft') go(index - 1);
        if (event.key === 'ArrowRight') go(index + 1);
      }}
    >
      <div className="replay-controls" role="group" aria-label="Replay controls">
        <button
          className="btn small"
          type="button"
          onClick={() => go(0)}
          disabled={index === 0}
          aria-label="First moment"
        >
          « Start
        </button>
        <button
          className="btn small"
          type="button"
          onClick={() => go(index - 1)}
          disabled={index === 0}
          data-replay-back
        >
          ◀ Back
        </button>
        <button
          className="btn small primary"
          type="button"
          onClick={() => (index >= last ? (setIndex(0), setPlaying(true)) : setPlaying(!playing))}
          disabled={last === 0}
          data-replay-play
        >
          {playing ? 'Pause' : 'Play'}
        </button>
        <button
          className="btn small"
          type="button"
          onClick={() => go(index + 1)}
          disabled={index >= last}
          data-replay-forward
        >
          Forward ▶
        </button>
        <button
          className="btn small"
          type="button"
          onClick={() => go(last)}
          disabled={index >= last}
          aria-label="Last moment"
          data-replay-end
        >
          End »
        </button>
        <input
          type="range"
          className="replay-slider"
          min={0}
          max={last}
          value={index}
          onChange={(event) => go(Number(event.target.value))}
          aria-label="Moment of the match"
          aria-valuetext={`Decision ${index} of ${last}`}
          data-replay-slider
        />
        <span className="muted replay-count" data-replay-count>
          {index === 0 ? 'Start' : `Decision ${index} of ${last}`}
        </span>
        {props.actions}
      </div>
      <p className="replay-caption" aria-live="polite" data-replay-caption>
        {index === 0
          ? 'The match as it began.'
          : moment.text
            ? withNames(moment.text, module, names)
            : `${moment.actor === null ? 'The game' : playerLabel(module, moment.actor, names)} decided.`}
      </p>
      <div className={props.stacked ? 'replay-body stacked' : 'replay-body'}>
        <div className="replay-board" inert data-replay-board>
          <BoardBoundary key={index}>
            <Suspense fallback={<Loading what="board" />}>
              <Board
                {...boardProps({
                  G: moment.G,
                  ctx: moment.ctx,
                  log: [],
                  playerID,
                  matchID: props.matchID,
                  moves,
                  events: {},
                  isActive: false,
                  isMultiplayer: false,
                  isConnected: true,
                })}
              />
            </Suspense>
          </BoardBoundary>
        </div>
        <section className="panel replay-log" aria-label="Log up to this moment">
          <h2>Log</h2>
          {lines.length === 0 ? (
            <p className="muted">No decisions yet.</p>
          ) : (
            <ol className="log" ref={log} data-replay-log>
              {lines.map((line) => (
                <li key={line.key} className={line.seat === playerID ? 'mine' : undefined}>
                  {withNames(line.text, module, names)}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </section>
  );
}
