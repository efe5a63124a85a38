/** The match log tells each round's story once it is resolved, and nothing before the reveal. */
import { describe, expect, it } from 'vitest';
import { cellAt, lastLogLine, playRound, scenario } from '../testing/scenario';

const at = cellAt(12);

describe('the round story in the log', () => {
  it('says only that a card was chosen until everyone has chosen', () => {
    const match = scenario(2, { 0: [at(2, 2), at(2, 1)], 1: [at(9, 9), at(9, 10)] });
    match.move('0', 'chooseCard', { card: 'forward' });
    expect(lastLogLine(match)).toBe('Round 1: Player 1 has chosen a card.');
  });

  it('then tells what each played and what happened', () => {
    // Two cycles face each other across one empty cell: both drive into it and crash head-on.
    const match = scenario(2, { 0: [at(5, 4), at(5, 3)], 1: [at(5, 6), at(5, 7)] });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    const story = lastLogLine(match) ?? '';
    // The resolving move's own line, then the story core's narration puts after it.
    expect(story).toMatch(
      /^Round 1: Player 2 has chosen a card\. Cards revealed: Player 1 Forward, Player 2 Forward\./,
    );
    expect(story).toContain('crashes head-on');
    expect(story).toBe(
      'Round 1: Player 2 has chosen a card. Cards revealed: Player 1 Forward, Player 2 Forward. ' +
        'Player 1 crashes head-on (no points). Player 2 crashes head-on (no points).',
    );
  });

  it('waits for the Dash directions: the story is told once the round is resolved', () => {
    const match = scenario(
      2,
      { 0: [at(5, 2), at(5, 1)], 1: [at(0, 9), at(1, 9)] },
      { flags: [at(5, 3)], hands: { 0: ['dash'] } },
    );
    playRound(match, { 0: { card: 'dash' }, 1: { card: 'left' } });
    // Paused after the Regular moves for the Dash direction: nothing of the round is told yet.
    expect(match.ctx.activePlayers).toEqual({ 0: 'dash' });
    expect(lastLogLine(match)).toBe('Round 1: Player 2 has chosen a card.');
    match.move('0', 'chooseDashDirection', 'forward');
    expect(lastLogLine(match)).toBe(
      'Round 1: Player 1 has chosen a direction. Cards revealed: Player 1 Dash (forward), Player 2 Left. ' +
        "Player 1 captures the flag on D7 (+3). Player 1's capture hands out 1 Special.",
    );
  });
});
