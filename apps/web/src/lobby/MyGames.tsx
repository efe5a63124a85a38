/**
 * "My games" in the lobby: the matches this device plays, online and local, each with where it
 * stands and resumed in one click (a finished one opens its replay). Local matches carry their
 * own summary; online ones ask the server's turn route. No game code is loaded here.
 */
import { useEffect, useState } from 'react';
import { findGame } from '../app/games';
import { Link } from '../app/Link';
import { savedLocals, savedSeats, saveSeat, seatIn } from '../app/storage';
import { fetchMyMatches } from '../account/account-api';
import { useCurrentAccount } from '../account/current-account';
import type { LocalSessionRecord } from '../match/local-session';
import {
  localGame,
  onlineGame,
  sortMyGames,
  STATUS_WORDS,
  type MatchTurn,
  type MyGame,
} from './my-games';
import '../match/social/social.css';

/** Online matches asked about at once (the newest). */
const ONLINE_LIMIT = 20;

async function turnOf(gameId: string, matchID: string): Promise<MatchTurn | 'gone' | undefined> {
  try {
    const response = await fetch(
      `/api/matches/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/turn`,
    );
    if (response.status === 404) return 'gone';
    return response.ok ? ((await response.json()) as MatchTurn) : undefined;
  } catch {
    return undefined;
  }
}

function collect(): { games: MyGame[]; online: { matchID: string; game: MyGame }[] } {
  const local = savedLocals<LocalSessionRecord>().flatMap(({ sessionId, record }) => {
    const game = localGame(sessionId, record);
    return game && findGame(game.gameId) ? [game] : [];
  });
  const online = savedSeats()
    .flatMap(({ matchID, seat }) => {
      const game = onlineGame(matchID, seat);
      return game && findGame(game.gameId) ? [{ matchID, seat, game }] : [];
    })
    .sort((a, b) => b.game.updatedAt - a.game.updatedAt)
    .slice(0, ONLINE_LIMIT);
  return { games: [...local, ...online.map((o) => o.game)], online };
}

/**
 * A logged-in player's seats from any device become this device's too: the seats the server
 * lists for the account are saved like seats joined here (those already here are left as they
 * are). Resolves to whether any was added.
 */
async function adoptAccountSeats(): Promise<boolean> {
  const { name, matches } = await fetchMyMatches();
  let added = false;
  for (const match of matches) {
    if (seatIn(match.matchID)?.credentials === match.credentials) continue;
    saveSeat(match.matchID, {
      playerID: match.playerID,
      credentials: match.credentials,
      name,
      gameId: match.game,
      seenAt: match.joinedAt,
    });
    added = true;
  }
  return added;
}

export function MyGames() {
  const [games, setGames] = useState<MyGame[]>(() => collect().games);
  const account = useCurrentAccount();
  const [adopted, setAdopted] = useState(0);

  useEffect(() => {
    if (!account) return;
    let live = true;
    void adoptAccountSeats().then(
      (added) => live && added && setAdopted((n) => n + 1),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [account]);

  useEffect(() => {
    setGames(collect().games);
    let live = true;
    const { online } = collect();
    for (const { matchID, game } of online) {
      const seat = savedSeats().find((s) => s.matchID === matchID)?.seat;
      if (!seat) continue;
      void turnOf(game.gameId, matchID).then((turn) => {
        if (!live || turn === undefined) return;
        setGames((shown) =>
          turn === 'gone'
            ? shown.filter((g) => g.key !== game.key)
            : shown.map((g) => (g.key === game.key ? (onlineGame(matchID, seat, turn) ?? g) : g)),
        );
      });
    }
    return () => {
      live = false;
    };
  }, [adopted]);

  if (games.length === 0) return null;
  return (
    <section aria-labelledby="my-games-title" data-my-games>
      <div className="section-title">
        <h2 id="my-games-title">My games</h2>
        <span className="muted">
          {account
            ? `Matches on this device and of ${account.name} — one click to go on`
            : 'Matches on this device — one click to go on'}
        </span>
      </div>
      <ul className="my-games">
        {sortMyGames(games).map((game) => {
          const meta = findGame(game.gameId)!.meta;
          return (
            <li
              key={game.key}
              className={game.status ? `state-${game.status}` : undefined}
              data-my-game={game.key}
              data-status={game.status ?? 'unknown'}
              style={{ ['--accent' as string]: meta.accent }}
            >
              <span className="what">
                <strong>{meta.title}</strong> <span className="muted">· {game.mode}</span>
              </span>
              <span className="badge" data-my-game-status>
                {game.status ? STATUS_WORDS[game.status] : 'Checking…'}
              </span>
              <Link className="btn small primary" href={game.href} data-my-game-open>
                {game.status === 'finished' ? 'Watch replay' : 'Resume'}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
