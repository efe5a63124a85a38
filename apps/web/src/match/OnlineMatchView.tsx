/**
 * An online match as the page shows it: the board, the seats with their ratings and clocks, the
 * invite link, chat, take-backs, looking back, and the seat's actions. The logic lives in the
 * hooks beside it (use-online-connection, use-match-error, use-guarded-moves, use-seat-actions,
 * use-next-match, use-look-back; the clocks in lifecycle/use-lifecycle); this only renders.
 */
import { seatName, type GameModule } from '@gridplay/core';
import { AfterTheGame } from './AfterTheGame';
import { paths } from '../app/router';
import type { SeatCredentials } from '../app/storage';
import { Loading } from '../app/Status';
import { safeName } from '../lobby/lobby-api';
import { SeatRating } from '../account/SeatRating';
import { useSeatRatings } from '../account/seat-ratings';
import { boardProps } from './board-props';
import { useMovesTestHook } from './test-hook';
import { ForcedMoveNote, useForcedMoves } from './table/forced-moves';
import { LeaveButton } from './LeaveButton';
import { ResignButton } from './ResignButton';
import { refusalWords, type SeatNames } from './frame-text';
import { MatchFrame, type SeatInfo } from './MatchFrame';
import { ChatPanel } from './social/ChatPanel';
import { AskTakeBackButton, TakeBackPanel } from './social/OnlineTakeBack';
import { LookBack, LookBackButton } from './social/LookBack';
import { useLifecycle } from './lifecycle/use-lifecycle';
import { SeatLifecycle } from './lifecycle/SeatLifecycle';
import { AwayOffers } from './lifecycle/AwayOffers';
import { EndingNote, TimeControlNote } from './lifecycle/LifecycleNotes';
import { SeatLost } from './lifecycle/SeatLost';
import { ClockStrip } from './lifecycle/ClockStrip';
import { useOnlineConnection } from './use-online-connection';
import { useMatchError } from './use-match-error';
import { useGuardedMoves } from './use-guarded-moves';
import { useSeatActions } from './use-seat-actions';
import { useNextMatch } from './use-next-match';
import { useLookBack } from './use-look-back';

export function OnlineMatchView({
  module,
  matchID,
  seat,
}: {
  module: GameModule;
  matchID: string;
  seat?: SeatCredentials;
}) {
  const playerID = seat?.playerID ?? null;
  const { client, feed, state, matchData, everConnected } = useOnlineConnection(
    module,
    matchID,
    seat,
  );
  const [error, setError] = useMatchError(client, matchID, playerID, state?._stateID);
  const over = state?.ctx.gameover !== undefined && state !== null;
  const nextMatchID = useNextMatch(module.meta.id, matchID, over);
  const { busy, leave, resign, rematch } = useSeatActions(
    module,
    matchID,
    seat,
    state?.ctx.numPlayers,
    nextMatchID,
    setError,
  );
  const lookBack = useLookBack(module.game.name, matchID, seat, setError);
  const moves = useGuardedMoves(client, module, playerID, setError);
  useMovesTestHook(moves);
  const lifecycle = useLifecycle(client, matchID);
  const forcedNote = useForcedMoves(
    module,
    state?._stateID ?? -1,
    state && playerID !== null && state.isActive
      ? [{ seat: playerID, state: { G: state.G, ctx: state.ctx }, who: 'you' }]
      : [],
    (_seat, choice) =>
      'move' in choice
        ? moves[choice.move]?.(...(choice.args ?? []))
        : (client.events as Record<string, (...args: unknown[]) => void>)[choice.event]?.(
            ...(choice.args ?? []),
          ),
  );
  const ratings = useSeatRatings(
    module.meta.id,
    matchID,
    `${(matchData ?? []).map((p) => p.name ?? '').join('|')}|${over}`,
  );
  // Before any state, a refusal can only be the seat's sync being refused.
  if (!state)
    return error && seat ? <SeatLost matchID={matchID} reason={error} /> : <Loading what="match" />;

  const connected = state.isConnected;
  const numPlayers = state.ctx.numPlayers;
  const seats: SeatInfo[] = Array.from({ length: numPlayers }, (_, i) => {
    const data = matchData?.find((p) => p.id === i);
    // A taken seat says whether its player is here now (a closed tab reads "offline", not "online").
    const presence = data?.isConnected ? 'online' : 'offline';
    const label = String(i) === playerID ? 'you' : safeName(data?.name, i) ? presence : 'open seat';
    return {
      id: String(i),
      label,
      connected: data?.name ? Boolean(data.isConnected) : undefined,
      extra: (
        <>
          <SeatRating rating={ratings[String(i)]} />
          <SeatLifecycle
            view={lifecycle.view}
            seat={String(i)}
            name={safeName(data?.name, i) ?? seatName(module.meta, String(i))}
            over={over}
          />
        </>
      ),
    };
  });
  const waitingFor = matchData?.filter((p) => !p.name) ?? [];
  const names: SeatNames = Object.fromEntries(
    (matchData ?? []).map((p) => [String(p.id), safeName(p.name, p.id)]),
  );
  const shownError = error && refusalWords(module, error, names);
  const link = `${window.location.origin}${paths.match(module.meta.id, matchID)}`;
  const label = (s: string) => names[s] ?? seatName(module.meta, s);
  const lookingBack = lookBack.moments ? (
    <LookBack
      module={module}
      moments={lookBack.moments}
      playerID={playerID}
      names={names}
      matchID={matchID}
      onBackToLive={lookBack.close}
    />
  ) : undefined;
  const G = state.G;
  const ctx = state.ctx;
  const log = state.log ?? [];

  return (
    <MatchFrame
      module={module}
      state={{ G, ctx, log }}
      playerID={playerID}
      boardProps={boardProps({
        G,
        ctx,
        log,
        playerID,
        matchID,
        moves,
        events: client.events as Record<string, (...args: unknown[]) => void>,
        isActive: state.isActive,
        isMultiplayer: true,
        isConnected: connected,
        credentials: seat?.credentials,
        matchData,
        lastError: shownError,
      })}
      names={names}
      seats={seats}
      modeLabel="Online"
      error={shownError}
      onDismissError={() => setError(undefined)}
      connection={connected ? 'connected' : everConnected ? 'reconnecting' : undefined}
      notice={
        <>
          <ForcedMoveNote text={forcedNote} />
          <AwayOffers
            view={lifecycle.view}
            playerID={playerID}
            numPlayers={numPlayers}
            over={over}
            name={label}
            onAct={lifecycle.act}
          />
          <ClockStrip
            view={lifecycle.view}
            seats={seats.map((s) => s.id)}
            name={label}
            over={over}
          />
        </>
      }
      resultNote={<EndingNote view={lifecycle.view} name={(s) => label(s)} />}
      curtain={lookingBack}
      side={
        <>
          {waitingFor.length > 0 && state.ctx.gameover === undefined ? (
            <section className="panel" aria-label="Invite">
              <h2>Invite a friend</h2>
              <p className="muted" style={{ margin: '0 0 8px', fontSize: 14 }}>
                Waiting for {waitingFor.map((p) => seatName(module.meta, String(p.id))).join(', ')}.
                Send this link:
              </p>
              <div className="invite">
                <input
                  type="text"
                  readOnly
                  value={link}
                  aria-label="Match link"
                  data-invite-link
                  onFocus={(e) => e.target.select()}
                />
                <button
                  className="btn small"
                  type="button"
                  onClick={() => void navigator.clipboard?.writeText(link)}
                >
                  Copy
                </button>
              </div>
            </section>
          ) : undefined}
          <TimeControlNote view={lifecycle.view} refusal={lifecycle.refusal} />
          <TakeBackPanel feed={feed} seat={playerID} stateID={state._stateID} label={label} />
          <ChatPanel feed={feed} playerID={playerID} />
        </>
      }
      actions={
        <>
          {seat && !over && (
            <AskTakeBackButton feed={feed} stateID={state._stateID} disabled={lookBack.active} />
          )}
          {(seat || over) && (
            <LookBackButton onClick={() => void lookBack.open()} disabled={lookBack.active} />
          )}
          {seat && !over && (
            <ResignButton numPlayers={numPlayers} busy={busy} onResign={() => void resign()} />
          )}
          <LeaveButton
            label={seat ? 'Leave' : 'Stop watching'}
            confirm={Boolean(seat) && !over}
            warning="Leave this match? Your seat is given up and the others are told you left."
            busy={busy}
            onLeave={() => void leave()}
          />
        </>
      }
      gameOverActions={
        <>
          {seat && (
            <button
              className="btn primary"
              type="button"
              onClick={() => void rematch()}
              disabled={busy}
              data-rematch
            >
              {nextMatchID ? 'Join the rematch' : 'Rematch'}
            </button>
          )}
          <AfterTheGame where="online" gameId={module.meta.id} matchId={matchID} />
        </>
      }
    />
  );
}
