/**
 * Who acts next. Every step of the game sets the active seats explicitly: one placer at a time
 * in setup; everyone alive choosing a card at once; the Dash players choosing a direction; one
 * respawned player at a time choosing a facing.
 */
import type { MoveContext } from '@gridplay/core';
import type { LightcycleState, PlayerId } from '../state';

export type FlowContext = Pick<MoveContext<LightcycleState>, 'G' | 'events' | 'random'>;

/** The players who decide now, all at once, each in `stage`. */
export function ask(
  events: FlowContext['events'],
  players: readonly PlayerId[],
  stage: 'place' | 'choose' | 'dash' | 'respawn',
): void {
  events.setActivePlayers({ value: Object.fromEntries(players.map((p) => [p, stage])) });
}
