/**
 * Looking back during a match: the board area shows earlier moments of the player's own view
 * (never more than the seat could see then) until "Back to live". The live board is not drawn
 * meanwhile, so no move can be made from the past.
 */
import type { GameModule } from '@gridplay/core';
import type { SeatNames } from '../frame-text';
import type { Moment } from './replay-frames';
import { ReplayViewer } from './ReplayViewer';
import './social.css';

export function LookBack({
  module,
  moments,
  playerID,
  names,
  matchID,
  onBackToLive,
}: {
  module: GameModule;
  moments: readonly Moment[];
  playerID: string | null;
  names?: SeatNames;
  matchID: string;
  onBackToLive: () => void;
}) {
  return (
    <div className="looking-back" data-looking-back>
      <div className="looking-back-banner" role="status">
        <strong>Looking back.</strong>
        <span className="muted">You see the match as your seat saw it then; moves wait.</span>
        <span style={{ flex: 1 }} />
        <button
          className="btn small primary"
          type="button"
          onClick={onBackToLive}
          data-back-to-live
          autoFocus
        >
          Back to live
        </button>
      </div>
      <ReplayViewer
        module={module}
        moments={moments}
        playerID={playerID}
        names={names}
        label="Looking back"
        start={Math.max(0, moments.length - 2)}
        stacked
        matchID={matchID}
      />
    </div>
  );
}

/** The button that opens it. */
export function LookBackButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button
      className="btn small"
      type="button"
      onClick={onClick}
      disabled={disabled}
      data-look-back
    >
      ⟲ Look back
    </button>
  );
}
