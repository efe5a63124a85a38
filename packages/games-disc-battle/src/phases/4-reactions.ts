/**
 * Step 4 (seed "Disc Movement", "Block", "Catch", "Dodge"): a disc crossing a program's base
 * stops the world; that program alone answers — Block, Dodge, Catch, dive, or let its own disc
 * pass — in the `react` stage, and the discs' movement (step 3) goes on from there. What each
 * answer does is in resolution/reactions.ts.
 */
import { react } from '../moves/react';
import { REACT_STAGE } from './flow';

export const reactionStages = { [REACT_STAGE]: { moves: { react } } };
