/** The module's words for the frame: the prompt for each stage, the outcome, the phase labels. */
import { describe, expect, it } from 'vitest';
import module from './index';
import { cellAt, scenario } from './testing/scenario';

const at = cellAt(10);

describe('game module', () => {
  it('prompts each seat for what it must do now, from its own view', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 0: ['dash'] } },
    );
    const prompt = (seat: string | null) =>
      module.prompt!({ G: match.view(seat), ctx: match.ctx }, seat);
    expect(prompt('0')).toBe('Choose your card for this round.');
    match.move('0', 'chooseCard', { card: 'dash' });
    expect(prompt('0')).toBe('Round 1: waiting for the other players.');
    match.move('1', 'chooseCard', { card: 'left' });
    expect(prompt('0')).toBe('Choose the direction of your Dash.');
    expect(prompt(null)).toBe('Round 1: waiting for the other players.');
  });

  it('names the winner or the draw', () => {
    const match = scenario(2, { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] });
    const spectator = { G: match.view(null), ctx: match.ctx };
    expect(module.outcome!({ winner: '1' }, spectator)).toBe('Player 2 wins the Grid.');
    expect(module.outcome!({ draw: true }, spectator)).toBe(
      'Draw: the leaders are level at the round limit.',
    );
    expect(module.phaseLabel!('placement')).toBe('Setup: placing cycles');
    expect(module.phaseLabel!('dash')).toBe('Dash directions');
  });
});
