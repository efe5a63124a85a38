/** A player's public profile: joined date, rating per game, recent rated matches. */
import { useEffect, useState } from 'react';
import { Link } from '../app/Link';
import { paths } from '../app/router';
import { findGame, games } from '../app/games';
import { Loading, Problem } from '../app/Status';
import { fetchProfile, type Profile } from './account-api';

const gameTitle = (id: string) => findGame(id)?.meta.title ?? id;

export default function ProfilePage({ name }: { name: string }) {
  const [profile, setProfile] = useState<Profile>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    document.title = `${name} — Gridplay`;
    let live = true;
    fetchProfile(name).then(
      (answer) => live && setProfile(answer),
      (failure: Error) => live && setError(failure.message),
    );
    return () => {
      live = false;
    };
  }, [name]);

  if (error) return <Problem title="No such player" detail={error} />;
  if (!profile) return <Loading what="profile" />;
  const ratings = Object.entries(profile.ratings);
  return (
    <main className="page">
      <h1>{profile.name}</h1>
      <p className="muted">Joined {new Date(profile.joined).toLocaleDateString()}</p>
      <section aria-labelledby="ratings-heading">
        <h2 id="ratings-heading">Ratings</h2>
        {ratings.length === 0 ? (
          <p className="muted">No rated matches yet.</p>
        ) : (
          <table data-ratings>
            <thead>
              <tr>
                <th scope="col">Game</th>
                <th scope="col">Rating</th>
                <th scope="col">Rated games</th>
              </tr>
            </thead>
            <tbody>
              {ratings.map(([game, rating]) => (
                <tr key={game}>
                  <td>
                    <Link href={paths.leaderboard(game)}>{gameTitle(game)}</Link>
                  </td>
                  <td>
                    {rating.rating} <span className="muted">± {rating.deviation}</span>
                  </td>
                  <td>{rating.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading">Recent rated matches</h2>
        {profile.recentMatches.length === 0 ? (
          <p className="muted">None yet.</p>
        ) : (
          <ul data-recent-matches>
            {profile.recentMatches.map((match) => (
              <li key={match.matchID}>
                {gameTitle(match.game)}: {match.result}, rating {match.rating} (
                {match.ratingChange >= 0 ? '+' : '−'}
                {Math.abs(match.ratingChange)}) ·{' '}
                <Link href={paths.replay('online', match.game, match.matchID)}>replay</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <nav aria-labelledby="leaderboards-heading">
        <h2 id="leaderboards-heading">Leaderboards</h2>
        <ul>
          {games.map((game) => (
            <li key={game.meta.id}>
              <Link href={paths.leaderboard(game.meta.id)}>{game.meta.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
