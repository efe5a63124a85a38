import { describe, expect, it } from 'vitest';
import {
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
  setHand,
} from './testing/scenario';
import type { MatrixState } from './state';

/** Morpheus and Trinity plugged in, and Neo beside them; Smith and Jones in the Matrix. */
const crewWithNeo = (G: MatrixState) => {
  for (const human of G.humans) human.plugged = true;
  putHuman(G, 'neo', true);
};

describe('hunters: the Combat winner chooses the casualty', () => {
  it('Agent Thompson: the Machines win the Combat and choose Neo; the Machines win the game', () => {
    const match = contestScenario('matrix', 'combat', [1, 10], (G) => {
      crewWithNeo(G);
      putMachine(G, 'thompson');
    });
    passBoth(match);
    expect(match.G.pending).toEqual({ seat: MACHINES, stage: 'casualty' });
    expect(match.move(MACHINES, 'chooseCasualty', match.G.machines[0])).toEqual({
      ok: false,
      reason: "Choose one of the Humans' characters in the Matrix.",
    });
    const neo = match.G.humans[2].card;
    ok(match, MACHINES, 'chooseCasualty', neo);
    expect(match.G.seats[HUMANS].discard).toEqual([neo]);
    expect(match.ctx.gameover).toEqual({ winner: MACHINES, reason: 'neo' });
  });

  it('Mr. Anderson: the Machines play it and win the Combat, so they choose Neo', () => {
    const match = contestScenario('matrix', 'combat', [1, 6], (G) => {
      crewWithNeo(G);
      setHand(G, MACHINES, 'mr-anderson');
    });
    ok(match, HUMANS, 'pass', 'contest');
    ok(match, MACHINES, 'playEvent', inHand(match.G, MACHINES, 'mr-anderson'));
    passBoth(match);
    expect(match.G.pending).toEqual({ seat: MACHINES, stage: 'casualty' });
    ok(match, MACHINES, 'chooseCasualty', match.G.humans[2].card);
    expect(match.ctx.gameover).toEqual({ winner: MACHINES, reason: 'neo' });
  });

  it('Mr. Anderson played in a Combat the Machines lose hunts nothing, nor in the next Combat', () => {
    const match = contestScenario('matrix', 'combat', [10, 1], (G) => {
      crewWithNeo(G);
      setHand(G, MACHINES, 'mr-anderson');
    });
    ok(match, MACHINES, 'playEvent', inHand(match.G, MACHINES, 'mr-anderson'));
    passBoth(match);
    expect(match.G.pending).toEqual({ seat: MACHINES, stage: 'casualty' });
    expect(match.G.matrix.hunter).toBeNull();
  });

  it('without a hunter the Humans choose their own casualty, as before', () => {
    const match = contestScenario('matrix', 'combat', [1, 10], (G) => {
      crewWithNeo(G);
      putMachine(G, 'jackson');
    });
    passBoth(match);
    expect(match.G.pending).toEqual({ seat: HUMANS, stage: 'casualty' });
  });

  it('Ghost: the Humans win the Combat and choose which Agent is killed (Thompson)', () => {
    const match = contestScenario('matrix', 'combat', [10, 1], (G) => {
      crewWithNeo(G);
      putHuman(G, 'ghost', true);
      putMachine(G, 'thompson');
    });
    passBoth(match);
    expect(match.G.pending).toEqual({ seat: HUMANS, stage: 'casualty' });
    ok(match, HUMANS, 'chooseCasualty', match.G.machines[2]);
    expect(designs(match.G.machines)).toEqual(['smith', 'jones']);
    expect(designs(match.G.seats[MACHINES].discard)).toEqual(['thompson']);
  });

  it('a hunter out of its world or neutralized hunts nothing: Ghost awake leaves the choice to the Machines', () => {
    const match = contestScenario('matrix', 'combat', [10, 1], (G) => {
      crewWithNeo(G);
      putHuman(G, 'ghost', false);
    });
    passBoth(match);
    expect(match.G.pending).toEqual({ seat: MACHINES, stage: 'casualty' });
  });
});

describe('Apoc covers Neo', () => {
  it('Neo chosen by a hunter: Apoc in the Matrix is killed in his place', () => {
    const match = contestScenario('matrix', 'combat', [1, 10], (G) => {
      crewWithNeo(G);
      putHuman(G, 'apoc', true);
      putMachine(G, 'thompson');
    });
    passBoth(match);
    ok(match, MACHINES, 'chooseCasualty', match.G.humans[2].card);
    expect(humanDesigns(match.G)).toEqual(['morpheus*', 'trinity*', 'neo*']);
    expect(designs(match.G.seats[HUMANS].discard)).toEqual(['apoc']);
    expect(match.ctx.gameover).toBeUndefined();
  });

  it('awake, Apoc covers nobody', () => {
    const match = contestScenario('matrix', 'combat', [1, 10], (G) => {
      crewWithNeo(G);
      putHuman(G, 'apoc', false);
      putMachine(G, 'thompson');
    });
    passBoth(match);
    ok(match, MACHINES, 'chooseCasualty', match.G.humans[2].card);
    expect(match.ctx.gameover).toEqual({ winner: MACHINES, reason: 'neo' });
  });
});

describe('abilities that draw a card when their side wins a contest', () => {
  it('Switch: the Humans win an Interception with Switch in the Matrix and draw a card', () => {
    const match = contestScenario('matrix', 'interception', [10, 1], (G) => {
      putHuman(G, 'switch', true);
    });
    passBoth(match);
    expect(match.G.seats[HUMANS].hand).toHaveLength(1);
  });

  it('Switch awake draws nothing, nor does a lost Interception', () => {
    const awake = contestScenario('matrix', 'interception', [10, 1], (G) => {
      G.humans[0].plugged = true;
      putHuman(G, 'switch', false);
    });
    passBoth(awake);
    expect(awake.G.seats[HUMANS].hand).toHaveLength(0);
    const lost = contestScenario('matrix', 'interception', [1, 10], (G) => {
      G.humans[0].plugged = true;
      putHuman(G, 'switch', true);
    });
    passBoth(lost);
    expect(lost.G.seats[HUMANS].hand).toHaveLength(0);
  });

  it('Agent Johnson: the Machines win a Combat and draw a card', () => {
    const withJohnson = contestScenario('matrix', 'combat', [1, 10], (G) => {
      G.humans[0].plugged = true;
      putMachine(G, 'johnson');
    });
    passBoth(withJohnson);
    expect(withJohnson.G.seats[MACHINES].hand).toHaveLength(1);
    const without = contestScenario('matrix', 'combat', [1, 10], (G) => {
      G.humans[0].plugged = true;
    });
    passBoth(without);
    expect(without.G.seats[MACHINES].hand).toHaveLength(0);
  });
});
