/** The status-bar prompt and the game-over line, in players' words. */
import { describe, expect, it } from 'vitest';
import module from './index';
import { scenario } from './testing/scenario';

describe('prompt and outcome', () => {
  it('names whose card is up, and asks the reacting program for its choices', () => {
    const match = scenario(3, {
      programs: { 0: { at: [3, 12] }, 1: { at: [9, 12], held: 1 }, 2: { at: [20, 20] } },
      flipped: '0',
    });
    const prompt = (seat: string | null) =>
      module.prompt!({ G: match.view(seat), ctx: match.ctx }, seat);
    expect(prompt('0')).toBe('Your card is up: move, throw, attack, or hold it for a reaction.');
    expect(prompt('1')).toBe("Tron's card is up.");
    match.move('0', 'throwDisc', 90);
    expect(prompt('1')).toBe("Tron's disc crosses your base: Block, Dodge?");
    expect(prompt(null)).toBe("Sark reacts to Tron's disc.");
  });

  it('says who is last standing, or why it is a draw', () => {
    const match = scenario(2, {
      programs: { 0: { at: [10, 12] }, 1: { at: [13, 12], held: 0 } },
      flipped: '0',
    });
    match.move('0', 'attack', '1');
    const state = { G: match.G, ctx: match.ctx };
    expect(module.outcome!(match.ctx.gameover, state)).toBe('Tron is the last program standing.');
    expect(module.outcome!({ draw: true, standing: ['0', '1'], reason: 'stalemate' }, state)).toBe(
      '10 turns without a De-Rez: a draw among the programs still standing.',
    );
  });
});
