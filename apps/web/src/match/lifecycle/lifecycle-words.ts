/** Clocks, away seats and how a match ended, in player words. */
import { formatClock, type LifecycleSnapshot, type TimeControl } from '@gridplay/core';

/** A seat's time is low: under a tenth of its allowance, and never less than ten seconds' warning. */
export function isLowTime(control: TimeControl, remainingMs: number): boolean {
  return remainingMs <= Math.max(10_000, control.initialMs / 10);
}

/** "5 min + 10 s per decision", "1 day per move". */
export function describeControl(control: TimeControl): string {
  const amount = (ms: number) =>
    ms % 86_400_000 === 0
      ? `${ms / 86_400_000} day${ms === 86_400_000 ? '' : 's'}`
      : ms % 60_000 === 0
        ? `${ms / 60_000} min`
        : `${ms / 1000} s`;
  if (control.kind === 'per-move') return `${amount(control.initialMs)} per move`;
  return control.incrementMs > 0
    ? `${amount(control.initialMs)} + ${amount(control.incrementMs)} per decision`
    : amount(control.initialMs);
}

/** What happens when a clock runs out, as the end of "When a clock runs out, …". */
export const PENALTY_WORDS: Record<TimeControl['onTimeout'], string> = {
  lose: 'its player loses the match (with more than two players, an AI plays on for them)',
  'ai-decides': 'an AI makes that one decision for its player',
  'ai-takes-seat': 'an AI takes that seat for the rest of the match',
};

/** The accessible text of a seat's clock. */
export function clockWords(name: string, remainingMs: number, running: boolean): string {
  return `${name}: ${formatClock(remainingMs)} left${running ? ', clock running' : ''}`;
}

/**
 * How the match ended when its rules did not end it alone, one sentence per fact: a win on
 * time or claimed, seats an AI took over. Empty when nothing of the sort happened.
 */
export function endingWords(
  snapshot: Pick<LifecycleSnapshot, 'ending' | 'replaced'>,
  nameOf: (seat: string) => string,
): string[] {
  const lines: string[] = [];
  const { ending, replaced } = snapshot;
  // A seat an AI took over shows "Ada (AI)"; the sentence is about Ada.
  const name = (seat: string) => nameOf(seat).replace(/ \(AI\)$/, '');
  // The server adds `aiFoundNoMove` when "an AI decides" was chosen but the AI could not.
  if (ending?.how === 'time')
    lines.push(
      (ending as { aiFoundNoMove?: boolean }).aiFoundNoMove
        ? `${name(ending.seat)} ran out of time and the AI found no move to make for them: the match was lost on time.`
        : `${name(ending.seat)} ran out of time: the match was lost on time.`,
    );
  if (ending?.how === 'claimed')
    lines.push(
      `${ending.by === undefined ? 'The other player' : name(ending.by)} claimed the win: ${name(ending.seat)} was away too long.`,
    );
  if (ending?.how === 'resigned') lines.push(`${name(ending.seat)} resigned.`);
  for (const [seat, why] of Object.entries(replaced))
    lines.push(
      why === 'time'
        ? `${name(seat)} ran out of time: an AI played on in their seat.`
        : why === 'resigned'
          ? `${name(seat)} resigned: an AI played on in their seat.`
          : `${name(seat)} abandoned the match: an AI played on in their seat.`,
    );
  return lines;
}
