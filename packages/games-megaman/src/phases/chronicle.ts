/**
 * What the rules do on their own — the destiny cut, powering up and drawing, the battle — told
 * in the match log, the one log players read. The chronicle holds those lines until a move's log
 * line takes them: lines written before the move (at setup, or as its turn began) come before
 * the move's own line, lines its rules wrote come after it, so the log reads in order.
 */
import { defineMove, type MoveSpec } from '@gridplay/core';
import type { MegaManState } from '../state';

const KEEP = 30;

export function chronicle(G: MegaManState, line: string): void {
  G.chronicle.push(line);
  if (G.chronicle.length > KEEP) G.chronicle.splice(0, G.chronicle.length - KEEP);
}

/** The move, its log line followed or preceded by what the rules did on their own. */
export function told<A extends unknown[]>(
  spec: MoveSpec<MegaManState, A>,
): MoveSpec<MegaManState, A> {
  const { apply, describe } = spec;
  return {
    ...spec,
    apply: (context, ...args) => {
      const { G, ctx, playerID } = context;
      const own = describe?.({ G, ctx, playerID }, ...args);
      const before = G.chronicle.splice(0);
      const result = apply(context, ...args);
      const after = G.chronicle.splice(0);
      const lines = [...before, own, ...after].filter((line): line is string => Boolean(line));
      if (lines.length > 0) context.log?.setMetadata({ text: lines.join(' ') });
      return result;
    },
  };
}

/** core's `defineMove`, for a move whose log line also tells what the rules did on their own. */
export const defineToldMove = <A extends unknown[] = []>(spec: MoveSpec<MegaManState, A>) =>
  defineMove(told(spec));
