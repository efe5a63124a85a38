/**
 * The banner under the status bar when an away player's grace period is over: it says so, and
 * offers the other seated players what they may do now (hand the seat to an AI, or with two
 * players claim the win) where they are looking, not in the sidebar.
 */
import type { AbsentAction, LifecycleView } from './use-lifecycle';
import { serverNow, useTicking } from './use-lifecycle';
import './lifecycle.css';

export function AwayOffers({
  view,
  playerID,
  numPlayers,
  over,
  name,
  onAct,
}: {
  view: LifecycleView | undefined;
  /** The seat this page plays, or null for a spectator. */
  playerID: string | null;
  numPlayers: number;
  over: boolean;
  name: (seat: string) => string;
  onAct: (seat: string, action: AbsentAction) => void;
}) {
  const localNow = useTicking(Boolean(view && Object.keys(view.snapshot.away).length), 500);
  if (!view || over) return null;
  const now = serverNow(view, localNow);
  const gone = Object.entries(view.snapshot.away)
    .filter(([seat, away]) => away && seat !== playerID && away.graceEndsAt <= now)
    .map(([seat]) => seat);
  if (gone.length === 0) return null;
  const mayAct = playerID !== null;
  return (
    <div className="away-offers" role="alert" data-away-offers>
      {gone.map((seat) => (
        <p key={seat}>
          <strong>{name(seat)} has not come back in time.</strong>{' '}
          {mayAct ? (
            <span className="away-actions">
              <button
                className="btn small"
                type="button"
                onClick={() => onAct(seat, 'hand-to-ai')}
                data-hand-to-ai={seat}
              >
                Hand {name(seat)}’s seat to an AI
              </button>
              {numPlayers === 2 && (
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
          ) : (
            <span className="muted">The players may now hand the seat to an AI.</span>
          )}
        </p>
      ))}
    </div>
  );
}
