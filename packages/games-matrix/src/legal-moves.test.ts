import { describe, expect, it } from 'vitest';
import { LocalMatch, seededRandom } from '@gridplay/core';
import { greedyMove } from './ai';
import { game } from './game';
import { enumerate } from './legal-moves';
import { playerView } from './view';
import type { MatrixState } from './state';
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
  scenario,
  setHand,
  stackDeck,
} from './testing/scenario';

/** Take the first card of `design` out of the seat's deck. */
function pullFrom(seat: typeof HUMANS | typeof MACHINES) {
  return (G: MatrixState, design: string): string => {
    const deck = G.seats[seat].deck;
    return deck.splice(
      deck.findIndex((card) => card.endsWith(`:${design}#1`)),
      1,
    )[0];
  };
}
const pullFromDeck = pullFrom(MACHINES);
const pullFromHumans = pullFrom(HUMANS);

describe('the choices offered (game.ai.enumerate)', () => {
  it('the Humans draw by rule: Neo while they lack him, then the best Mission, then two cards', () => {
    const humansDraw = (edit: (G: MatrixState) => void) => {
      const match = scenario('zion', { seat: HUMANS, stage: 'draw' }, edit);
      expect(enumerate(match.G, match.ctx, MACHINES)).toEqual([]);
      return enumerate(match.G, match.ctx, HUMANS);
    };
    expect(humansDraw((G) => stackDeck(G, HUMANS, 'neo'))).toEqual([
      { move: 'takeCard', args: ['neo'] },
    ]);
    // With Neo in play and no Mission in hand: the Mission worth most, points less 0.8 a guard
    // point (Hack the Mainframe 5 − 1.6 = 3.4 against a 4-MP one's 4 − 0.8 = 3.2), then the next.
    expect(humansDraw((G) => void putHuman(G, 'neo'))).toEqual([
      { move: 'takeCard', args: ['hack-mainframe'] },
    ]);
    expect(
      humansDraw((G) => {
        putHuman(G, 'neo');
        G.completed.push(pullFromHumans(G, 'hack-mainframe'));
      }),
    ).toEqual([{ move: 'takeCard', args: ['power-plant'] }]);
    expect(
      humansDraw((G) => {
        putHuman(G, 'neo');
        setHand(G, HUMANS, 'free-a-mind');
      }),
    ).toEqual([{ move: 'drawTwo', args: [] }]);
  });

  it('the Machines weigh draw-two, the best Agent (abilities counted: Thompson), the best Robot and a recall', () => {
    const match = scenario('zeroOne', { seat: MACHINES, stage: 'draw' }, (G) => {
      G.seats[MACHINES].discard.push(pullFromDeck(G, 'brown'));
    });
    const moves = enumerate(match.G, match.ctx, MACHINES);
    expect(moves[0]).toEqual({ move: 'drawTwo', args: [] });
    expect(moves).toContainEqual({ move: 'recallCharacter', args: ['machines:brown#1'] });
    expect(moves.filter((m) => 'move' in m && m.move === 'takeCard')).toEqual([
      { move: 'takeCard', args: ['thompson'] },
      { move: 'takeCard', args: ['hunter-sentinel'] },
    ]);
  });

  it('a casualty: the loser offers its two weakest, a winner with a hunter the two strongest (Neo first)', () => {
    const combat = (edit: (G: MatrixState) => void) => {
      const match = contestScenario('matrix', 'combat', [1, 10], (G) => {
        for (const human of G.humans) human.plugged = true;
        putHuman(G, 'neo', true);
        putHuman(G, 'kid', true);
        edit(G);
      });
      passBoth(match);
      return match;
    };
    const own = combat(() => {});
    const [morpheus, , neo, kid] = own.G.humans.map((h) => h.card);
    expect(enumerate(own.G, own.ctx, HUMANS)).toEqual([
      { move: 'chooseCasualty', args: [kid] },
      { move: 'chooseCasualty', args: [morpheus] },
    ]);
    const hunted = combat((G) => void putMachine(G, 'thompson'));
    expect(hunted.G.pending).toEqual({ seat: MACHINES, stage: 'casualty' });
    expect(enumerate(hunted.G, hunted.ctx, MACHINES)[0]).toEqual({
      move: 'chooseCasualty',
      args: [neo],
    });
  });

  it('Switch: the crew goes in one at a time; then Neo, offered only with two beside him', () => {
    const lineUp = (...crew: string[]) =>
      scenario('switch', { seat: HUMANS, stage: 'switch' }, (G) => {
        clearPlay(G);
        for (const design of ['neo', ...crew, 'tank']) putHuman(G, design);
      });
    const match = lineUp('trinity', 'morpheus');
    const [neo, trinity, morpheus] = match.G.humans.map((h) => h.card);
    expect(enumerate(match.G, match.ctx, HUMANS)).toEqual([{ move: 'plug', args: [trinity] }]);
    ok(match, HUMANS, 'plug', trinity);
    expect(enumerate(match.G, match.ctx, HUMANS)).toEqual([{ move: 'plug', args: [morpheus] }]);
    ok(match, HUMANS, 'plug', morpheus);
    expect(enumerate(match.G, match.ctx, HUMANS)).toEqual([
      { move: 'plug', args: [neo] },
      { move: 'pass', args: ['switch'] },
    ]);
    // With one companion only, Neo stays out.
    const few = lineUp('trinity');
    ok(few, HUMANS, 'plug', few.G.humans[1].card);
    expect(enumerate(few.G, few.ctx, HUMANS)).toEqual([{ move: 'pass', args: ['switch'] }]);
  });

  it('every character comes into play and everyone unplugs at the end of the Matrix phase (one choice each time)', () => {
    const bring = scenario('zion', { seat: HUMANS, stage: 'bringIn' }, (G) =>
      setHand(G, HUMANS, 'dodge-this', 'tank', 'apoc'),
    );
    expect(enumerate(bring.G, bring.ctx, HUMANS)).toEqual([
      { move: 'bringIn', args: [inHand(bring.G, HUMANS, 'tank')] },
    ]);
    const exit = scenario('matrix', { seat: HUMANS, stage: 'exit' }, (G) => {
      for (const human of G.humans) human.plugged = true;
    });
    expect(enumerate(exit.G, exit.ctx, HUMANS)).toEqual([
      { move: 'unplug', args: [exit.G.humans[0].card] },
    ]);
  });

  it('a Combat casualty is one of the two weakest, and Neo only when he is the last', () => {
    const match = scenario('matrix', { seat: HUMANS, stage: 'casualty' }, (G) => {
      clearPlay(G);
      putHuman(G, 'neo', true);
      putHuman(G, 'trinity', true);
      putHuman(G, 'mouse', true);
      putHuman(G, 'apoc', true);
    });
    const [, , mouse, apoc] = match.G.humans.map((h) => h.card);
    // Mouse (modifiers adding to 2) and Apoc (3) go before Trinity (7); Neo never while others stand.
    expect(enumerate(match.G, match.ctx, HUMANS)).toEqual([
      { move: 'chooseCasualty', args: [mouse] },
      { move: 'chooseCasualty', args: [apoc] },
    ]);
  });

  it('every Mission card in hand is offered, and the Basic Mission always', () => {
    const withCards = scenario('matrix', { seat: HUMANS, stage: 'mission' }, (G) => {
      putHuman(G, 'neo', true);
      setHand(G, HUMANS, 'free-a-mind', 'rescue-morpheus', 'hack-mainframe', 'dodge-this');
    });
    const card = (design: string) => inHand(withCards.G, HUMANS, design);
    expect(enumerate(withCards.G, withCards.ctx, HUMANS)).toEqual([
      { move: 'attemptMission', args: [card('free-a-mind')] },
      { move: 'attemptMission', args: [card('rescue-morpheus')] },
      { move: 'attemptMission', args: [card('hack-mainframe')] },
      { move: 'attemptMission', args: ['basic'] },
    ]);
    // The greedy rollout goes for the card worth most after its guard.
    expect(
      greedyMove(
        withCards.G,
        withCards.ctx,
        HUMANS,
        enumerate(withCards.G, withCards.ctx, HUMANS),
        seededRandom(1),
      ),
    ).toEqual({ move: 'attemptMission', args: [card('hack-mainframe')] });
    const without = scenario('matrix', { seat: HUMANS, stage: 'mission' }, (G) => {
      putHuman(G, 'neo', true);
    });
    expect(enumerate(without.G, without.ctx, HUMANS)).toEqual([
      { move: 'attemptMission', args: ['basic'] },
    ]);
  });

  it('gives the same decisions on the seat’s own view as on the full state, and never a refused one', () => {
    const match = new LocalMatch<MatrixState>(game, { numPlayers: 2, seed: 'views' });
    const random = seededRandom(3);
    for (let step = 0; step < 400 && !match.isOver; step++) {
      const seat = match.activePlayers()[0];
      const full = enumerate(match.G, match.ctx, seat);
      const fromView = enumerate(playerView({ G: match.G, playerID: seat }), match.ctx, seat);
      expect(fromView).toEqual(full);
      const choice = greedyMove(match.G, match.ctx, seat, full, random);
      expect(match.play(seat, choice)).toEqual({ ok: true });
    }
  }, 60_000);
});
