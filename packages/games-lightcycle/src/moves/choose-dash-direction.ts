/** Dash / Uber-Dash: the direction is chosen after the Regular moves, secretly and all at once. */
import { z } from 'zod';
import { defineMove } from '@gridplay/core';
import type { Turn } from '../grid';
import { continueResolution } from '../phases/4-resolve';
import { ask } from '../phases/flow';
import { label } from '../names';
import type { LightcycleState } from '../state';

export const chooseDashDirection = defineMove<LightcycleState, [Turn]>({
  args: z.tuple([z.enum(['forward', 'left', 'right'])]),
  check: ({ G, playerID }) =>
    G.dashTurns[playerID] ? 'You have already chosen your direction.' : undefined,
  describe: ({ G, playerID }) => `Round ${G.round}: ${label(playerID)} has chosen a direction.`,
  secret: true,
  simultaneous: true,
  apply: (context, turn) => {
    const { G, events, playerID } = context;
    G.dashTurns[playerID] = turn;
    const waiting = Object.keys(context.ctx.activePlayers ?? {}).filter(
      (p) => p !== playerID && !G.dashTurns[p],
    );
    if (waiting.length > 0) {
      ask(events, waiting, 'dash');
      return;
    }
    // The last direction is in: the round resolves, and its story follows this move's line.
    continueResolution(context);
  },
});
