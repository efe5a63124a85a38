/**
 * Leaving a match gives the seat up for good, so it asks first (in the page, not a browser
 * dialog): one press to ask, a second to confirm, "Stay" or Escape to change one's mind.
 */
import { useState } from 'react';

export function LeaveButton({
  label = 'Leave',
  confirm = true,
  warning = 'Leave this match? Your seat is given up for good.',
  busy = false,
  onLeave,
}: {
  label?: string;
  /** Ask before leaving (no need for a spectator or a finished match). */
  confirm?: boolean;
  warning?: string;
  busy?: boolean;
  onLeave: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button
        className="btn small danger"
        type="button"
        disabled={busy}
        onClick={() => (confirm ? setAsking(true) : onLeave())}
        data-leave
      >
        {label}
      </button>
    );
  }
  return (
    <span
      className="leave-confirm"
      role="alertdialog"
      aria-label="Leave the match?"
      onKeyDown={(event) => event.key === 'Escape' && setAsking(false)}
    >
      <span>{warning}</span>
      <button
        className="btn small danger"
        type="button"
        disabled={busy}
        onClick={onLeave}
        autoFocus
        data-leave-confirm
      >
        Leave
      </button>
      <button className="btn small ghost" type="button" onClick={() => setAsking(false)}>
        Stay
      </button>
    </span>
  );
}
