/**
 * The rulebook's Gameplay, step 2: the revealed cards take effect card type by card type in the
 * priority order Regular, Cut Tail, Retract Tail, Dash, Uber-Dash, Crusher, Over-Drive (each
 * card's effect is beside it in cards.ts). Dash and Uber-Dash players choose their direction
 * after the Regular moves (moves/choose-dash-direction.ts): resolution pauses before the Dash
 * step until they have.
 */
import { effectOf, RESOLUTION_ORDER } from '../cards';
import { dashersToAsk } from '../revealed';
import type { LightcycleState } from '../state';
import { ask, type FlowContext } from './flow';
import { endRound } from './5-end-of-round';

/**
 * Run the remaining steps. Returns 'dash' when resolution must wait for Dash directions,
 * 'done' when every step has run.
 */
export function resolveSteps(G: LightcycleState): 'dash' | 'done' {
  const resolution = G.resolution!;
  while (resolution.nextStep < RESOLUTION_ORDER.length) {
    const step = RESOLUTION_ORDER[resolution.nextStep];
    if (step === 'dash' && dashersToAsk(G).length > 0) return 'dash';
    effectOf(step)(G);
    resolution.nextStep++;
  }
  return 'done';
}

/** Resolve on; ask the Dash players for their direction when the Dash step comes. */
export function continueResolution(context: FlowContext): void {
  const { G, events } = context;
  if (resolveSteps(G) === 'dash') {
    const dashers = dashersToAsk(G);
    for (const player of dashers) G.dashTurns[player] = null;
    ask(events, dashers, 'dash');
    return;
  }
  endRound(context);
}
