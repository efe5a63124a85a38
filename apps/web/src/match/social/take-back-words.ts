/**
 * What a page shows of an online take-back (pure, tested): the notice the server sends every
 * socket of the match (apps/server/src/social/take-backs.ts) in player words, and whether this
 * seat is the one to answer.
 */

export interface TakeBackRequest {
  by: string;
  stateID: number;
  answerers: string[];
  accepted: string[];
}

export interface TakeBackNotice {
  matchID: string;
  request: TakeBackRequest | null;
  asked: TakeBackRequest;
  outcome: 'pending' | 'declined' | 'rolled-back';
  by: string;
}

export interface TakeBackView {
  /** A line for everyone, or nothing to show. */
  message?: string;
  /** This seat must accept or refuse now. */
  mustAnswer: boolean;
  /** This seat's own request is waiting. */
  waiting: boolean;
}

/**
 * `notice` as `seat` (null: spectator) sees it at state `stateID`. A request made in an
 * earlier state lapsed when the match moved on: nothing is shown for it.
 */
export function takeBackView(
  notice: TakeBackNotice | undefined,
  seat: string | null,
  stateID: number,
  label: (seat: string) => string,
): TakeBackView {
  const none = { mustAnswer: false, waiting: false };
  if (!notice) return none;
  const who = (s: string) => (s === seat ? 'You' : label(s));
  if (notice.outcome === 'declined')
    return notice.asked.stateID === stateID
      ? {
          ...none,
          message: `${who(notice.by)} refused to let ${notice.asked.by === seat ? 'you' : label(notice.asked.by)} take back.`,
        }
      : none;
  // The rollback stored the state after the request's: the line goes once play moves on.
  if (notice.outcome === 'rolled-back')
    return notice.asked.stateID + 1 !== stateID
      ? none
      : {
          ...none,
          message: `${who(notice.by)} took back ${notice.by === seat ? 'your' : 'their'} last decision.`,
        };
  const request = notice.request;
  if (!request || request.stateID !== stateID) return none;
  if (request.by === seat)
    return {
      mustAnswer: false,
      waiting: true,
      message: 'You asked to take back your last decision: waiting for an answer.',
    };
  const mustAnswer =
    seat !== null && request.answerers.includes(seat) && !request.accepted.includes(seat);
  return {
    mustAnswer,
    waiting: false,
    message: `${label(request.by)} asks to take back their last decision.`,
  };
}
