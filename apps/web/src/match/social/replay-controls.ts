/** The replay's pace and bounds (pure, tested). */

/** How long each decision stays on the board while the replay plays. */
export const PLAY_STEP_MS = 900;

/** `index` kept within the moments of a match (0 when there are none). */
export function clampMoment(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}
