import { describe, expect, it } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import { game } from './game';
import { playerView } from './view';
import type { MatrixState } from './state';
import { contestScenario, HUMANS, MACHINES } from './testing/scenario';

describe('secrets', () => {
  const match = new LocalMatch<MatrixState>(game, { numPlayers: 2, seed: 'view' });
  const view = (seat: string | null) => playerView({ G: match.G, playerID: seat });

  it('a hand is seen only by its owner; deck order by nobody (the owner sees its contents, sorted)', () => {
    const humans = view(HUMANS);
    expect(humans.seats[HUMANS].hand).toEqual(match.G.seats[HUMANS].hand);
    expect(humans.seats[HUMANS].deck).toEqual({ hidden: true, size: 30 });
    expect(humans.seats[HUMANS].deckContents).toEqual([...match.G.seats[HUMANS].deck].sort());
    expect(humans.seats[MACHINES].hand).toEqual({ hidden: true, size: 8 });
    expect(humans.seats[MACHINES].deck).toEqual({ hidden: true, size: 32 });
    expect(humans.seats[MACHINES].deckContents).toBeUndefined();
  });

  it('spectators see no hand and no deck', () => {
    const spectator = view(null);
    for (const seat of [HUMANS, MACHINES] as const) {
      expect(spectator.seats[seat].hand).toEqual({ hidden: true, size: 8 });
      expect(spectator.seats[seat].deckContents).toBeUndefined();
    }
  });

  it('the dice are public once rolled, and no future roll or seed is in the state', () => {
    const contest = contestScenario('reality', 'detection', [4, 9]);
    const machines = playerView({ G: contest.G, playerID: MACHINES });
    expect(machines.contest?.dice).toEqual({ [HUMANS]: 4, [MACHINES]: 9 });
    expect(JSON.stringify(contest.G)).not.toMatch(/seed|prng/i);
  });
});
