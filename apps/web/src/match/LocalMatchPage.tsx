/** A match against AI or hotseat, entirely in this browser; bots think in a Web Worker. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { type AiMove, type GameModule } from '@gridplay/core';
import { loadModule } from '../app/games';
import { AfterTheGame } from './AfterTheGame';
import { navigate, paths } from '../app/router';
import { loadLocal, randomId, readJson, saveLocal } from '../app/storage';
import { Loading, Problem } from '../app/Status';
import { allMoveNames } from './board-loader';
import { boardProps } from './board-props';
import { useMovesTestHook } from './test-hook';
import { ForcedMoveNote, useForcedMoves } from './table/forced-moves';
import { BotRunner } from './bot-runner';
import { LocalSession, type LocalSessionRecord, type MoveOutcome } from './local-session';
import { MatchFrame, type SeatInfo } from './MatchFrame';
import { LeaveButton } from './LeaveButton';
import { ResignButton } from './ResignButton';
import { playerLabel, refusalWords, type SeatNames } from './frame-text';
import { TakeBackButton } from './social/TakeBackButton';
import { LookBack, LookBackButton } from './social/LookBack';
import { localMoments } from './social/replay-frames';
import { AiCoach } from './AiCoach';
import { botQuestion } from './bot-question';
import { coachQuestion } from './coach-question';

/** Bots wait at least this long so a person can follow what they do (tests set it to 0). */
const BOT_PACE_MS = Number(readJson<number>('gridplay:botPace') ?? 350);
const EVENTS = [
  'endTurn',
  'endPhase',
  'endStage',
  'pass',
  'setStage',
  'setPhase',
  'setActivePlayers',
];

export default function LocalMatchPage({
  gameId,
  sessionId,
}: {
  gameId: string;
  sessionId: string;
}) {
  const [module, setModule] = useState<GameModule>();
  const [failure, setFailure] = useState<string>();
  const record = useMemo(() => loadLocal<LocalSessionRecord>(sessionId), [sessionId]);
  useEffect(() => {
    loadModule(gameId).then(setModule, (e: Error) => setFailure(e.message));
  }, [gameId]);
  if (!record || record.gameId !== gameId) {
    return (
      <Problem
        title="This match is not on this device"
        detail="Local matches live in the browser that started them."
      />
    );
  }
  if (failure) return <Problem title="The game could not be loaded" detail={failure} />;
  if (!module) return <Loading what="game" />;
  return <LocalMatchView module={module} record={record} sessionId={sessionId} />;
}

function LocalMatchView({
  module,
  record,
  sessionId,
}: {
  module: GameModule;
  record: LocalSessionRecord;
  sessionId: string;
}) {
  const session = useMemo(() => new LocalSession(module, record), [module, record]);
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string>();
  const [thinking, setThinking] = useState<string[]>();
  const humans = session.humanSeats();
  const hotseat = humans.length > 1;
  const [viewer, setViewer] = useState<string>(() => session.toAct().humans[0] ?? humans[0] ?? '0');
  const [handedTo, setHandedTo] = useState<string>(viewer);
  const [lookingBack, setLookingBack] = useState(false);
  const runner = useRef<BotRunner | null>(null);
  const names: SeatNames = useMemo(
    () =>
      Object.fromEntries(
        session.record.seats.map((s, i) => [String(i), s.kind === 'human' ? s.name : undefined]),
      ),
    [session],
  );

  const refresh = () => {
    saveLocal(sessionId, session.record);
    setVersion((v) => v + 1);
  };

  function report(outcome: MoveOutcome) {
    if (outcome.ok) {
      setError(undefined);
      refresh();
    } else setError(refusalWords(module, outcome.reason, names));
  }

  // Hotseat: the screen follows the person who must act next.
  useEffect(() => {
    const next = session.toAct().humans[0];
    if (next !== undefined && next !== viewer) setViewer(next);
  }, [version, session, viewer]);

  // Bots: whenever bot seats must act, ask the workers (every seat of a simultaneous step at
  // once, sharing one budget), then play their choices.
  useEffect(() => {
    if (session.isOver) return;
    const seats = session.toAct().bots;
    if (seats.length === 0) return;
    let live = true;
    runner.current ??= new BotRunner();
    setThinking(seats.map((seat) => playerLabel(module, seat, names)));
    const started = performance.now();
    const requests = seats.map((seat) => botQuestion(session, seat));
    runner.current
      .decideTogether(requests)
      .catch(() => seats.map(() => undefined))
      .then(async (choices) => {
        const wait = BOT_PACE_MS - (performance.now() - started);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (!live) return;
        setThinking(undefined);
        for (const [index, seat] of seats.entries()) {
          if (session.isOver || !session.toAct().bots.includes(seat)) continue;
          const play = (m: AiMove) =>
            'move' in m
              ? session.move(seat, m.move, m.args ?? [])
              : session.event(seat, m.event, m.args ?? []);
          const choice = choices[index];
          let played = choice ? play(choice).ok : false;
          const fallback = () =>
            module.game.ai.enumerate(session.view(seat), session.ctx, seat) as AiMove[];
          for (const option of played ? [] : fallback()) {
            if (play(option).ok) {
              played = true;
              break;
            }
          }
          if (!played) {
            setError(
              `${playerLabel(module, seat, names)} (AI) has no legal move; the match cannot go on.`,
            );
            return;
          }
        }
        refresh();
      })
      .catch((e: unknown) => {
        // A rules or AI bug while playing the bots' choices: said on the page, not lost.
        if (live) setError(`The AI could not play: ${(e as Error).message}`);
      });
    return () => {
      live = false;
      setThinking(undefined);
    };
  }, [version, session, module]);

  // Dispose the worker on unmount and forget it: React's StrictMode unmounts and remounts once in
  // development, and a remount must get a live worker, not the terminated one.
  useEffect(
    () => () => {
      runner.current?.dispose();
      runner.current = null;
    },
    [],
  );

  const moves = useMemo(() => {
    const table: Record<string, (...args: unknown[]) => void> = {};
    for (const name of allMoveNames(module.game))
      table[name] = (...args) => report(session.move(viewer, name, args));
    return table;
  }, [module, session, viewer]);
  useMovesTestHook(moves);
  const forcedNote = useForcedMoves(
    module,
    version,
    session.isOver
      ? []
      : session.toAct().humans.map((seat) => ({
          seat,
          state: { G: session.view(seat), ctx: session.ctx },
          who: hotseat ? playerLabel(module, seat, names) : 'you',
        })),
    (seat, choice) =>
      report(
        'move' in choice
          ? session.move(seat, choice.move, choice.args ?? [])
          : session.event(seat, choice.event, choice.args ?? []),
      ),
  );
  const events = useMemo(() => {
    const table: Record<string, (...args: unknown[]) => void> = {};
    for (const name of EVENTS) table[name] = (...args) => report(session.event(viewer, name, args));
    return table;
  }, [session, viewer]);

  void version;
  const ctx = session.ctx;
  const G = session.view(viewer);
  const toAct = session.toAct();
  const seats: SeatInfo[] = session.record.seats.map((s, i) => ({
    id: String(i),
    label: s.kind === 'ai' ? `AI (${s.difficulty})` : hotseat ? 'Person' : 'You',
  }));

  function rematch() {
    const next = randomId();
    saveLocal(next, {
      ...session.record,
      seed: randomId(),
      history: [],
      resigned: undefined,
    } satisfies LocalSessionRecord);
    navigate(paths.local(module.meta.id, next));
  }

  // Take back: against the AI, the person's own last decision (the AI's replies go with it);
  // in hotseat, the last decision any person made.
  const lastHuman = [...session.record.history]
    .reverse()
    .find((action) => humans.includes(action.playerID))?.playerID;
  function takeBack(): string | undefined {
    const seat = hotseat ? lastHuman : viewer;
    if (seat === undefined) return 'You have made no decision to take back yet.';
    const outcome = session.takeBack(seat);
    if (!outcome.ok) return outcome.reason;
    setError(undefined);
    if (hotseat) setHandedTo(seat);
    refresh();
    return undefined;
  }

  const curtain =
    hotseat && handedTo !== viewer && !session.isOver ? (
      <div className="center-state">
        <div>
          <p className="eyebrow">Hotseat</p>
          <h2>Pass the device to {playerLabel(module, viewer, names)}</h2>
          <p className="muted">The board is hidden so nobody sees another player's secrets.</p>
          <button
            className="btn primary"
            type="button"
            data-handoff
            autoFocus
            onClick={() => setHandedTo(viewer)}
          >
            I am {playerLabel(module, viewer, names)} — show my board
          </button>
        </div>
      </div>
    ) : lookingBack ? (
      <LookBack
        module={module}
        moments={localMoments(module, session, hotseat ? null : viewer, false)}
        playerID={hotseat ? null : viewer}
        names={names}
        matchID={sessionId}
        onBackToLive={() => setLookingBack(false)}
      />
    ) : undefined;

  return (
    <MatchFrame
      module={module}
      state={{ G, ctx, log: session.log }}
      playerID={viewer}
      boardProps={boardProps({
        G,
        ctx,
        log: session.log,
        playerID: viewer,
        matchID: sessionId,
        moves,
        events,
        isActive: toAct.humans.includes(viewer),
        isMultiplayer: false,
        isConnected: true,
        matchData: session.record.seats.map((s, i) => ({
          id: i,
          name: names[String(i)],
        })),
        lastError: error,
      })}
      names={names}
      perspective={hotseat ? 'table' : 'seat'}
      seats={seats}
      modeLabel={hotseat ? 'Hotseat' : 'Against AI'}
      error={error}
      onDismissError={() => setError(undefined)}
      thinking={thinking}
      curtain={curtain}
      side={
        <AiCoach
          module={module}
          names={names}
          available={!session.isOver && toAct.humans.includes(viewer) && !curtain}
          position={`${version}:${viewer}`}
          question={() => coachQuestion(session, viewer)}
          runner={() => (runner.current ??= new BotRunner())}
        />
      }
      notice={<ForcedMoveNote text={forcedNote} />}
      resultNote={
        session.moments.at(-1)?.note && (
          <p className="ending-note" data-ending="resigned">
            {session.moments.at(-1)?.note}
          </p>
        )
      }
      actions={
        <>
          {!session.isOver && (
            <TakeBackButton
              onTakeBack={takeBack}
              disabled={lastHuman === undefined || lookingBack}
            />
          )}
          <LookBackButton
            onClick={() => setLookingBack(true)}
            disabled={lookingBack || session.moments.length < 2}
          />
          {!session.isOver && (
            <ResignButton
              numPlayers={session.record.numPlayers}
              onResign={() => report(session.resign(viewer))}
            />
          )}
          <LeaveButton
            confirm={!session.isOver}
            warning="Leave this match? It stays on this device, but nobody plays your seat meanwhile."
            onLeave={() => navigate(paths.lobby())}
          />
        </>
      }
      gameOverActions={
        <>
          <button className="btn primary" type="button" onClick={rematch} data-rematch>
            Rematch
          </button>
          <AfterTheGame where="local" gameId={module.meta.id} matchId={sessionId} />
        </>
      }
    />
  );
}
