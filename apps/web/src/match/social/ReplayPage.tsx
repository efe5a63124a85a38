/**
 * `/match/:game/:id/replay` and `/local/:game/:id/replay`: a match watched again, decision by
 * decision. Online matches are rebuilt by the server from their seed and actions (everything
 * is shown after game over; before it, only the asking seat's own view); local matches from the
 * history this device stored.
 */
import { useEffect, useState } from 'react';
import type { GameModule } from '@gridplay/core';
import { loadModule } from '../../app/games';
import { Link } from '../../app/Link';
import { paths } from '../../app/router';
import { loadLocal, seatIn } from '../../app/storage';
import { Loading, Problem } from '../../app/Status';
import { getMatch, safeName } from '../../lobby/lobby-api';
import { LocalSession, type LocalSessionRecord } from '../local-session';
import { playerLabel, type SeatNames } from '../frame-text';
import { fetchOnlineReplay, localMoments, type Moment } from './replay-frames';
import { ReplayViewer } from './ReplayViewer';

interface Loaded {
  module: GameModule;
  moments: Moment[];
  revealed: boolean;
  names: SeatNames;
  /** The seat this device plays in the match, if any. */
  mine: string | null;
}

export default function ReplayPage({
  gameId,
  matchID,
  source,
}: {
  gameId: string;
  matchID: string;
  source: 'online' | 'local';
}) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [failure, setFailure] = useState<string>();
  const [perspective, setPerspective] = useState<string | null>();

  useEffect(() => {
    let live = true;
    const load =
      source === 'online' ? loadOnline(gameId, matchID) : loadLocalReplay(gameId, matchID);
    load.then(
      (result) => live && setLoaded(result),
      (e: Error) => live && setFailure(e.message),
    );
    return () => {
      live = false;
    };
  }, [gameId, matchID, source]);

  useEffect(() => {
    if (loaded) document.title = `Replay · ${loaded.module.meta.title} · Gridplay`;
  }, [loaded]);

  if (failure) return <Problem title="This replay cannot be shown" detail={failure} />;
  if (!loaded) return <Loading what="replay" />;
  const { module, moments, revealed, names, mine } = loaded;
  const seen = perspective === undefined ? mine : perspective;
  const seats = Array.from({ length: moments[0]?.ctx.numPlayers ?? 0 }, (_, i) => String(i));
  const back =
    source === 'online'
      ? paths.match(module.meta.id, matchID)
      : paths.local(module.meta.id, matchID);

  return (
    <main
      className="match-shell"
      style={{ ['--accent' as string]: module.meta.accent }}
      data-replay-page={module.meta.id}
    >
      <div style={{ display: 'flex', gap: 10, alignItems: 'center', flexWrap: 'wrap' }}>
        <h1 style={{ margin: 0, fontSize: 20 }}>Replay · {module.meta.title}</h1>
        <span style={{ flex: 1 }} />
        {revealed && (
          <label className="muted" style={{ fontSize: 14 }}>
            Board seen from{' '}
            <select
              value={seen ?? ''}
              onChange={(event) => setPerspective(event.target.value || null)}
              data-replay-perspective
            >
              <option value="">the table</option>
              {seats.map((seat) => (
                <option key={seat} value={seat}>
                  {playerLabel(module, seat, names)}
                </option>
              ))}
            </select>
          </label>
        )}
        <Link className="btn small ghost" href={back}>
          Back to the match
        </Link>
        <Link className="btn small ghost" href={paths.lobby()}>
          Lobby
        </Link>
      </div>
      <p className="muted" style={{ margin: 0, fontSize: 14 }} data-replay-scope>
        {revealed
          ? 'The match is over: everything is revealed — hands, decks and secret choices.'
          : 'The match is still being played: you see only what your seat saw at each moment.'}
      </p>
      <ReplayViewer
        module={module}
        moments={moments}
        playerID={seen}
        names={names}
        label="Replay"
        matchID={matchID}
      />
    </main>
  );
}

async function loadOnline(gameId: string, matchID: string): Promise<Loaded> {
  const module = await loadModule(gameId);
  const seat = seatIn(matchID);
  const [replay, match] = await Promise.all([
    fetchOnlineReplay(module.game.name, matchID, seat),
    getMatch(gameId, matchID).catch(() => undefined),
  ]);
  const names: SeatNames = Object.fromEntries(
    (match?.players ?? []).map((p) => [String(p.id), safeName(p.name, p.id)]),
  );
  return { module, ...replay, names, mine: seat?.playerID ?? null };
}

async function loadLocalReplay(gameId: string, sessionId: string): Promise<Loaded> {
  const record = loadLocal<LocalSessionRecord>(sessionId);
  if (!record || record.gameId !== gameId)
    throw new Error(
      'This match is not on this device: local matches live in the browser that started them.',
    );
  const module = await loadModule(gameId);
  const session = new LocalSession(module, record);
  const humans = session.humanSeats();
  const mine = humans.length === 1 ? humans[0] : null;
  const revealed = session.isOver;
  const names: SeatNames = Object.fromEntries(
    record.seats.map((s, i) => [String(i), s.kind === 'human' ? s.name : undefined]),
  );
  // Before game over, a local replay shows only the seat's own view, like looking back in play
  // (hotseat: what a spectator sees, since several people share the screen).
  const moments = localMoments(module, session, mine, revealed);
  return { module, moments, revealed, names, mine };
}
