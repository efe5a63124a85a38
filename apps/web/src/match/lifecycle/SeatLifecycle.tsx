/** What the players panel shows beside a seat in an online match: its clock and whether it is away. */
import type { LifecycleView } from './use-lifecycle';
import { SeatClock } from './SeatClock';
import { AwayBadge } from './AwayBadge';

export function SeatLifecycle({
  view,
  seat,
  name,
  over,
}: {
  view: LifecycleView | undefined;
  seat: string;
  name: string;
  over: boolean;
}) {
  if (!view) return null;
  const { snapshot, skewMs } = view;
  const away = over ? undefined : snapshot.away[seat];
  return (
    <>
      {snapshot.clock && (
        <SeatClock clock={snapshot.clock} seat={seat} name={name} skewMs={skewMs} />
      )}
      {away && <AwayBadge seat={seat} name={name} graceEndsAt={away.graceEndsAt} skewMs={skewMs} />}
    </>
  );
}
