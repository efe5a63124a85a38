/** One seat's clock: runs smoothly from the server's snapshot, warns when time is low. */
import { formatClock, remainingMs, type MatchClock } from '@gridplay/core';
import { useTicking } from './use-lifecycle';
import { clockWords, isLowTime } from './lifecycle-words';
import './lifecycle.css';

export function SeatClock({
  clock,
  seat,
  name,
  skewMs,
}: {
  clock: MatchClock;
  seat: string;
  name: string;
  skewMs: number;
}) {
  const running = clock.seats[seat]?.runningSince != null;
  const localNow = useTicking(running);
  if (!clock.seats[seat]) return null;
  const left = remainingMs(clock, seat, localNow - skewMs);
  const low = isLowTime(clock.control, left);
  return (
    <span
      className={`seat-clock${running ? ' running' : ''}${low ? ' low' : ''}`}
      role="timer"
      aria-label={clockWords(name, left, running)}
      title={running ? 'Clock running' : 'Clock stopped'}
      data-clock={seat}
      data-running={running}
      data-low={low}
      data-remaining-ms={Math.round(left)}
    >
      {formatClock(left)}
    </span>
  );
}
