/** The best rated players of one game. */
import { useEffect, useState } from 'react';
import { Link } from '../app/Link';
import { paths } from '../app/router';
import { findGame, games } from '../app/games';
import { Loading, Problem } from '../app/Status';
import { fetchLeaderboard, type Leaderboard } from './account-api';

export default function LeaderboardPage({ gameId }: { gameId: string }) {
  const title = findGame(gameId)?.meta.title ?? gameId;
  const [board, setBoard] = useState<Leaderboard>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    document.title = `${title} leaderboard — Gridplay`;
    let live = true;
    fetchLeaderboard(gameId).then(
      (answer) => live && setBoard(answer),
      (failure: Error) => live && setError(failure.message),
    );
    return () => {
      live = false;
    };
  }, [gameId, title]);

  if (error) return <Problem title="No leaderboard" detail={error} />;
  if (!board) return <Loading what="leaderboard" />;
  return (
    <main className="page">
      <h1>{title} leaderboard</h1>
      {games.length > 1 && (
        <nav aria-label="Other leaderboards" className="muted">
          {games
            .filter((game) => game.meta.id !== gameId)
            .map((game, index) => (
              <span key={game.meta.id}>
                {index > 0 && ' · '}
                <Link href={paths.leaderboard(game.meta.id)}>{game.meta.title}</Link>
              </span>
            ))}
        </nav>
      )}
      <p className="muted">
        Glicko-2 ratings from rated matches; players appear after {board.minGames} rated games.
      </p>
      {board.players.length === 0 ? (
        <p className="muted">Nobody has played enough rated matches yet.</p>
      ) : (
        <table data-leaderboard>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col">Rating</th>
              <th scope="col">Rated games</th>
            </tr>
          </thead>
          <tbody>
            {board.players.map((player) => (
              <tr key={player.name}>
                <td>{player.rank}</td>
                <td>
                  <Link href={paths.player(player.name)}>{player.name}</Link>
                </td>
                <td>
                  {player.rating} <span className="muted">± {player.deviation}</span>
                </td>
                <td>{player.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
