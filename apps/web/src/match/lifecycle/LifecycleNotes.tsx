/**
 * Above the players: the match's time control (and what happens when a clock runs out), a
 * refused request about an absent player, and — on the result panel — how the match ended.
 */
import type { LifecycleView } from './use-lifecycle';
import { describeControl, endingWords, PENALTY_WORDS } from './lifecycle-words';
import './lifecycle.css';

export function TimeControlNote({
  view,
  refusal,
}: {
  view: LifecycleView | undefined;
  refusal?: string;
}) {
  const control = view?.snapshot.control;
  if (!control && !refusal) return null;
  return (
    <section className="panel lifecycle-note" aria-label="Clock" data-time-control>
      {control && (
        <p>
          <strong>Clock: {describeControl(control)}.</strong>{' '}
          {view?.snapshot.clock ? '' : 'It starts when every seat is taken. '}
          When a clock runs out, {PENALTY_WORDS[control.onTimeout]}.
        </p>
      )}
      {refusal && (
        <p className="alert" role="alert" data-absent-refusal>
          {refusal}
        </p>
      )}
    </section>
  );
}

export function EndingNote({
  view,
  name,
}: {
  view: LifecycleView | undefined;
  name: (seat: string) => string;
}) {
  const lines = view ? endingWords(view.snapshot, name) : [];
  if (lines.length === 0) return null;
  return (
    <p className="ending-note" data-ending={view?.snapshot.ending?.how ?? 'replaced'}>
      {lines.join(' ')}
    </p>
  );
}
