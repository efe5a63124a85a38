/**
 * Online take-backs on the match page: "Ask to take back" for a seat, the request with Accept /
 * Refuse for the seats that must answer, and what happened, in player words. The server decides
 * everything (take-backs.ts); this only asks and shows.
 */
import { useSyncExternalStore } from 'react';
import type { SocialFeed } from './social-feed';
import { takeBackView } from './take-back-words';
import './social.css';

export function AskTakeBackButton({
  feed,
  stateID,
  disabled,
}: {
  feed: SocialFeed;
  stateID: number;
  disabled?: boolean;
}) {
  const { takeBack } = useSyncExternalStore(feed.subscribe, feed.read);
  const waiting = takeBack?.request?.stateID === stateID;
  return (
    <button
      className="btn small"
      type="button"
      disabled={disabled || waiting}
      onClick={() => feed.askTakeBack()}
      data-ask-take-back
    >
      ↶ Ask to take back
    </button>
  );
}

/** The request and its answers, for the side panel (nothing when there is nothing to say). */
export function TakeBackPanel({
  feed,
  seat,
  stateID,
  label,
}: {
  feed: SocialFeed;
  seat: string | null;
  stateID: number;
  label: (seat: string) => string;
}) {
  const { takeBack, takeBackProblem } = useSyncExternalStore(feed.subscribe, feed.read);
  const view = takeBackView(takeBack, seat, stateID, label);
  if (!view.message && !takeBackProblem) return null;
  return (
    <section className="panel" aria-label="Take back" data-take-back-panel>
      <h2>Take back</h2>
      {view.message && (
        <p className="take-back-note" role="status" data-take-back-message>
          {view.message}
        </p>
      )}
      {view.mustAnswer && (
        <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
          <button
            className="btn small primary"
            type="button"
            onClick={() => feed.answerTakeBack(true)}
            data-take-back-accept
          >
            Accept
          </button>
          <button
            className="btn small"
            type="button"
            onClick={() => feed.answerTakeBack(false)}
            data-take-back-refuse
          >
            Refuse
          </button>
        </div>
      )}
      {takeBackProblem && (
        <p className="alert take-back-note" role="alert" data-take-back-refused>
          Cannot take back: {takeBackProblem}
        </p>
      )}
    </section>
  );
}
