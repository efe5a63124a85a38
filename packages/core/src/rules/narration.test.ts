import { describe, expect, it } from 'vitest';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Ctx } from 'boardgame.io';
import { defineMove, type MoveContext } from './define-move';
import { narrate, type Narrated } from './narration';

interface State extends Narrated {
  drawn: number;
}

/** Runs a defined move the way boardgame.io does, returning the log text it set. */
function play(move: ReturnType<typeof defineMove<State, [number]>>, G: State, arg: number) {
  let text: string | undefined;
  const context = {
    G,
    ctx: { currentPlayer: '0' } as Ctx,
    playerID: '0',
    log: { setMetadata: (metadata: { text: string }) => (text = metadata.text) },
  } as unknown as MoveContext<State>;
  const result = (move.move as (context: MoveContext<State>, arg: number) => unknown)(context, arg);
  return { result, text };
}

const draw = defineMove<State, [number]>({
  check: (_, count) => (count > 3 ? 'You may draw at most 3 cards.' : undefined),
  describe: (_, count) => `South draws ${count}.`,
  apply: ({ G }, count) => {
    G.drawn += count;
    if (G.drawn >= 5) narrate(G, 'The deck runs low: South shuffles the discards in.');
  },
});

describe('narration: what the rules did on their own joins the move log line', () => {
  it('tells lines written before the move first, then the move, then what its rules did', () => {
    const G: State = { drawn: 3, narration: [] };
    narrate(G, 'A new turn begins: South untaps.');
    const { text } = play(draw, G, 2);
    expect(text).toBe(
      'A new turn begins: South untaps. South draws 2. The deck runs low: South shuffles the discards in.',
    );
    expect(G.narration).toEqual([]);
  });

  it('leaves the waiting lines in place when the move is refused', () => {
    const G: State = { drawn: 0, narration: ['A new turn begins.'] };
    const { result, text } = play(draw, G, 4);
    expect(result).toBe(INVALID_MOVE);
    expect(text).toBeUndefined();
    expect(G.narration).toEqual(['A new turn begins.']);
  });

  it('keeps at most 30 waiting lines, the newest', () => {
    const G: State = { drawn: 0, narration: [] };
    for (let line = 1; line <= 35; line += 1) narrate(G, `line ${line}`);
    expect(G.narration).toHaveLength(30);
    expect(G.narration[0]).toBe('line 6');
  });
});
