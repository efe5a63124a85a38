import { describe, expect, it } from 'vitest';
import {
  clearPlay,
  contestScenario,
  designs,
  MACHINES,
  ok,
  passBoth,
  putHuman,
  putMachine,
  setDice,
} from '../testing/scenario';
import type { MatrixState } from '../state';

const fleet =
  (...robots: string[]) =>
  (G: MatrixState) => {
    clearPlay(G);
    putHuman(G, 'dozer');
    for (const robot of robots) putMachine(G, robot);
  };

describe('Reality phase', () => {
  it('Detection won by the Humans ends the phase (a new turn begins)', () => {
    const match = contestScenario('reality', 'detection', [10, 1], fleet('sentinel'));
    passBoth(match);
    expect(match.G.turn).toBe(2);
    expect(match.ctx.phase).toBe('zion');
  });

  it('Detection lost: Pursuit; Pursuit won by the Humans ends the phase', () => {
    const match = contestScenario('reality', 'detection', [1, 10], fleet('sentinel'));
    passBoth(match);
    expect(match.G.contest?.kind).toBe('pursuit');
    setDice(match, 10, 1);
    passBoth(match);
    expect(match.ctx.phase).toBe('zion');
  });

  it('Pursuit lost: Battle; the Machines win it: 1 damage per Extermination Unit in play', () => {
    const match = contestScenario(
      'reality',
      'pursuit',
      [1, 10],
      fleet('extermination-unit', 'extermination-unit', 'sentinel'),
    );
    passBoth(match);
    expect(match.G.contest?.kind).toBe('battle');
    setDice(match, 1, 10);
    passBoth(match);
    expect(match.G.hull).toBe(3);
  });

  it('a neutralized Extermination Unit deals no damage', () => {
    const match = contestScenario('reality', 'battle', [1, 10], (G) => {
      fleet('extermination-unit', 'extermination-unit')(G);
      G.neutralized = [G.machines[0]];
    });
    passBoth(match);
    expect(match.G.hull).toBe(4);
  });

  it('hull 0: the Nebuchadnezzar is destroyed and the Machines win', () => {
    const match = contestScenario('reality', 'battle', [1, 10], (G) => {
      fleet('extermination-unit', 'extermination-unit')(G);
      G.hull = 2;
    });
    passBoth(match);
    expect(match.G.hull).toBe(0);
    expect(match.ctx.gameover).toEqual({ winner: MACHINES, reason: 'ship' });
  });

  it('Battle won by the Humans: the Machines discard a Robot of their choice', () => {
    const match = contestScenario(
      'reality',
      'battle',
      [10, 1],
      fleet('sentinel', 'extermination-unit', 'smith'),
    );
    passBoth(match);
    expect(match.G.pending).toEqual({ seat: MACHINES, stage: 'scrap' });
    expect(match.move(MACHINES, 'scrapRobot', match.G.machines[2])).toEqual({
      ok: false,
      reason: 'Choose one of your Robots in play.',
    });
    ok(match, MACHINES, 'scrapRobot', match.G.machines[1]);
    expect(designs(match.G.machines)).toEqual(['sentinel', 'smith']);
    expect(designs(match.G.seats[MACHINES].discard)).toEqual(['extermination-unit']);
    expect(match.ctx.phase).toBe('zion');
  });

  it('with Robots of one kind only, the discard is not a choice; with none, nothing happens', () => {
    const one = contestScenario('reality', 'battle', [10, 1], fleet('sentinel', 'sentinel'));
    passBoth(one);
    expect(designs(one.G.machines)).toEqual(['sentinel']);
    const none = contestScenario('reality', 'battle', [10, 1], fleet('smith'));
    passBoth(none);
    expect(designs(none.G.machines)).toEqual(['smith']);
    expect(none.ctx.phase).toBe('zion');
  });
});
