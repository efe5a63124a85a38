/**
 * "What would the AI do?": on the person's own decision, the fair AI's top three choices for
 * their seat with their estimated chances, thought out in the AI's Web Worker (core's
 * `coachAdvice`) from what that person sees. Offered against the AI, in hotseat and in the
 * tutorials; never in online or rated matches (the online page does not draw it).
 */
import { useEffect, useRef, useState } from 'react';
import type { GameModule } from '@gridplay/core';
import type { CoachAdvice } from '@gridplay/bots';
import { BotRunner, type CoachQuestion } from './bot-runner';
import { withNames, type SeatNames } from './frame-text';

export interface AiCoachProps {
  module: GameModule;
  names?: SeatNames;
  /** The person at the screen must decide now: only then is the button shown. */
  available: boolean;
  /** Changes with every decision: an answer about an older position is dropped. */
  position: string | number;
  /** What the person at the screen sees: their seat's view and the decisions they saw. */
  question: () => CoachQuestion;
  /** The AI's workers to think on (the match page's); without it the coach starts its own. */
  runner?: () => BotRunner;
}

type Asked =
  | { state: 'idle' }
  | { state: 'thinking' }
  | { state: 'answered'; advice: CoachAdvice }
  | { state: 'failed'; reason: string };

/** "about 62% to win"; the only choice has no estimate (nothing was weighed). */
function chanceWords(chance: number | undefined): string {
  return chance === undefined ? 'your only choice' : `about ${percent(chance)}% to win`;
}

function percent(chance: number): number {
  return Math.round(Math.min(1, Math.max(0, chance)) * 100);
}

export function AiCoach({ module, names, available, position, question, runner }: AiCoachProps) {
  const [asked, setAsked] = useState<Asked>({ state: 'idle' });
  const own = useRef<BotRunner | null>(null);
  // Counts questions: an answer is shown only if no newer question or position came since.
  const asking = useRef(0);

  useEffect(() => {
    asking.current++;
    setAsked({ state: 'idle' });
  }, [position]);

  useEffect(
    () => () => {
      own.current?.dispose();
      own.current = null;
    },
    [],
  );

  if (!available) return null;

  const ask = () => {
    const ticket = ++asking.current;
    const pool = runner?.() ?? (own.current ??= new BotRunner(1));
    setAsked({ state: 'thinking' });
    pool.advise(question()).then(
      (advice) => ticket === asking.current && setAsked({ state: 'answered', advice }),
      (error: Error) =>
        ticket === asking.current && setAsked({ state: 'failed', reason: error.message }),
    );
  };
  const dismiss = () => {
    asking.current++;
    setAsked({ state: 'idle' });
  };

  return (
    <section className="panel ai-coach" aria-label="What would the AI do?" data-ai-coach>
      <div className="ai-coach-head">
        <button
          className="btn small"
          type="button"
          // Not `disabled` while thinking: that would drop the keyboard's focus from the button.
          onClick={asked.state === 'thinking' ? undefined : ask}
          aria-disabled={asked.state === 'thinking'}
          data-ai-coach-ask
        >
          What would the AI do?
        </button>
        {asked.state !== 'idle' && (
          <button
            className="btn small ghost"
            type="button"
            onClick={dismiss}
            aria-label="Dismiss the AI's suggestions"
            data-ai-coach-dismiss
          >
            ✕
          </button>
        )}
      </div>
      <div className="ai-coach-answer" aria-live="polite" data-ai-coach-answer>
        {asked.state === 'thinking' && (
          <p className="muted" data-ai-coach-thinking>
            Thinking…
          </p>
        )}
        {asked.state === 'failed' && (
          <p className="error-text">The AI could not answer: {asked.reason}</p>
        )}
        {asked.state === 'answered' && asked.advice.choices.length === 0 && (
          <p className="muted">The AI sees nothing for you to decide now.</p>
        )}
        {asked.state === 'answered' && asked.advice.choices.length > 0 && (
          <ol className="ai-coach-choices" aria-label="The AI's top choices">
            {asked.advice.choices.map(({ words, chance }, index) => (
              <li key={index} data-ai-coach-choice>
                <span className="ai-coach-words">{withNames(words, module, names)}</span>
                <span className="ai-coach-chance" data-ai-coach-chance>
                  {' — '}
                  {chanceWords(chance)}
                </span>
                {chance !== undefined && (
                  <span className="ai-coach-bar" aria-hidden="true">
                    <span style={{ width: `${percent(chance)}%` }} />
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
