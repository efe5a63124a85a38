/** What the players panel shows beside a seat in an online match: its clock and whether it is away. */
import type { LifecycleView, AbsentAction } from './use-lifecycle';
import { SeatClock } from './SeatClock';
import { AwayBadge } from './AwayBadge';

export function SeatLifecycle({
  view,
  seat,
  name,
  playerID,
  numPlayers,
  over,
  onAct,
}: {
  view: LifecycleView | undefined;
  seat: string;
  name: string;
  /** The seat this page plays, or null for a spectator. */
  playerID: string | null;
  numPlayers: number;
  over: boolean;
  onAct: (seat: string, action: AbsentAction) => void;
}) {
  if (!view) return null;
  const { snapshot, skewMs } = view;
  const away = over ? undefined : snapshot.away[seat];
  return (
    <>
      {snapshot.clock && (
        <SeatClock clock={snapshot.clock} seat={seat} name={name} skewMs={skewMs} />
      )}
      {away && (
        <AwayBadge
          seat={seat}
          name={name}
          graceEndsAt={away.graceEndsAt}
          skewMs={skewMs}
          mayAct={playerID !== null && playerID !== seat}
          mayClaim={numPlayers === 2}
          onAct={onAct}
        />
      )}
    </>
  );
}
