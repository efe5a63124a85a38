import { describe, expect, it } from 'vitest';
import { LocalMatch, seededRandom, type AiMove } from '@gridplay/core';
import { enumerate } from './legal-moves';
import { game } from './game';
import { reference } from './reference-bot';
import { defOf } from './rules';
import type { MatrixState, Seat } from './state';
import {
  clearPlay,
  contestScenario,
  inHand,
  putHuman,
  putMachine,
  scenario,
  setHand,
  HUMANS,
  MACHINES,
} from './testing/scenario';
import { perturbSecrets, playerView } from './view';

/** What the reference player does as `seat`, from its own view; the move must be accepted. */
function decide(match: LocalMatch<MatrixState>, seat: Seat): AiMove {
  const view = playerView({ G: match.G, ctx: match.ctx, playerID: seat });
  const choice = reference(view, match.ctx, seat, enumerate(view, match.ctx, seat));
  expect(match.play(seat, choice)).toEqual({ ok: true });
  return choice;
}

const designOf = (choice: AiMove) => defOf(String(choice.args![0]));
const moveOf = (choice: AiMove) => ('move' in choice ? choice.move : choice.event);
const PASS = { move: 'pass', args: ['contest'] };

describe('the reference player of The Matrix', () => {
  it('the Humans close a gap with the smallest Event that does it alone', () => {
    const match = contestScenario('matrix', 'combat', [3, 5], (G) => {
      clearPlay(G);
      putHuman(G, 'trinity', true); // Combat +2: 5 against 5, a tie the Machines win
      setHand(G, HUMANS, 'dodge-this', 'i-know-kung-fu');
    });
    // One more is needed: I Know Kung Fu (+1, no Agent to silence) suffices; Dodge This is kept.
    expect(designOf(decide(match, HUMANS))).toBe('i-know-kung-fu');
  });

  it('wastes no Event on a gap its Events cannot close', () => {
    const match = contestScenario('matrix', 'combat', [1, 10], (G) => {
      clearPlay(G);
      putHuman(G, 'trinity', true);
      setHand(G, HUMANS, 'dodge-this');
    });
    expect(decide(match, HUMANS)).toEqual(PASS);
    expect(match.G.seats[HUMANS].hand).toHaveLength(1);
  });

  it('the Machines play to a tie, which is theirs', () => {
    const match = contestScenario('matrix', 'interception', [7, 5], (G) => {
      clearPlay(G);
      putHuman(G, 'trinity', true);
      setHand(G, MACHINES, 'agent-takeover', 'bullet-storm');
    });
    // The Humans' 7 + 1 (Trinity) = 8 against 5: Agent Takeover (+2) cannot close a gap of 3,
    // and Bullet Storm names the Combat: pass.
    expect(match.G.pending!.seat).toBe(MACHINES);
    expect(decide(match, MACHINES)).toEqual(PASS);
    const tie = contestScenario('matrix', 'interception', [6, 5], (G) => {
      clearPlay(G);
      putHuman(G, 'trinity', true);
      setHand(G, MACHINES, 'agent-takeover');
    });
    // 6 + 1 = 7 against 5: Agent Takeover's +2 makes 7, a tie the Machines win.
    expect(designOf(decide(tie, MACHINES))).toBe('agent-takeover');
  });

  it('the Machines play Mr. Anderson in a Combat with Neo uncovered, even ahead', () => {
    const match = contestScenario('matrix', 'combat', [2, 9], (G) => {
      clearPlay(G);
      putHuman(G, 'neo', true);
      putMachine(G, 'smith');
      setHand(G, MACHINES, 'mr-anderson', 'bullet-storm');
    });
    expect(decide(match, HUMANS)).toEqual(PASS);
    expect(designOf(decide(match, MACHINES))).toBe('mr-anderson');
  });

  it('spends nothing in the Reality phase while no Extermination Unit can hit the ship', () => {
    const detection = (withUnit: boolean) =>
      contestScenario('reality', 'detection', [8, 5], (G) => {
        clearPlay(G);
        putMachine(G, 'sentinel');
        if (withUnit) putMachine(G, 'extermination-unit');
        setHand(G, MACHINES, 'sensor-sweep');
      });
    expect(decide(detection(false), MACHINES)).toEqual(PASS);
    // With a unit, 5 + 1 (Sentinel) + 3 = 9 against 8: found.
    expect(designOf(decide(detection(true), MACHINES))).toBe('sensor-sweep');
  });

  it('Neo goes into the Matrix only with a Mission to attempt and two beside him', () => {
    const lineUp = (hand: string[], ...machines: string[]) =>
      scenario('switch', { seat: HUMANS, stage: 'switch' }, (G) => {
        clearPlay(G);
        for (const design of ['neo', 'trinity', 'morpheus']) putHuman(G, design);
        for (const design of ['smith', ...machines]) putMachine(G, design);
        setHand(G, HUMANS, ...hand);
      });
    const plugged = (match: LocalMatch<MatrixState>) => {
      while (match.G.pending?.stage === 'switch') {
        if (moveOf(decide(match, HUMANS)) === 'pass') break;
      }
      return match.G.humans.filter((h) => h.plugged).map((h) => defOf(h.card));
    };
    expect(plugged(lineUp(['free-a-mind']))).toEqual(['neo', 'trinity', 'morpheus']);
    expect(plugged(lineUp([]))).toEqual(['trinity', 'morpheus']);
    // Agent Thompson hunts the One: without Apoc to cover him, Neo stays out.
    expect(plugged(lineUp(['free-a-mind'], 'thompson'))).toEqual(['trinity', 'morpheus']);
  });

  it('attempts the Mission of most expected points', () => {
    const match = scenario('matrix', { seat: HUMANS, stage: 'mission' }, (G) => {
      clearPlay(G);
      putHuman(G, 'neo', true);
      setHand(G, HUMANS, 'free-a-mind', 'hack-mainframe');
    });
    // Neo's Mission +1: Free a Mind 2 × 55% = 1.1; Hack the Mainframe (guard 2) 5 × 36% = 1.8.
    expect(designOf(decide(match, HUMANS))).toBe('hack-mainframe');
  });

  it('loses its cheapest character; a hunter kills Neo', () => {
    const casualty = (chooser: Seat) =>
      scenario('matrix', { seat: chooser, stage: 'casualty' }, (G) => {
        clearPlay(G);
        for (const design of ['neo', 'morpheus', 'kid']) putHuman(G, design, true);
        putMachine(G, 'thompson');
        G.matrix.casualtyOf = HUMANS;
      });
    expect(designOf(decide(casualty(HUMANS), HUMANS))).toBe('kid');
    const hunted = casualty(MACHINES);
    expect(designOf(decide(hunted, MACHINES))).toBe('neo');
    expect(hunted.ctx.gameover).toEqual(expect.objectContaining({ winner: MACHINES }));
  });

  it('the Machines take an Agent back while fewer than two are in play', () => {
    const match = scenario('zeroOne', { seat: MACHINES, stage: 'draw' }, (G) => {
      clearPlay(G);
      putMachine(G, 'smith');
      const brown = G.seats[MACHINES].deck.find((c) => defOf(c) === 'brown')!;
      G.seats[MACHINES].deck.splice(G.seats[MACHINES].deck.indexOf(brown), 1);
      G.seats[MACHINES].discard.push(brown);
    });
    const choice = decide(match, MACHINES);
    expect(moveOf(choice)).toBe('recallCharacter');
    expect(designOf(choice)).toBe('brown');
    expect(inHand(match.G, MACHINES, 'brown')).toBeDefined();
  });

  it('reads only its view: the same decisions whatever the other seat holds', () => {
    const random = seededRandom(7);
    let decisions = 0;
    for (const seed of ['reference-view-1', 'reference-view-2', 'reference-view-3']) {
      const match = new LocalMatch<MatrixState>(game, { numPlayers: 2, seed });
      while (match.ctx.gameover === undefined && match.G.pending) {
        const seat = match.G.pending.seat;
        const other = seat === HUMANS ? MACHINES : HUMANS;
        const choose = (G: MatrixState) => {
          const view = playerView({ G, ctx: match.ctx, playerID: seat });
          return reference(view, match.ctx, seat, enumerate(view, match.ctx, seat));
        };
        const choice = choose(match.G);
        expect(choose(perturbSecrets(match.G, match.ctx, other, random))).toEqual(choice);
        expect(match.play(seat, choice)).toEqual({ ok: true });
        decisions++;
      }
    }
    expect(decisions).toBeGreaterThan(100);
  });
});
