/**
 * What the coach is told for a person's seat in a local match: exactly what a bot in that seat
 * would get (`LocalSession.view` and `observationsFor`) — never the full state, never the match's
 * seed (it would tell the dice to come).
 */
import type { CoachQuestion } from './bot-runner';
import type { LocalSession } from './local-session';

export function coachQuestion(session: LocalSession, seat: string): CoachQuestion {
  return {
    gameId: session.module.meta.id,
    view: session.view(seat),
    ctx: session.ctx,
    seat,
    observations: session.observationsFor(seat),
  };
}
