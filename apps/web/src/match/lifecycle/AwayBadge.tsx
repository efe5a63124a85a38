/**
 * A seat whose player is away: a countdown to the end of the grace period. What the others may
 * do once it is over is offered in the banner under the status bar (`AwayOffers`).
 */
import { formatClock } from '@gridplay/core';
import { useTicking } from './use-lifecycle';
import './lifecycle.css';

export function AwayBadge({
  seat,
  name,
  graceEndsAt,
  skewMs,
}: {
  seat: string;
  name: string;
  /** Server time when the others may act. */
  graceEndsAt: number;
  skewMs: number;
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
        Away{waiting ? <span data-away-countdown> · {formatClock(wait)}</span> : ' · time is up'}
      </span>
    </span>
  );
}
