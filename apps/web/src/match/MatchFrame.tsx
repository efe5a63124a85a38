/**
 * The frame every board sits in: status bar, players, plain-words log, move errors, the
 * game-over screen. The board itself only draws the game.
 */
import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { seatName, type GameModule, type GridplayBoardProps } from '@gridplay/core';
import type { Ctx, LogEntry } from 'boardgame.io';
import { Link } from '../app/Link';
import { paths } from '../app/router';
import { Loading } from '../app/Status';
import { boardOf } from './board-loader';
import { logLines, outcomeOf, statusOf } from './frame-text';

export interface SeatInfo {
  id: string;
  /** Player's name, "AI (hard)", "You"… */
  label: string;
  connected?: boolean;
}

export interface MatchFrameProps {
  module: GameModule;
  state: { G: unknown; ctx: Ctx; log: readonly LogEntry[] };
  /** The seat this page plays (null: spectator). */
  playerID: string | null;
  boardProps: GridplayBoardProps;
  seats: SeatInfo[];
  modeLabel: string;
  error?: string;
  onDismissError: () => void;
  /** Seat name of the bot that is thinking, if any. */
  thinking?: string;
  connection?: 'connected' | 'reconnecting';
  /** Extra panels (invite link…) above the log. */
  side?: ReactNode;
  /** Buttons for the top of the frame (leave…). */
  actions?: ReactNode;
  gameOverActions: ReactNode;
  /** Hides the board (hotseat hand-over). */
  curtain?: ReactNode;
}

class BoardBoundary extends Component<{ children: ReactNode }, { failed?: string }> {
  override state: { failed?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { failed: error.message };
  }
  override render() {
    if (this.state.failed) {
      return (
        <p className="alert" role="alert">
          The board failed to draw: {this.state.failed}
        </p>
      );
    }
    return this.props.children;
  }
}

function StatusBar({
  module,
  state,
  playerID,
  thinking,
  connection,
  modeLabel,
}: Pick<
  MatchFrameProps,
  'module' | 'state' | 'playerID' | 'thinking' | 'connection' | 'modeLabel'
>) {
  const status = statusOf(module, state, playerID);
  return (
    <section
      className={`status-bar${status.mine ? ' mine' : ''}`}
      aria-label="Match status"
      data-status
      data-my-turn={status.mine}
    >
      <span className="turn" aria-live="polite">
        {status.turn}
      </span>
      {status.phase && <span className="phase">{status.phase}</span>}
      <span className="prompt" data-prompt>
        {status.prompt}
      </span>
      <span className="badges">
        {thinking && (
          <span className="thinking" role="status" data-thinking>
            <span className="dots" aria-hidden="true">
              <i />
              <i />
              <i />
            </span>
            {thinking} is thinking
          </span>
        )}
        {connection === 'reconnecting' && (
          <span className="badge warn" role="status" data-reconnecting>
            Reconnecting…
          </span>
        )}
        {connection === 'connected' && <span className="badge live">Live</span>}
        <span className="badge">{modeLabel}</span>
        <span className="badge">
          {playerID === null ? 'Spectating' : `You: ${seatName(module.meta, playerID)}`}
        </span>
      </span>
    </section>
  );
}

function GameLog({
  module,
  log,
  playerID,
}: {
  module: GameModule;
  log: readonly LogEntry[];
  playerID: string | null;
}) {
  const lines = logLines(module, log);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [lines.length]);
  return (
    <section className="panel" aria-label="Game log">
      <h2>Log</h2>
      {lines.length === 0 ? (
        <p className="muted" style={{ margin: 0, fontSize: 14 }}>
          No moves yet.
        </p>
      ) : (
        <ol className="log" data-log aria-live="polite">
          {lines.map((line, i) => (
            <li
              key={line.key}
              className={line.seat === playerID ? 'mine' : undefined}
              ref={i === lines.length - 1 ? end : undefined}
            >
              {line.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function GameOver({
  module,
  state,
  playerID,
  actions,
}: {
  module: GameModule;
  state: MatchFrameProps['state'];
  playerID: string | null;
  actions: ReactNode;
}) {
  const { text, verdict } = outcomeOf(module, state, playerID);
  const title =
    verdict === 'won'
      ? 'Victory'
      : verdict === 'lost'
        ? 'Defeat'
        : verdict === 'draw'
          ? 'Draw'
          : 'Game over';
  const dialog = useRef<HTMLDivElement>(null);
  const [minimized, setMinimized] = useState(false);
  useEffect(() => {
    if (!minimized) dialog.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [minimized]);
  if (minimized) {
    // The final position stays readable; the result and its actions stay one click away.
    return (
      <div className="gameover-bar" data-gameover={verdict}>
        <strong>{title}.</strong> <span data-result>{text}</span>
        <span className="actions">
          <button className="btn small" type="button" onClick={() => setMinimized(false)}>
            Show result
          </button>
          {actions}
        </span>
      </div>
    );
  }
  return (
    <div className="overlay" data-gameover={verdict}>
      <div
        className={`dialog verdict-${verdict}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="gameover-title"
        ref={dialog}
      >
        <span className="eyebrow">{module.meta.title}</span>
        <h2 id="gameover-title">{title}</h2>
        <p className="result" data-result>
          {text}
        </p>
        <div className="actions">
          {actions}
          <button
            className="btn ghost"
            type="button"
            onClick={() => setMinimized(true)}
            data-see-board
          >
            See the board
          </button>
        </div>
      </div>
    </div>
  );
}

export function MatchFrame(props: MatchFrameProps) {
  const { module, state, playerID } = props;
  const Board = boardOf(module);
  const active = new Set(
    state.ctx.gameover === undefined
      ? state.ctx.activePlayers
        ? Object.keys(state.ctx.activePlayers)
        : [state.ctx.currentPlayer]
      : [],
  );
  useEffect(() => {
    document.title = `${module.meta.title} — Gridplay`;
  }, [module]);
  return (
    <main
      className="match-shell"
      style={{ ['--accent' as string]: module.meta.accent }}
      data-match={module.meta.id}
    >
      <div style={{ display: 'flex', gap: 10, alignItems: 'center', flexWrap: 'wrap' }}>
        <h1 style={{ margin: 0, fontSize: 20 }}>{module.meta.title}</h1>
        <span className="spacer" style={{ flex: 1 }} />
        <Link
          className="btn small ghost"
          href={paths.rules(module.meta.id)}
          target="_blank"
          rel="noopener"
        >
          Rules
        </Link>
        {props.actions}
      </div>
      <StatusBar {...props} />
      {props.error && (
        <div className="move-error" role="alert" data-error>
          <span>
            <strong>Move refused.</strong> {props.error}
          </span>
          <button
            className="btn small ghost"
            type="button"
            onClick={props.onDismissError}
            aria-label="Dismiss error"
          >
            ✕
          </button>
        </div>
      )}
      <div className="match-layout">
        <div className="board-area">
          {props.curtain ?? (
            <BoardBoundary>
              <Suspense fallback={<Loading what="board" />}>
                <Board {...props.boardProps} />
              </Suspense>
            </BoardBoundary>
          )}
        </div>
        <aside className="side">
          <section className="panel" aria-label="Players">
            <h2>Players</h2>
            <div className="players">
              {props.seats.map((seat) => (
                <div key={seat.id} className={`player${active.has(seat.id) ? ' active' : ''}`}>
                  {seat.connected !== undefined && (
                    <span
                      className={`dot${seat.connected ? ' on' : ''}`}
                      title={seat.connected ? 'Connected' : 'Not connected'}
                    />
                  )}
                  <span className="label">
                    <strong>{seatName(module.meta, seat.id)}</strong> · {seat.label}
                  </span>
                  {active.has(seat.id) && <span className="badge">to play</span>}
                </div>
              ))}
            </div>
          </section>
          {props.side}
          <GameLog module={module} log={state.log} playerID={playerID} />
        </aside>
      </div>
      {state.ctx.gameover !== undefined && (
        <GameOver
          module={module}
          state={state}
          playerID={playerID}
          actions={props.gameOverActions}
        />
      )}
    </main>
  );
}
