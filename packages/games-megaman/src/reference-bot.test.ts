import { describe, expect, it } from 'vitest';
import { LocalMatch, seededRandom, type AiMove } from '@gridplay/core';
import { enumerate } from './legal-moves';
import { cardDef, defOf } from './cards';
import { game } from './game';
import { count, reference, scratchTable } from './reference-bot';
import type { MegaManState, Seat } from './state';
import { P1, P2, at, setGauge, setHand, shield } from './testing/scenario';
import { perturbSecrets, playerView } from './view';

/** What the reference player does as `seat`, from its own view; the move must be accepted. */
function decide(match: LocalMatch<MegaManState>, seat: Seat): AiMove {
  const view = playerView({ G: match.G, playerID: seat });
  const choice = reference(view, match.ctx, seat, enumerate(view, match.ctx, seat));
  expect(match.play(seat, choice)).toEqual({ ok: true });
  return choice;
}

const designOf = (choice: AiMove) => defOf(String(choice.args![0]));
const moveOf = (choice: AiMove) => ('move' in choice ? choice.move : choice.event);

describe('the reference player of Mega Man', () => {
  it('the scratch table keeps every size and hides every face-down card', () => {
    const match = at((G) => setHand(G, P1, 'cannon', 'barrier'));
    const table = scratchTable(playerView({ G: match.G, playerID: P1 }));
    for (const seat of [P1, P2]) {
      for (const zone of ['hand', 'deck', 'gauge'] as const)
        expect(table.seats[seat][zone]).toHaveLength(match.G.seats[seat][zone].length);
    }
    expect(table.seats[P1].hand).toEqual(match.G.seats[P1].hand);
    expect(table.seats[P2].hand.every((card) => card.includes(':unseen-hand#'))).toBe(true);
    expect(table.seats[P1].deck.every((card) => card.includes(':unseen-deck#'))).toBe(true);
    // Even: the same deck sizes, GutsMan 3 strength against TorchMan's 2 defense, 2 cards to 0.
    expect(count(table, P1)).toBe(count(match.G, P1));
  });

  it('on its own turn, plays the BattleChip that adds to the hit, not the defensive one', () => {
    const match = at((G) => setHand(G, P1, 'barrier', 'cannon'));
    // GutsMan 3 against TorchMan's defense 2: Cannon makes the hit 3 instead of 1.
    const choice = decide(match, P1);
    expect([moveOf(choice), designOf(choice)]).toEqual(['playChip', 'cannon']);
  });

  it('on the other turn, answers a coming hit with its defensive BattleChip', () => {
    const match = at((G) => setHand(G, P1, 'cannon', 'barrier'), { turn: P2, holder: P1 });
    // TorchMan 4 against GutsMan's defense 2: Barrier takes the hit from 2 to 0.
    const choice = decide(match, P1);
    expect([moveOf(choice), designOf(choice)]).toEqual(['playChip', 'barrier']);
  });

  it('keeps its cards when no hit is coming', () => {
    const match = at(
      (G) => {
        setHand(G, P1, 'cannon', 'barrier');
        shield(G, P1);
      },
      { turn: P2, holder: P1 },
    );
    expect(decide(match, P1)).toEqual({ move: 'pass', args: [] });
    expect(match.G.seats[P1].hand).toHaveLength(2);
  });

  it('blasts once nothing in hand adds more, and keeps the highest destiny', () => {
    const match = at((G) => {
      setHand(G, P1);
      setGauge(G, P1, 'cannon', 'guts-punch', 'rival');
    });
    expect(decide(match, P1)).toEqual({ move: 'blast', args: [] });
    const revealed = match.G.main.blast!.revealed;
    const choice = decide(match, P1);
    expect(moveOf(choice)).toBe('chooseDestiny');
    const highest = Math.max(...revealed.map((card) => cardDef(card).destiny));
    expect(cardDef(String(choice.args![0])).destiny).toBe(highest);
  });

  it('plays its resources, those with its NetNavi’s emblem first', () => {
    const match = at((G) => setHand(G, P1, 'rival', 'big-trouble'), { stage: 'resources' });
    expect(designOf(decide(match, P1))).toBe('big-trouble'); // the GutsMan emblem
    expect(designOf(decide(match, P1))).toBe('rival');
  });

  it('reads only its view: the same decisions whatever the other seat holds', () => {
    const random = seededRandom(7);
    let decisions = 0;
    for (const seed of ['reference-view-1', 'reference-view-2']) {
      const match = new LocalMatch<MegaManState>(game, {
        numPlayers: 2,
        seed,
        setupData: { deck0: 'gutsman', deck1: 'torchman', list0: '', list1: '' },
      });
      while (!match.isOver && decisions < 2000) {
        const [seat] = match.activePlayers() as Seat[];
        const other = seat === P1 ? P2 : P1;
        const choose = (G: MegaManState) => {
          const view = playerView({ G, playerID: seat });
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
