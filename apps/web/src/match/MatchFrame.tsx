/**
 * The frame every board sits in: status bar, players, plain-words log, move errors, the
 * game-over screen. The board itself only draws the game.
 */
import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { type GameModule, type GridplayBoardProps } from '@gridplay/core';
import type { Ctx, LogEntry } from 'boardgame.io';
import { Link } from '../app/Link';
import { paths } from '../app/router';
import { Loading } from '../app/Status';
import { boardOf } from './board-loader';
import {
  logLines,
  namedStatus,
  outcomeOf,
  playerLabel,
  resultTitle,
  sinceMyLastMove,
  thinkingLine,
  withNames,
  winnersOf,
  type SeatNames,
} from './frame-text';
import { useTurnSignal } from './turn-signal';
import { TurnSoundToggle } from './table/TurnSoundToggle';

export interface SeatInfo {
  id: string;
  /** Player's name, "AI (hard)", "You"… */
  label: string;
  connected?: boolean;
  /** Shown at the end of the seat's row (its clock, an away badge…). */
  extra?: ReactNode;
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
  /** Names of the bots that are deciding now, if any. */
  thinking?: readonly string[];
  connection?: 'connected' | 'reconnecting';
  /** Extra panels (invite link…) above the log. */
  side?: ReactNode;
  /** Buttons for the top of the frame (leave…). */
  actions?: ReactNode;
  gameOverActions: ReactNode;
  /** Hides the board (hotseat hand-over). */
  curtain?: ReactNode;
  /** A floating note over the page (a decision taken for the player…). */
  notice?: ReactNode;
  /** Stays with the status bar at the top of the window (the tutorial's coach). */
  banner?: ReactNode;
  /** Player names by seat (from the lobby or the create form). */
  names?: SeatNames;
  /** Under the result: how the match ended when its rules did not end it alone (on time…). */
  resultNote?: ReactNode;
  /**
   * 'seat': this page plays one seat, so the result is personal ("Victory").
   * 'table': several people share the page (hotseat), so the result names the winner.
   */
  perspective?: 'seat' | 'table';
}

export class BoardBoundary extends Component<{ children: ReactNode }, { failed?: string }> {
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
  names,
  perspective,
}: Pick<
  MatchFrameProps,
  | 'module'
  | 'state'
  | 'playerID'
  | 'thinking'
  | 'connection'
  | 'modeLabel'
  | 'names'
  | 'perspective'
>) {
  const status = namedStatus(module, state, playerID, names, perspective);
  useTurnSignal(module.meta.title, status.mine);
  const news = sinceMyLastMove(logLines(module, state.log), playerID);
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
      {/* Focusable: a long prompt scrolls inside its fixed height, by keyboard too. */}
      <span className="prompt" data-prompt tabIndex={0}>
        {status.prompt}
      </span>
      {news.length > 0 && state.ctx.gameover === undefined && (
        <span className="news" data-news title={news.map((line) => line.text).join('\n')}>
          <strong>Just now:</strong>{' '}
          {news
            .slice(-2)
            .map((line) => withNames(line.text, module, names))
            .join(' · ')}
        </span>
      )}
      <span className="badges">
        {thinking && thinking.length > 0 && (
          <span className="thinking" role="status" data-thinking>
            <span className="dots" aria-hidden="true">
              <i />
              <i />
              <i />
            </span>
            {thinkingLine(thinking)}
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
          {playerID === null ? 'Spectating' : `You: ${playerLabel(module, playerID, names)}`}
        </span>
      </span>
    </section>
  );
}

function GameLog({
  module,
  log,
  playerID,
  names,
}: {
  module: GameModule;
  log: readonly LogEntry[];
  playerID: string | null;
  names?: SeatNames;
}) {
  const lines = logLines(module, log);
  const list = useRef<HTMLOListElement>(null);
  // Only the log scrolls to its newest line: scrollIntoView would scroll the page too, and a
  // move must never move the page under the player's finger.
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines.length]);
  return (
    <section className="panel" aria-label="Game log">
      <h2>Log</h2>
      {lines.length === 0 ? (
        <p className="muted" style={{ margin: 0, fontSize: 14 }}>
          No moves yet.
        </p>
      ) : (
        // Focusable: a keyboard scrolls the log back as a mouse does.
        <ol className="log" data-log aria-live="polite" ref={list} tabIndex={0}>
          {lines.map((line) => (
            <li key={line.key} className={line.seat === playerID ? 'mine' : undefined}>
              {withNames(line.text, module, names)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** How long the final position stays on the board before the result panel opens over it. */
const REVEAL_MS = 1600;

function GameOver({
  module,
  state,
  playerID,
  actions,
  names,
  perspective,
  seats,
  endedHere,
  note,
}: {
  module: GameModule;
  state: MatchFrameProps['state'];
  playerID: string | null;
  actions: ReactNode;
  names?: SeatNames;
  perspective: 'seat' | 'table';
  seats: SeatInfo[];
  /** The match ended while this page was open (not already over when it opened). */
  endedHere: boolean;
  note?: ReactNode;
}) {
  const { text, verdict } = outcomeOf(module, state, playerID, names);
  const title = resultTitle(
    module,
    state,
    verdict,
    playerID === null ? 'table' : perspective,
    names,
  );
  const winners = new Set(winnersOf(state.ctx));
  const dialog = useRef<HTMLDivElement>(null);
  // A match that ends while the page watches lets the last round play out on the board first;
  // a match that was already over when the page opened shows its result at once.
  const [stage, setStage] = useState<'ending' | 'result' | 'dismissed'>(
    endedHere ? 'ending' : 'result',
  );
  useEffect(() => {
    if (stage !== 'ending') return;
    const timer = setTimeout(() => setStage('result'), REVEAL_MS);
    return () => clearTimeout(timer);
  }, [stage]);
  useEffect(() => {
    if (stage === 'result') dialog.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [stage]);
  if (stage !== 'result') {
    // The final position stays readable; the result and its actions stay one click away.
    return (
      <div className="gameover-bar" data-gameover={verdict} role="status">
        <strong>{title}.</strong> <span data-result>{text}</span> {note}
        <span className="actions">
          <button
            className="btn small"
            type="button"
            onClick={() => setStage('result')}
            data-show-result
          >
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
        data-result-panel
        onKeyDown={(event) => event.key === 'Escape' && setStage('dismissed')}
      >
        <button
          className="btn small ghost dialog-close"
          type="button"
          aria-label="Close the result and see the board"
          onClick={() => setStage('dismissed')}
        >
          ✕
        </button>
        <span className="eyebrow">{module.meta.title}</span>
        <h2 id="gameover-title">{title}</h2>
        <p className="result" data-result>
          {text}
        </p>
        {note}
        <ul className="standings" aria-label="Final standings">
          {seats.map((seat) => (
            <li key={seat.id} className={winners.has(seat.id) ? 'winner' : undefined}>
              <strong>{playerLabel(module, seat.id, names)}</strong>
              <span className="muted"> · {seat.label}</span>
              {winners.has(seat.id) && <span className="badge">winner</span>}
            </li>
          ))}
        </ul>
        <div className="actions">
          {actions}
          <button
            className="btn ghost"
            type="button"
            onClick={() => setStage('dismissed')}
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
  const sawPlay = useRef(state.ctx.gameover === undefined);
  const active = new Set(
    state.ctx.gameover === undefined
      ? state.ctx.activePlayers
        ? Object.keys(state.ctx.activePlayers)
        : [state.ctx.currentPlayer]
      : [],
  );
  return (
    <main
      className="match-shell"
      style={{ ['--accent' as string]: module.meta.accent }}
      data-match={module.meta.id}
    >
      <div style={{ display: 'flex', gap: 10, alignItems: 'center', flexWrap: 'wrap' }}>
        <h1 style={{ margin: 0, fontSize: 20 }}>{module.meta.title}</h1>
        <span className="spacer" style={{ flex: 1 }} />
        {playerID !== null && <TurnSoundToggle />}
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
      <div className="match-top">
        <StatusBar {...props} />
        {props.banner}
        {/* Under the status, never over the decision dock at the bottom of the window. */}
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
      </div>
      {props.notice}
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
                    <strong>{playerLabel(module, seat.id, props.names)}</strong> · {seat.label}
                  </span>
                  {active.has(seat.id) && <span className="badge">to play</span>}
                  {seat.extra}
                </div>
              ))}
            </div>
          </section>
          {props.side}
          <GameLog module={module} log={state.log} playerID={playerID} names={props.names} />
        </aside>
      </div>
      {state.ctx.gameover !== undefined && (
        <GameOver
          module={module}
          state={state}
          playerID={playerID}
          actions={props.gameOverActions}
          names={props.names}
          perspective={props.perspective ?? 'seat'}
          seats={props.seats}
          endedHere={sawPlay.current}
          note={props.resultNote}
        />
      )}
    </main>
  );
}
