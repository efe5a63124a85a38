/**
 * A seat whose player is away: a countdown to the end of the grace period, then (for the other
 * seated players) the buttons to hand the seat to an AI or, with two players, claim the win.
 */
import { formatClock } from '@gridplay/core';
import { useTicking, type AbsentAction } from './use-lifecycle';
import './lifecycle.css';

export function AwayBadge({
  seat,
  name,
  graceEndsAt,
  skewMs,
  mayAct,
  mayClaim,
  onAct,
}: {
  seat: string;
  name: string;
  /** Server time when the others may act. */
  graceEndsAt: number;
  skewMs: number;
  /** This page plays another seat of the match (spectators and the seat itself cannot act). */
  mayAct: boolean;
  /** Two-player match: the win can be claimed. */
  mayClaim: boolean;
  onAct: (seat: string, action: AbsentAction) => void;
}) {
  const localNow = useTicking(true, 500);
  const wait = graceEndsAt - (localNow - skewMs);
  const waiting = wait > 0;
  return (
    <span className="away" data-away={seat}>
      <span
        className="badge warn"
        role="status"
        aria-label={
          waiting
            ? `${name} is away; they have ${formatClock(wait)} to come back`
            : `${name} is away`
        }
      >
        Away{waiting && <span data-away-countdown> · {formatClock(wait)}</span>}
      </span>
      {!waiting && mayAct && (
        <span className="away-actions">
          <button
            className="btn small"
            type="button"
            onClick={() => onAct(seat, 'hand-to-ai')}
            data-hand-to-ai={seat}
          >
            Hand {name}’s seat to an AI
          </button>
          {mayClaim && (
            <button
              className="btn small primary"
              type="button"
              onClick={() => onAct(seat, 'claim-win')}
              data-claim-win={seat}
            >
              Claim the win
            </button>
          )}
        </span>
      )}
    </span>
  );
}
