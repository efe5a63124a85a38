/**
 * How the turn moves on after a decision. Each phase leaves the next decision in `G.pending`
 * (which seat, which stage), or nothing once the battle ended the turn; moves and the turn's
 * start call `handOn` to point boardgame.io at it. A decided match stops asking at once.
 */
import type { MegaManState } from '../state';

type Events = {
  setActivePlayers?: (arg: { value: Record<string, string> }) => void;
  endTurn?: () => void;
};

/** Point boardgame.io at the next decision, or end the turn when none is waiting. */
export function handOn(G: MegaManState, events: Events): void {
  if (G.loser !== null) return;
  if (G.pending) events.setActivePlayers?.({ value: { [G.pending.seat]: G.pending.stage } });
  else events.endTurn?.();
}
