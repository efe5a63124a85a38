/** The board control a tutorial step names, as a CSS selector (boards mark their controls so). */
import type { TutorialTarget } from '@gridplay/core/tutorial';

export function targetSelector(target: TutorialTarget): string {
  return 'move' in target
    ? `[data-move="${CSS.escape(target.move)}"]`
    : `[data-choice="${CSS.escape(target.choice)}"]`;
}
