/** The invitation to an online match: its players so far, a seat to take, or watching instead. */
import { useEffect, useState } from 'react';
import { seatName, type GameModule } from '@gridplay/core';
import { Link } from '../app/Link';
import { paths } from '../app/router';
import { saveSeat, type SeatCredentials } from '../app/storage';
import { Loading, Problem } from '../app/Status';
import { getMatch, joinMatch, openSeats, type MatchSummary } from '../lobby/lobby-api';
import { nameOrGuest, PlayerNameField, usePlayerName } from '../lobby/PlayerName';

export function JoinPanel({
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

  /** Never rejects: a failure is the panel's error line, so a click need not await it. */
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
                  onClick={() => void join(String(p.id))}
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
