/** Secrets: chosen cards hidden until all have chosen; Specials in hand hidden, their count public. */
import { describe, expect, it } from 'vitest';
import { describeMove, seededRandom } from '@gridplay/core';
import { cellAt, playRound, scenario } from './testing/scenario';
import { perturbSecrets } from './view';

const at = cellAt(12);

const threePlayers = () =>
  scenario(
    3,
    { 0: [at(2, 2), at(2, 1)], 1: [at(2, 9), at(1, 9)], 2: [at(9, 9), at(9, 10)] },
    { hands: { 0: ['dash', 'crusher'], 1: ['uberDash'] } },
  );

describe('playerView', () => {
  it('shows a seat its own Specials, and only the number of everyone else’s', () => {
    const match = threePlayers();
    const view = match.view('1');
    expect(view.seats[1].hand).toEqual(match.G.seats[1].hand);
    expect(view.seats[0].hand).toEqual({ hidden: true, size: 2 });
    expect(view.seats[2].hand).toEqual({ hidden: true, size: 0 });
    expect(view.deck).toEqual({ hidden: true, size: match.G.deck.length });
    expect(JSON.stringify(view)).not.toContain('special:crusher');
  });

  it('hides a chosen card from everyone else until all have chosen, then shows it in the round record', () => {
    const match = threePlayers();
    match.move('0', 'chooseCard', { card: 'dash' });
    expect(match.view('0').choices[0]).toEqual({ card: 'dash' });
    expect(match.view('1').choices[0]).toEqual({ hidden: true });
    expect(match.view(null).choices[0]).toEqual({ hidden: true });
    expect(match.view('1').choices[2]).toBeNull();
    expect(JSON.stringify(match.view('2'))).not.toContain('"dash"}');
    playRound(match, { 1: { card: 'forward' }, 2: { card: 'forward' } });
    // Revealed: the round's cards are public now; the Dash direction is the next secret.
    expect(match.view('2').resolution!.revealed[0]).toEqual({ card: 'dash' });
    match.move('0', 'chooseDashDirection', 'left');
    expect(match.G.lastRound!.revealed).toEqual({
      0: { card: 'dash' },
      1: { card: 'forward' },
      2: { card: 'forward' },
    });
    expect(match.view(null).lastRound!.dashTurns).toEqual({ 0: 'left' });
  });

  it('hides Dash directions until all Dash players have chosen', () => {
    const match = threePlayers();
    playRound(match, { 0: { card: 'dash' }, 1: { card: 'uberDash' }, 2: { card: 'forward' } });
    match.move('1', 'chooseDashDirection', 'right');
    expect(match.view('0').dashTurns[1]).toEqual({ hidden: true });
    expect(match.view('1').dashTurns[1]).toBe('right');
  });

  it('the log line of a secret choice says only that a card was chosen', () => {
    const match = threePlayers();
    const spec = (
      match.game.phases!.rounds.turn!.stages!.choose.moves!.chooseCard as { redact?: boolean }
    ).redact;
    expect(spec).toBe(true);
    const line = describeMove(match.game, match.state, '0', 'chooseCard', [
      { card: 'crusher', edge: [at(6, 6), at(6, 7)] },
    ]);
    expect(line).toBe('Round 1: Player 1 has chosen a card.');
  });

  it('perturbSecrets changes what its owner alone can see', () => {
    const match = threePlayers();
    match.move('0', 'chooseCard', { card: 'dash' });
    const changed = perturbSecrets(match.G, match.ctx, '0', seededRandom(3));
    expect(changed.seats[0].hand).not.toEqual(match.G.seats[0].hand);
    expect(changed.choices[0]).not.toEqual(match.G.choices[0]);
  });
});
