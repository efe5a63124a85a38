/**
 * Step 2 (seed "Turn Sequence", "Actions"): the flipped card's program either performs an active
 * action — Move, Throw, Attack, or Stand when Prone — or holds the card for a reaction later
 * (at most 2 held, 3 with the option). Recalling a far disc costs no card and may come first.
 */
import { attack, moveBase, stand, throwDisc } from '../moves/active-actions';
import { hold, recall } from '../moves/hold-and-recall';

export const actOrHoldMoves = { moveBase, throwDisc, attack, stand, hold, recall };
