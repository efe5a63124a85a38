/** The ways on from a finished match, beside its Rematch: watch the replay, or back to the lobby. */
import { Link } from '../app/Link';
import { paths } from '../app/router';

export function AfterTheGame({
  where,
  gameId,
  matchId,
}: {
  /** A match kept on this device, or on the server. */
  where: 'local' | 'online';
  gameId: string;
  /** The local session's id, or the online match's. */
  matchId: string;
}) {
  return (
    <>
      <Link className="btn" href={paths.replay(where, gameId, matchId)} data-watch-replay>
        Watch replay
      </Link>
      <Link className="btn" href={paths.lobby()}>
        Back to the lobby
      </Link>
    </>
  );
}
