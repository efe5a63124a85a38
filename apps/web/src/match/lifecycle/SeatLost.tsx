/**
 * A player opens a match whose seat this device no longer holds (an AI took it over while they
 * were away or out of time, or they left): the server refuses the seat, so no board ever
 * arrives. Say why, and offer to watch instead.
 */
import { Link } from '../../app/Link';
import { paths } from '../../app/router';
import { saveSeat } from '../../app/storage';

export function SeatLost({ matchID, reason }: { matchID: string; reason: string }) {
  return (
    <div className="center-state" data-seat-lost>
      <div>
        <h1>Your seat is no longer yours</h1>
        <p className="muted">{reason}</p>
        <p className="muted">
          A seat handed to an AI while its player was away, or whose time ran out, stays with the AI
          until the match ends.
        </p>
        <div style={{ display: 'flex', gap: 10, justifyContent: 'center', flexWrap: 'wrap' }}>
          <button
            className="btn primary"
            type="button"
            data-watch-instead
            onClick={() => {
              // Forget the seat: the page opens again as for anyone with the link.
              saveSeat(matchID, undefined);
              window.location.reload();
            }}
          >
            Watch the match
          </button>
          <Link className="btn" href={paths.lobby()}>
            Back to the lobby
          </Link>
        </div>
      </div>
    </div>
  );
}
