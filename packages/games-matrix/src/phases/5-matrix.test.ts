import { describe, expect, it } from 'vitest';
import { totalParts } from '../rules';
import {
  clearPlay,
  contestScenario,
  designs,
  HUMANS,
  humanDesigns,
  inHand,
  MACHINES,
  ok,
  passBoth,
  putHuman,
  putMachine,
  scenario,
  setDice,
  setHand,
} from '../testing/scenario';
import type { MatrixState } from '../state';

/** Morpheus and Trinity plugged in, Neo too when `neo`; Smith and Jones in the Matrix. */
function team(neo: boolean) {
  return (G: MatrixState) => {
    for (const human of G.humans) human.plugged = true;
    if (neo) putHuman(G, 'neo', true);
  };
}

describe('Matrix phase', () => {
  it('is skipped when the Humans have no character in the Matrix', () => {
    const match = scenario('switch', { seat: HUMANS, stage: 'switch' });
    ok(match, HUMANS, 'pass', 'switch');
    expect(match.ctx.phase).toBe('reality');
    expect(match.G.contest?.kind).toBe('detection');
  });

  it('Interception won by the Humans: no Combat; the Basic Mission (1 MP) without Neo; then they may unplug', () => {
    const match = contestScenario('matrix', 'interception', [10, 1], team(false));
    passBoth(match);
    expect(match.G.contest?.kind).toBe('mission');
    expect(match.G.mission).toBe('basic');
    setDice(match, 10, 1);
    passBoth(match);
    expect(match.G.missionPoints).toBe(1);
    expect(match.G.pending).toEqual({ seat: HUMANS, stage: 'exit' });
    ok(match, HUMANS, 'unplug', match.G.humans[0].card);
    expect(humanDesigns(match.G)).toEqual(['morpheus', 'trinity*']);
    ok(match, HUMANS, 'pass', 'exit');
    expect(match.ctx.phase).toBe('reality');
  });

  it('Interception lost: Combat; the loser chooses which of its characters in the Matrix is killed', () => {
    const match = contestScenario('matrix', 'interception', [1, 10], team(false));
    passBoth(match);
    expect(match.G.contest?.kind).toBe('combat');
    setDice(match, 1, 10);
    passBoth(match);
    expect(match.G.pending).toEqual({ seat: HUMANS, stage: 'casualty' });
    expect(match.move(HUMANS, 'chooseCasualty', match.G.machines[0])).toEqual({
      ok: false,
      reason: 'Choose one of your own characters in the Matrix.',
    });
    const trinity = match.G.humans[1].card;
    ok(match, HUMANS, 'chooseCasualty', trinity);
    expect(humanDesigns(match.G)).toEqual(['morpheus*']);
    expect(match.G.seats[HUMANS].discard).toEqual([trinity]);
    expect(match.G.contest?.kind).toBe('mission');
  });

  it('the Machines losing a Combat choose which Agent is killed', () => {
    const match = contestScenario('matrix', 'combat', [10, 1], team(false));
    passBoth(match);
    expect(match.G.pending).toEqual({ seat: MACHINES, stage: 'casualty' });
    ok(match, MACHINES, 'chooseCasualty', match.G.machines[1]);
    expect(designs(match.G.machines)).toEqual(['smith']);
    expect(designs(match.G.seats[MACHINES].discard)).toEqual(['jones']);
  });

  it('with one character in the Matrix the casualty is not a choice; killing Neo wins for the Machines', () => {
    const match = contestScenario('matrix', 'combat', [1, 10], (G) => putHuman(G, 'neo', true));
    passBoth(match);
    expect(match.ctx.gameover).toEqual({ winner: MACHINES, reason: 'neo' });
    expect(match.G.neoKilled).toBe(true);
  });

  it('a Mission card needs Neo in the Matrix; won, it scores and leaves the game; its guard adds to the Machines', () => {
    const match = scenario('matrix', { seat: HUMANS, stage: 'mission' }, (G) => {
      team(true)(G);
      setHand(G, HUMANS, 'hack-mainframe', 'dodge-this');
    });
    expect(match.move(HUMANS, 'attemptMission', inHand(match.G, HUMANS, 'dodge-this'))).toEqual({
      ok: false,
      reason: 'Dodge This is not a Mission card.',
    });
    const mission = inHand(match.G, HUMANS, 'hack-mainframe');
    ok(match, HUMANS, 'attemptMission', mission);
    setDice(match, 10, 1);
    expect(totalParts(match.G, MACHINES)).toContainEqual({
      label: 'Hack the Mainframe (guarded)',
      value: 2,
    });
    passBoth(match);
    expect(match.G.missionPoints).toBe(5);
    expect(match.G.completed).toEqual([mission]);
    expect(match.G.seats[HUMANS].hand).not.toContain(mission);
    expect(match.G.contest?.kind).toBe('escape');
  });

  it('a failed Mission card goes back to the hand', () => {
    const match = scenario('matrix', { seat: HUMANS, stage: 'mission' }, (G) => {
      team(true)(G);
      setHand(G, HUMANS, 'free-a-mind');
    });
    const mission = inHand(match.G, HUMANS, 'free-a-mind');
    ok(match, HUMANS, 'attemptMission', mission);
    setDice(match, 1, 10);
    passBoth(match);
    expect(match.G.missionPoints).toBe(0);
    expect(match.G.seats[HUMANS].hand).toEqual([mission]);
  });

  it('without Neo in the Matrix a Mission card is refused', () => {
    const match = scenario('matrix', { seat: HUMANS, stage: 'mission' }, (G) => {
      team(false)(G);
      putHuman(G, 'neo', false);
      setHand(G, HUMANS, 'free-a-mind');
    });
    expect(match.move(HUMANS, 'attemptMission', inHand(match.G, HUMANS, 'free-a-mind'))).toEqual({
      ok: false,
      reason: 'A Mission card needs Neo in the Matrix.',
    });
    ok(match, HUMANS, 'attemptMission', 'basic');
    expect(match.G.mission).toBe('basic');
  });

  it('Escape lost: another Combat, then another Escape; Escape won: the Humans may unplug', () => {
    const match = contestScenario('matrix', 'escape', [1, 10], team(false));
    passBoth(match);
    expect(match.G.contest?.kind).toBe('combat');
    setDice(match, 1, 10);
    passBoth(match);
    ok(match, HUMANS, 'chooseCasualty', match.G.humans[1].card);
    expect(match.G.contest?.kind).toBe('escape');
    setDice(match, 10, 1);
    passBoth(match);
    expect(match.G.pending).toEqual({ seat: HUMANS, stage: 'exit' });
  });

  it('the Combat/Escape loop ends when the Humans have nobody left in the Matrix', () => {
    const match = contestScenario('matrix', 'escape', [1, 10], (G) => {
      G.humans[0].plugged = true;
    });
    passBoth(match);
    setDice(match, 1, 10);
    passBoth(match);
    expect(humanDesigns(match.G)).toEqual(['trinity']);
    expect(match.ctx.phase).toBe('reality');
  });

  it('20 Mission Points win for the Humans', () => {
    const match = contestScenario('matrix', 'mission', [10, 1], (G) => {
      team(false)(G);
      G.mission = 'basic';
      G.missionPoints = 19;
    });
    passBoth(match);
    expect(match.ctx.gameover).toEqual({ winner: HUMANS, reason: 'missions' });
  });

  it('a Machines Agent does not count when neutralized, and Agents never count in the real world', () => {
    const match = contestScenario('matrix', 'combat', [5, 5], (G) => {
      clearPlay(G);
      putHuman(G, 'trinity', true);
      putMachine(G, 'smith');
      putMachine(G, 'brown');
      G.neutralized = [G.machines[0]];
    });
    expect(totalParts(match.G, MACHINES)).toEqual([
      { label: 'Die', value: 5 },
      { label: 'Agent Brown', value: 1 },
    ]);
  });
});
