import { describe, expect, it } from 'vitest';
import { forcedMoveFor, type LocalMatch } from '@gridplay/core';
import module from './index';
import { forcedMove } from './forced';
import { enumerate } from './legal-moves';
import {
  clearPlay,
  contestScenario,
  HUMANS,
  MACHINES,
  scenario,
  setHand,
} from './testing/scenario';
import type { MatrixState, MatrixView, Seat } from './state';

const seatView = (m: LocalMatch<MatrixState>, seat: Seat) => ({
  G: m.view(seat) as MatrixView,
  ctx: m.ctx,
});

describe('decisions taken for the player', () => {
  it('the Humans with an empty hand in a contest pass at once: the Machines see the hand is empty', () => {
    const m = contestScenario('reality', 'detection', [3, 7], (G) => {
      clearPlay(G);
      setHand(G, MACHINES, 'sensor-sweep');
    });
    expect(m.G.pending).toEqual({ seat: HUMANS, stage: 'contest' });
    const forced = forcedMoveFor(module, seatView(m, HUMANS), HUMANS);
    expect(forced).toEqual({
      choice: { move: 'pass', args: ['contest'] },
      because: 'your hand is empty, so you pass',
    });
    expect(m.play(HUMANS, forced!.choice)).toEqual({ ok: true });
    expect(m.G.pending).toEqual({ seat: MACHINES, stage: 'contest' });
  });

  it('a hand holding no Event for this contest also leaves only a pass, but it stays the player’s: the hand is secret', () => {
    const m = contestScenario('reality', 'detection', [3, 7], (G) => {
      clearPlay(G);
      setHand(G, HUMANS, 'dodge-this'); // a Combat Event: useless in Detection
    });
    expect(enumerate(m.view(HUMANS) as MatrixView, m.ctx, HUMANS)).toEqual([
      { move: 'pass', args: ['contest'] },
    ]);
    expect(forcedMove(seatView(m, HUMANS), HUMANS)).toBeUndefined();
  });

  it('bringing characters in with an empty hand: only a pass, taken at once', () => {
    const m = scenario('zion', { seat: HUMANS, stage: 'bringIn' });
    expect(forcedMoveFor(module, seatView(m, HUMANS), HUMANS)?.choice).toEqual({
      move: 'pass',
      args: ['bringIn'],
    });
  });

  it('other decisions and other seats are never played for, even with an empty hand', () => {
    const m = scenario('switch', { seat: HUMANS, stage: 'switch' });
    expect(forcedMove(seatView(m, HUMANS), HUMANS)).toBeUndefined();
    const contest = contestScenario('reality', 'detection', [3, 7], clearPlay);
    expect(forcedMove(seatView(contest, MACHINES), MACHINES)).toBeUndefined();
  });
});
