/** An online match through the server: join or watch, play, reconnect, leave, rematch. */
import { useEffect, useMemo, useState } from 'react';
import { seatName, type GameModule } from '@gridplay/core';
import type { Ctx, LogEntry } from 'boardgame.io';
import { loadModule } from '../app/games';
import { Link } from '../app/Link';
import { navigate, paths } from '../app/router';
import { saveSeat, seatIn, type SeatCredentials } from '../app/storage';
import { Loading, Problem } from '../app/Status';
import {
  getMatch,
  joinMatch,
  leaveMatch,
  openSeats,
  playAgain,
  safeName,
  type MatchSummary,
} from '../lobby/lobby-api';
import { nameOrGuest, PlayerNameField, usePlayerName } from '../lobby/PlayerName';
import { boardProps } from './board-props';
import { useMovesTestHook } from './test-hook';
import { ForcedMoveNote, useForcedMoves } from './table/forced-moves';
import { refusedBeforeSending } from './precheck';
import { createOnlineClient, onRefusedMove, type OnlineClient } from './online-client';
import { LeaveButton } from './LeaveButton';
import { ResignButton } from './ResignButton';
import { resignMatch } from './resign-api';
import { SeatRating } from '../account/SeatRating';
import { useSeatRatings } from '../account/seat-ratings';
import { refusalWords, type SeatNames } from './frame-text';
import { MatchFrame, type SeatInfo } from './MatchFrame';
import { SocialFeed, isSocialRefusal } from './social/social-feed';
import { ChatPanel } from './social/ChatPanel';
import { AskTakeBackButton, TakeBackPanel } from './social/OnlineTakeBack';
import { LookBack, LookBackButton } from './social/LookBack';
import { fetchOnlineReplay, type Moment } from './social/replay-frames';
import { isLifecycleRefusal, useLifecycle } from './lifecycle/use-lifecycle';
import { SeatLifecycle } from './lifecycle/SeatLifecycle';
import { AwayOffers } from './lifecycle/AwayOffers';
import { EndingNote, TimeControlNote } from './lifecycle/LifecycleNotes';
import { SeatLost } from './lifecycle/SeatLost';
import { ClockStrip } from './lifecycle/ClockStrip';

interface Props {
  gameId: string;
  matchID: string;
}

export default function OnlineMatchPage({ gameId, matchID }: Props) {
  const [module, setModule] = useState<GameModule>();
  const [failure, setFailure] = useState<string>();
  const [seat, setSeat] = useState<SeatCredentials | undefined>(() => seatIn(matchID));
  const [watching, setWatching] = useState(false);
  useEffect(() => {
    loadModule(gameId).then(setModule, (e: Error) => setFailure(e.message));
  }, [gameId]);
  if (failure) return <Problem title="The game could not be loaded" detail={failure} />;
  if (!module) return <Loading what="game" />;
  if (!seat && !watching) {
    return (
      <JoinPanel
        module={module}
        matchID={matchID}
        onJoined={setSeat}
        onWatch={() => setWatching(true)}
      />
    );
  }
  return <OnlineMatchView module={module} matchID={matchID} seat={seat} />;
}

function JoinPanel({
  module,
  matchID,
  onJoined,
  onWatch,
}: {
  module: GameModule;
  matchID: string;
  onJoined: (s: SeatCredentials) => void;
  onWatch: () => void;
}) {
  const [match, setMatch] = useState<MatchSummary>();
  const [missing, setMissing] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [name, setName] = usePlayerName();
  useEffect(() => {
    getMatch(module.meta.id, matchID).then(setMatch, (e: Error) => setMissing(e.message));
  }, [module, matchID]);
  if (missing)
    return (
      <Problem
        title="Match not found"
        detail={`This match does not exist or has ended (${missing}).`}
      />
    );
  if (!match) return <Loading what="match" />;
  const open = openSeats(match);

  async function join(playerID: string) {
    setBusy(true);
    setError(undefined);
    try {
      const playerName = nameOrGuest(name);
      const joined = await joinMatch(module.meta.id, matchID, playerID, playerName);
      const credentials = {
        playerID: joined.playerID,
        credentials: joined.playerCredentials,
        name: playerName,
      };
      saveSeat(matchID, credentials);
      onJoined(credentials);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  }

  return (
    <main className="page" style={{ ['--accent' as string]: module.meta.accent, maxWidth: 560 }}>
      <div className="panel" data-join>
        <span className="eyebrow">You are invited</span>
        <h1 style={{ margin: '8px 0' }}>{module.meta.title}</h1>
        <p className="muted">
          {match.players
            .filter((p) => p.name)
            .map((p) => `${p.name} (${seatName(module.meta, String(p.id))})`)
            .join(', ') || 'Nobody has joined yet.'}
        </p>
        {open.length > 0 ? (
          <>
            <PlayerNameField name={name} onChange={setName} />
            <div style={{ display: 'flex', gap: 10, flexWrap: 'wrap' }}>
              {open.map((p) => (
                <button
                  key={p.id}
                  className="btn primary"
                  type="button"
                  disabled={busy}
                  data-join-seat={p.id}
                  onClick={() => join(String(p.id))}
                >
                  Play as {seatName(module.meta, String(p.id))}
                </button>
              ))}
            </div>
          </>
        ) : (
          <p className="notice">Every seat is taken.</p>
        )}
        {error && (
          <p className="alert" role="alert">
            {error}
          </p>
        )}
        <hr style={{ border: 0, borderTop: '1px solid var(--line)', margin: '18px 0' }} />
        <div style={{ display: 'flex', gap: 10, flexWrap: 'wrap' }}>
          <button className="btn" type="button" onClick={onWatch} data-watch>
            Watch as a spectator
          </button>
          <Link className="btn ghost" href={paths.rules(module.meta.id)}>
            Rules
          </Link>
        </div>
      </div>
    </main>
  );
}

type ClientState = NonNullable<ReturnType<OnlineClient['getState']>>;

function OnlineMatchView({
  module,
  matchID,
  seat,
}: {
  module: GameModule;
  matchID: string;
  seat?: SeatCredentials;
}) {
  const playerID = seat?.playerID ?? null;
  const client = useMemo(() => createOnlineClient(module, matchID, seat), [module, matchID, seat]);
  const [state, setState] = useState<ClientState | null>(null);
  const [matchData, setMatchData] =
    useState<{ id: number; name?: string; isConnected?: boolean }[]>();
  const [error, setError] = useState<string>();
  const [everConnected, setEverConnected] = useState(false);
  const [busy, setBusy] = useState(false);
  const [nextMatchID, setNextMatchID] = useState<string>();
  const feed = useMemo(() => new SocialFeed(), [client]);
  const [lookBack, setLookBack] = useState<Moment[] | 'loading'>();

  useEffect(() => {
    client.start();
    const stopSocial = feed.attach(client, matchID);
    const unsubscribe = client.subscribe((next) => {
      setState(next);
      setMatchData(client.matchData as typeof matchData);
      if (next?.isConnected) setEverConnected(true);
    });
    const stopRefusals = onRefusedMove(
      client,
      matchID,
      playerID,
      (refusal) =>
        !isSocialRefusal(refusal.move) &&
        !isLifecycleRefusal(refusal.move) &&
        setError(refusal.reason),
    );
    return () => {
      stopSocial();
      stopRefusals();
      unsubscribe();
      client.stop();
    };
  }, [client, matchID, playerID, feed]);

  // My games: the device notes which game this seat is in and when it last looked.
  useEffect(() => {
    if (seat) saveSeat(matchID, { ...seat, gameId: module.meta.id, seenAt: Date.now() });
  }, [seat, matchID, module]);

  // Clear a shown refusal once the match moves on.
  const stateID = state?._stateID;
  useEffect(() => setError(undefined), [stateID]);

  // At game over, watch for a rematch created by another player.
  const over = state?.ctx.gameover !== undefined && state !== null;
  useEffect(() => {
    if (!over) return;
    let live = true;
    const poll = () =>
      getMatch(module.meta.id, matchID).then(
        (m) => live && m.nextMatchID && setNextMatchID(m.nextMatchID),
        () => {},
      );
    void poll();
    const timer = window.setInterval(poll, 3000);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [over, module, matchID]);

  const moves = useMemo(() => {
    const table: Record<string, (...args: unknown[]) => void> = {};
    for (const [name, fn] of Object.entries(client.moves)) {
      table[name] = (...args) => {
        const current = client.getState();
        const refusal = current
          ? refusedBeforeSending(module.game, current, playerID, name)
          : 'Not connected yet.';
        if (refusal) return setError(refusal);
        setError(undefined);
        (fn as (...a: unknown[]) => void)(...args);
      };
    }
    return table;
  }, [client, module, playerID]);

  useMovesTestHook(moves);
  const lifecycle = useLifecycle(client, matchID);
  const forcedNote = useForcedMoves(
    module,
    state?._stateID ?? -1,
    state && playerID !== null && state.isActive
      ? [{ seat: playerID, state: { G: state.G, ctx: state.ctx as Ctx }, who: 'you' }]
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

  async function leave() {
    if (!seat) return navigate(paths.lobby());
    setBusy(true);
    try {
      await leaveMatch(module.meta.id, matchID, seat.playerID, seat.credentials);
    } catch {
      // Leaving a finished or vanished match: nothing to give back, go anyway.
    }
    saveSeat(matchID, undefined);
    navigate(paths.lobby());
  }

  async function resign() {
    if (!seat || !state) return;
    setBusy(true);
    setError(undefined);
    try {
      await resignMatch(module.meta.id, matchID, seat.playerID, seat.credentials);
      // With more than two, an AI has the seat now: there is nothing left to play here.
      if (state.ctx.numPlayers > 2) {
        saveSeat(matchID, undefined);
        navigate(paths.lobby());
      }
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function rematch() {
    if (!seat) return;
    setBusy(true);
    setError(undefined);
    try {
      const next =
        nextMatchID ??
        (await playAgain(module.meta.id, matchID, seat.playerID, seat.credentials)).nextMatchID;
      const joined = await joinMatch(
        module.meta.id,
        next,
        seat.playerID,
        seat.name,
        seat.credentials,
      );
      saveSeat(next, {
        playerID: joined.playerID,
        credentials: joined.playerCredentials,
        name: seat.name,
      });
      navigate(paths.match(module.meta.id, next));
    } catch (e) {
      setError(`Rematch failed: ${(e as Error).message}`);
      setBusy(false);
    }
  }

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
  // Looking back: the server's own-view frames of this seat (everything after game over).
  async function openLookBack() {
    setLookBack('loading');
    try {
      setLookBack((await fetchOnlineReplay(module.game.name, matchID, seat)).moments);
    } catch (e) {
      setLookBack(undefined);
      setError(`Cannot look back: ${(e as Error).message}`);
    }
  }
  const lookingBack = Array.isArray(lookBack) ? (
    <LookBack
      module={module}
      moments={lookBack}
      playerID={playerID}
      names={names}
      matchID={matchID}
      onBackToLive={() => setLookBack(undefined)}
    />
  ) : undefined;
  const G = state.G;
  const ctx = state.ctx as Ctx;
  const log = (state.log ?? []) as LogEntry[];

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
            <AskTakeBackButton
              feed={feed}
              stateID={state._stateID}
              disabled={lookBack !== undefined}
            />
          )}
          {(seat || over) && (
            <LookBackButton onClick={() => void openLookBack()} disabled={lookBack !== undefined} />
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
              onClick={rematch}
              disabled={busy}
              data-rematch
            >
              {nextMatchID ? 'Join the rematch' : 'Rematch'}
            </button>
          )}
          <Link
            className="btn"
            href={paths.replay('online', module.meta.id, matchID)}
            data-watch-replay
          >
            Watch replay
          </Link>
          <Link className="btn" href={paths.lobby()}>
            Back to the lobby
          </Link>
        </>
      }
    />
  );
}
