/**
 * On narrow screens the players panel sits below the board, out of sight while deciding: this
 * strip repeats every seat's clock and away mark just under the status bar. It is hidden from
 * screen readers (the panel's clocks carry the words) and from wide screens (the panel is beside
 * the board).
 */
import { formatClock, remainingMs } from '@gridplay/core';
import { useTicking, type LifecycleView } from './use-lifecycle';
import { isLowTime } from './lifecycle-words';
import './lifecycle.css';

export function ClockStrip({
  view,
  seats,
  name,
  over,
}: {
  view: LifecycleView | undefined;
  seats: readonly string[];
  name: (seat: string) => string;
  over: boolean;
}) {
  const clock = view?.snapshot.clock;
  const away = over ? {} : (view?.snapshot.away ?? {});
  const running = Boolean(clock && seats.some((s) => clock.seats[s]?.runningSince != null));
  const localNow = useTicking(running);
  if (!view || (!clock && Object.keys(away).length === 0)) return null;
  return (
    <div className="clock-strip" aria-hidden="true" data-clock-strip>
      {seats.map((seat) => {
        const left = clock?.seats[seat]
          ? remainingMs(clock, seat, localNow - view.skewMs)
          : undefined;
        const runs = clock?.seats[seat]?.runningSince != null;
        const low = clock && left !== undefined && isLowTime(clock.control, left);
        return (
          <span key={seat} className={`strip-seat${runs ? ' running' : ''}${low ? ' low' : ''}`}>
            {name(seat)}
            {left !== undefined && <strong>{formatClock(left)}</strong>}
            {away[seat] && <em>away</em>}
          </span>
        );
      })}
    </div>
  );
}
