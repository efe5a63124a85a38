/**
 * What an AI seat of a local match is told: its seat's view, the public decisions it saw and its
 * level — never the full state, and never the match's seed (it fixes every shuffle and roll to
 * come). The search's own dice get a seed of their own, drawn afresh for each decision.
 */
import { randomId } from '../app/storage';
import type { SeatRequest } from './bot-runner';
import type { LocalSession } from './local-session';

export function botQuestion(session: LocalSession, seat: string): SeatRequest {
  return {
    gameId: session.module.meta.id,
    view: session.view(seat),
    ctx: session.ctx,
    seat,
    difficulty: session.difficultyOf(seat),
    seed: randomId(),
    observations: session.observationsFor(seat),
  };
}
