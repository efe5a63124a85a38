/**
 * Every automatic event is told in the one log (issue 25, item 4): a held card spent without the
 * player choosing — an Attack dodged, or a Dodge taken at once as the only answer — is said in
 * the log line the frame shows (the move's log metadata), not only in the state.
 */
import { describe, expect, it } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import { scenario, type Match } from '../testing/scenario';

/** The frame's log line for the last move: the text its log entry carries. */
function lastLogLine(match: Match): string | undefined {
  const log = (match.state as { deltalog?: LogEntry[] }).deltalog ?? [];
  const entry = [...log].reverse().find((e) => (e.metadata as { text?: string })?.text);
  return (entry?.metadata as { text?: string } | undefined)?.text;
}

describe('held cards spent automatically are told in the log', () => {
  it('Sark holds 2 cards, his disc in flight: Tron’s disc crosses him, he dodges at once, and the log says a card went (1 left)', () => {
    const match = scenario(3, {
      programs: {
        0: { at: [3, 12] },
        1: { at: [9, 12], held: 2, disc: { tip: [20, 2], bearing: 270 } },
        2: { at: [20, 20] },
      },
      flipped: '0',
    });
    match.move('0', 'throwDisc', 90);
    expect(match.G.reaction).toBeNull();
    expect(match.G.programs[1].held).toBe(1);
    expect(lastLogLine(match)).toMatch(
      /^Tron throws east\. .*Sark dodges, spending a held card, 1 left\./,
    );
  });

  it('Tron attacks Sark, who holds one card: the log says Sark dodged by spending it (none left)', () => {
    const match = scenario(3, {
      programs: { 0: { at: [10, 12] }, 1: { at: [13, 12], held: 1 }, 2: { at: [20, 20] } },
      flipped: '0',
    });
    match.move('0', 'attack', '1');
    expect(match.G.programs[1].held).toBe(0);
    expect(lastLogLine(match)).toMatch(
      /^Tron attacks Sark\. Sark dodges, spending a held card, none left\./,
    );
  });
});
