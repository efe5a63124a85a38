/** The reference player: the move a club player must make in each position, from its view only. */
import { describe, expect, it } from 'vitest';
import { LocalMatch, seededRandom, type AiMove } from '@gridplay/core';
import { enumerate } from './legal-moves';
import { reference } from './reference-bot';
import { cellAt, scenario, type Match } from './testing/scenario';
import { game } from './game';
import type { Choice, LightcycleView } from './state';
import { perturbSecrets } from './view';

const at = cellAt(10);
/** Seat 1 far off in the south-east corner, facing north: it contests nothing near the others. */
const faraway = [at(8, 8), at(9, 8)];

function decide(match: Match, seat = '0', seed = 1): AiMove {
  const view = match.view(seat);
  const moves = enumerate(match.G, match.ctx, seat);
  const choice = reference(view, match.ctx, seat, moves, seededRandom(seed));
  expect(moves).toContainEqual(choice);
  return choice;
}

const card = (choice: Choice): AiMove => ({ move: 'chooseCard', args: [choice] });

describe('the reference player (club player)', () => {
  it('never drives off the Grid or into a trail when a clear way exists', () => {
    // Facing north on the top row: Forward leaves the Grid, Left (west) is its own trail.
    const match = scenario(2, { 0: [at(0, 5), at(1, 5), at(1, 4), at(0, 4)], 1: faraway });
    expect(decide(match)).toEqual(card({ card: 'right' }));
  });

  it('takes a flag on a clear, uncontested path', () => {
    const match = scenario(2, { 0: [at(5, 5), at(6, 5)], 1: faraway }, { flags: [at(5, 4)] });
    expect(decide(match)).toEqual(card({ card: 'left' }));
  });

  it('reads the other cycle’s next cells: no flag is worth a head-on', () => {
    // The flag ahead (4,7) is one of seat 1's next cells (it faces south from (3,7)); Right is
    // its own trail, so Left is the one clear and uncontested way.
    const match = scenario(
      2,
      { 0: [at(5, 7), at(6, 7), at(6, 8), at(5, 8)], 1: [at(3, 7), at(2, 7)] },
      { flags: [at(4, 7)] },
    );
    expect(decide(match)).toEqual(card({ card: 'left' }));
  });

  it('keeps room: it does not turn into a three-cell pocket, even toward a flag', () => {
    // Left (2,0) leads to (1,0) and (0,0) only, walled in by seat 1's trail on (1,1) and (0,1);
    // Forward is that trail. Right opens onto the rest of the Grid.
    const match = scenario(
      2,
      {
        0: [at(2, 1), at(3, 1), at(3, 0)],
        1: [at(0, 4), at(0, 3), at(0, 2), at(0, 1), at(1, 1)],
      },
      { flags: [at(0, 0)] },
    );
    expect(decide(match)).toEqual(card({ card: 'right' }));
  });

  it('boxed in, it stands still with Retract Tail rather than crash', () => {
    // In the top-left corner facing north, seat 1's trail on its right.
    const match = scenario(
      2,
      { 0: [at(0, 0), at(1, 0)], 1: [at(0, 3), at(0, 2), at(0, 1)] },
      { hands: { 0: ['retractTail', 'dash'] } },
    );
    expect(decide(match)).toEqual(card({ card: 'retractTail', length: 1 }));
  });

  it('spends a Dash only for a flag no Regular move reaches this round', () => {
    const withDash = { hands: { 0: ['dash' as const] } };
    const far = scenario(
      2,
      { 0: [at(5, 5), at(6, 5)], 1: faraway },
      { ...withDash, flags: [at(3, 5)] },
    );
    expect(decide(far)).toEqual(card({ card: 'dash' }));
    const near = scenario(
      2,
      { 0: [at(5, 5), at(6, 5)], 1: faraway },
      { ...withDash, flags: [at(4, 5)] },
    );
    expect(decide(near)).toEqual(card({ card: 'forward' }));
  });

  it('places its cycle in the middle of the Grid, facing the centre', () => {
    const match: Match = new LocalMatch(game, { numPlayers: 2, seed: 'placement' });
    const [seat] = match.activePlayers();
    const [head, tail] = decide(match, seat).args as [number, number];
    const centre = [at(4, 4), at(4, 5), at(5, 4), at(5, 5)];
    expect(centre).toContain(head);
    expect(centre).toContain(head + (head - tail));
  });
});

describe('the reference player reads only its seat’s view', () => {
  it('makes the same move whatever the other seat holds or has chosen', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(6, 5)], 1: [at(3, 5), at(2, 5)] },
      { hands: { 0: ['dash'], 1: ['crusher', 'uberDash'] }, flags: [at(4, 3)] },
    );
    expect(match.move('1', 'chooseCard', { card: 'left' })).toEqual({ ok: true });
    for (let seed = 1; seed <= 20; seed++) {
      const other = perturbSecrets(match.G, match.ctx, '1', seededRandom(seed));
      const views = [match.G, other].map(
        (G) => match.game.playerView!({ G, ctx: match.ctx, playerID: '0' }) as LightcycleView,
      );
      const moves = enumerate(views[0], match.ctx, '0');
      const [a, b] = views.map((view) =>
        reference(Object.freeze(view), match.ctx, '0', moves, seededRandom(seed)),
      );
      expect(b).toEqual(a);
    }
  });
});
