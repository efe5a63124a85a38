/**
 * "Take back" against the AI and in hotseat: undoes the player's last decision (and what was
 * played after it) when core's `mayTakeBack` allows it, and says why not when it does not.
 */
import { useState } from 'react';
import './social.css';

export function TakeBackButton({
  onTakeBack,
  disabled,
}: {
  /** Takes back; returns why not, in player words, when it cannot. */
  onTakeBack: () => string | undefined;
  disabled?: boolean;
}) {
  const [refusal, setRefusal] = useState<string>();
  return (
    <span className="take-back">
      <button
        className="btn small"
        type="button"
        disabled={disabled}
        data-take-back
        onClick={() => setRefusal(onTakeBack())}
      >
        ↶ Take back
      </button>
      {refusal && (
        // Floats under the button: a refusal never moves the board.
        <span className="take-back-note floating notice" role="status" data-take-back-refused>
          Cannot take back: {refusal}{' '}
          <button
            className="btn small ghost"
            type="button"
            aria-label="Dismiss"
            onClick={() => setRefusal(undefined)}
          >
            ✕
          </button>
        </span>
      )}
    </span>
  );
}
