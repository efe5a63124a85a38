import { describe, expect, it } from 'vitest';
import { totalOf, totalParts } from '../rules';
import {
  clearPlay,
  contestScenario,
  HUMANS,
  inHand,
  MACHINES,
  ok,
  passBoth,
  putHuman,
  putMachine,
  setHand,
} from '../testing/scenario';

describe('roll contests', () => {
  it('the side with the lower total acts first; a tie counts as behind for the Humans', () => {
    expect(contestScenario('reality', 'detection', [3, 7]).G.pending?.seat).toBe(HUMANS);
    expect(contestScenario('reality', 'detection', [9, 2], clearPlay).G.pending?.seat).toBe(
      MACHINES,
    );
    expect(contestScenario('reality', 'detection', [5, 5], clearPlay).G.pending?.seat).toBe(HUMANS);
  });

  it('players alternate Events or passes; two passes in a row close it', () => {
    const match = contestScenario('reality', 'detection', [4, 6], (G) => {
      clearPlay(G);
      setHand(G, HUMANS, 'run-silent');
      setHand(G, MACHINES, 'sensor-sweep');
    });
    ok(match, HUMANS, 'playEvent', inHand(match.G, HUMANS, 'run-silent'));
    expect(totalOf(match.G, HUMANS)).toBe(6);
    expect(match.G.pending).toEqual({ seat: MACHINES, stage: 'contest' });
    ok(match, MACHINES, 'playEvent', inHand(match.G, MACHINES, 'sensor-sweep'));
    ok(match, HUMANS, 'pass', 'contest');
    expect(match.G.contest?.passes).toBe(1);
    ok(match, MACHINES, 'pass', 'contest');
    expect(match.G.contest?.kind).toBe('pursuit');
    expect(match.G.lastContest).toMatchObject({
      kind: 'detection',
      totals: { [HUMANS]: 6, [MACHINES]: 9 },
      winner: MACHINES,
    });
  });

  it('each Event at most once a contest: a second Firewall is refused, another Event is not', () => {
    const match = contestScenario('matrix', 'mission', [9, 1], (G) => {
      setHand(G, MACHINES, 'firewall', 'firewall');
      setHand(G, HUMANS, 'there-is-no-spoon', 'oracle-cookie');
    });
    const [first, second] = match.G.seats[MACHINES].hand;
    ok(match, MACHINES, 'playEvent', first);
    ok(match, HUMANS, 'playEvent', inHand(match.G, HUMANS, 'there-is-no-spoon'));
    const before = JSON.stringify(match.G);
    expect(match.move(MACHINES, 'playEvent', second)).toEqual({
      ok: false,
      reason:
        'Firewall has already been played in this Mission: each Event at most once a contest.',
    });
    expect(JSON.stringify(match.G)).toBe(before);
    ok(match, MACHINES, 'pass', 'contest');
    ok(match, HUMANS, 'playEvent', inHand(match.G, HUMANS, 'oracle-cookie'));
    expect(match.G.contest?.played.map((p) => p.bonus)).toEqual([4, 2, 1]);
  });

  it('a tie goes to the Machines', () => {
    const match = contestScenario('reality', 'detection', [6, 6], clearPlay);
    passBoth(match);
    expect(match.G.lastContest?.winner).toBe(MACHINES);
  });

  it('an Event must name this contest', () => {
    const match = contestScenario('reality', 'detection', [1, 6], (G) =>
      setHand(G, HUMANS, 'dodge-this'),
    );
    expect(match.move(HUMANS, 'playEvent', inHand(match.G, HUMANS, 'dodge-this'))).toEqual({
      ok: false,
      reason: 'Dodge This names the Combat contest; this is Detection.',
    });
  });

  it('characters add their modifier only in their world; Zion-born humans count in the real world', () => {
    const match = contestScenario('reality', 'detection', [2, 3], (G) => {
      clearPlay(G);
      putHuman(G, 'morpheus', true); // plugged in: his Detection +1 does not count
      putHuman(G, 'tank'); // Detection +2
      putHuman(G, 'mouse'); // unplugged: Detection +1
      putMachine(G, 'sentinel');
      putMachine(G, 'smith'); // an Agent: nothing in Detection
    });
    expect(totalParts(match.G, HUMANS)).toEqual([
      { label: 'Die', value: 2 },
      { label: 'Tank', value: 2 },
      { label: 'Mouse', value: 1 },
    ]);
    expect(totalParts(match.G, MACHINES)).toEqual([
      { label: 'Die', value: 3 },
      { label: 'Sentinel', value: 1 },
    ]);
  });

  it('only a side’s three highest modifiers count; a neutralized character counts nothing', () => {
    const match = contestScenario('reality', 'battle', [1, 1], (G) => {
      clearPlay(G);
      for (const design of ['dozer', 'mifune', 'zion-soldier', 'zion-soldier', 'apoc'])
        putHuman(G, design);
      G.neutralized = [G.humans[1].card];
    });
    // Mifune (+3) is neutralized: Dozer +2 and two +1s count; the fourth +1 does not.
    expect(totalParts(match.G, HUMANS).map((p) => p.value)).toEqual([1, 2, 1, 1]);
    expect(totalOf(match.G, HUMANS)).toBe(5);
  });
});
