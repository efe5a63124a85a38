/**
 * Conceding a match, online or at this device. It cannot be undone, so it asks first (in the
 * page): one press to ask, a second to confirm, "Play on" or Escape to change one's mind.
 */
import { useState } from 'react';

export function resignWarning(numPlayers: number): string {
  return numPlayers === 2
    ? 'Resign? Your opponent wins the match.'
    : 'Resign? You leave play and an AI plays on in your seat.';
}

export function ResignButton({
  numPlayers,
  busy = false,
  onResign,
}: {
  numPlayers: number;
  busy?: boolean;
  onResign: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button
        className="btn small danger"
        type="button"
        disabled={busy}
        onClick={() => setAsking(true)}
        data-resign
      >
        Resign
      </button>
    );
  return (
    <span
      className="leave-confirm"
      role="alertdialog"
      aria-label="Resign the match?"
      onKeyDown={(event) => event.key === 'Escape' && setAsking(false)}
    >
      <span>{resignWarning(numPlayers)}</span>
      <button
        className="btn small danger"
        type="button"
        disabled={busy}
        onClick={() => {
          setAsking(false);
          onResign();
        }}
        autoFocus
        data-resign-confirm
      >
        Resign
      </button>
      <button className="btn small ghost" type="button" onClick={() => setAsking(false)}>
        Play on
      </button>
    </span>
  );
}
