import { useEffect, useState } from 'react';
import { seatName } from '@gridplay/core';
import { games, findGame } from '../app/games';
import { navigate, paths } from '../app/router';
import { saveSeat } from '../app/storage';
import { joinMatch, listMatches, openSeats, type MatchSummary } from './lobby-api';
import { nameOrGuest } from './PlayerName';

const REFRESH_MS = 5000;

type Listing =
  { state: 'loading' } | { state: 'offline' } | { state: 'ready'; matches: MatchSummary[] };

async function fetchOpen(): Promise<MatchSummary[]> {
  const lists = await Promise.all(games.map((g) => listMatches(g.meta.id)));
  return lists
    .flat()
    .filter((m) => !m.gameover && openSeats(m).length > 0 && m.players.some((p) => p.name))
    .sort((a, b) => (b.updatedAt ?? 0) - (a.updatedAt ?? 0));
}

export function OpenMatches({ playerName }: { playerName: string }) {
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const refresh = () =>
      fetchOpen().then(
        (matches) => live && setListing({ state: 'ready', matches }),
        () => live && setListing({ state: 'offline' }),
      );
    void refresh();
    // refresh never rejects (a failure reads "offline"): nothing to await between ticks.
    const timer = window.setInterval(() => void refresh(), REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, []);

  /** Never rejects: a failure is the panel's error line, so a click need not await it. */
  async function join(match: MatchSummary) {
    const seat = openSeats(match)[0];
    if (!seat) return;
    setBusy(true);
    setError(undefined);
    try {
      const name = nameOrGuest(playerName);
      const joined = await joinMatch(match.gameName, match.matchID, String(seat.id), name);
      saveSeat(match.matchID, {
        playerID: joined.playerID,
        credentials: joined.playerCredentials,
        name,
      });
      navigate(paths.match(match.gameName, match.matchID));
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  }

  if (listing.state === 'loading') return <p className="empty">Looking for open matches…</p>;
  if (listing.state === 'offline') {
    return (
      <p className="empty">
        The game server is not reachable right now. You can still play against the AI or hotseat.
      </p>
    );
  }
  if (listing.matches.length === 0) {
    return (
      <p className="empty">
        No open matches right now. Create one and share its link with a friend.
      </p>
    );
  }
  return (
    <div className="match-list">
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      {listing.matches.map((match) => {
        const meta = findGame(match.gameName)?.meta;
        if (!meta) return null;
        const hosts = match.players
          .filter((p) => p.name)
          .map((p) => `${p.name} (${seatName(meta, String(p.id))})`);
        const free = openSeats(match).map((p) => seatName(meta, String(p.id)));
        return (
          <div className="match-row" key={match.matchID} data-open-match={match.matchID}>
            <div className="who">
              <strong>{meta.title}</strong>
              <span className="muted">
                {hosts.join(', ')} · open: {free.join(', ')}
              </span>
            </div>
            <button
              className="btn primary small"
              type="button"
              disabled={busy}
              onClick={() => void join(match)}
            >
              Join as {free[0]}
            </button>
          </div>
        );
      })}
    </div>
  );
}
