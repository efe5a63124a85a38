import { describe, expect, it } from 'vitest';
import { forcedMoveFor, LocalMatch, seededRandom, type AiMove } from '@gridplay/core';
import module from './index';
import { enumerate } from './legal-moves';
import { game } from './game';
import { forcedMove } from './forced';
import { perturbSecrets } from './view';
import { inHandCard, ok, scenario, setHand, putInPlay, MCP, TRON } from './testing/scenario';
import type { Seat, TronMcpState, TronMcpView } from './state';

/** The MCP has attacked Ram with Vice Blasters; Tron holds `tronHand` in the counter window. */
function counterWindow(tronHand: string[]) {
  const m = scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
    putInPlay(G, 'ram', 'gameGrid');
    setHand(G, TRON, ...tronHand);
    setHand(G, MCP, 'vice-blasters');
  });
  ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'vice-blasters'));
  return m;
}
const seatView = (m: LocalMatch<TronMcpState>, seat: Seat) => ({
  G: m.view(seat) as TronMcpView,
  ctx: m.ctx,
});

describe('decisions taken for the player', () => {
  it('Tron with an empty hand in a counter window passes at once: the MCP sees the hand is empty', () => {
    const m = counterWindow([]);
    expect(forcedMove(seatView(m, TRON), TRON)).toEqual({
      choice: { move: 'pass', args: ['counter'] },
      because: 'your hand is empty, so you pass',
    });
    expect(forcedMoveFor(module, seatView(m, TRON), TRON)?.choice).toEqual({
      move: 'pass',
      args: ['counter'],
    });
  });

  it('Tron holding no Skill card also has only "pass", but it stays his: the hand is secret', () => {
    const m = counterWindow(['ram', 'matter-transform-sequence']);
    expect(enumerate(m.view(TRON) as TronMcpView, m.ctx, TRON)).toEqual([
      { move: 'pass', args: ['counter'] },
    ]);
    expect(forcedMove(seatView(m, TRON), TRON)).toBeUndefined();
  });

  it('the MCP with his one Transport Disorientation discarded passes at once when Tron counters a Game card', () => {
    const m = counterWindow(['aim']);
    m.patch((G) => {
      setHand(G, MCP, 'sark', 'logic-probe');
      const disorientation = G.seats[MCP].deck.find((c) => c.includes('transport-disorientation'))!;
      G.seats[MCP].deck.splice(G.seats[MCP].deck.indexOf(disorientation), 1);
      G.seats[MCP].discard.push(disorientation);
    });
    ok(m, TRON, 'commitSkill', [inHandCard(m.G, TRON, 'aim')]);
    expect(forcedMove(seatView(m, MCP), MCP)).toEqual({
      choice: { move: 'pass', args: ['respond'] },
      because: 'no card left in your hand or deck could do anything else now',
    });
  });

  it('while that card could still be in his hand (it is in his deck), the same pass stays his', () => {
    const m = counterWindow(['aim']);
    m.patch((G) => {
      setHand(G, MCP, 'sark', 'logic-probe');
    });
    ok(m, TRON, 'commitSkill', [inHandCard(m.G, TRON, 'aim')]);
    expect(enumerate(m.view(MCP) as TronMcpView, m.ctx, MCP)).toEqual([
      { move: 'pass', args: ['respond'] },
    ]);
    expect(forcedMove(seatView(m, MCP), MCP)).toBeUndefined();
  });

  it('a seat with several choices, or none, is never played for', () => {
    const m = counterWindow(['aim']);
    expect(forcedMove(seatView(m, TRON), TRON)).toBeUndefined();
    expect(forcedMove(seatView(m, MCP), MCP)).toBeUndefined();
  });

  it('in random play, a forced decision stays the only choice however the seat’s secrets are re-dealt', () => {
    let forced = 0;
    let secretSingles = 0;
    const random = seededRandom(7);
    const enough = () => forced >= 3 && secretSingles >= 3;
    for (let g = 0; g < 12 && !enough(); g++) {
      const m = new LocalMatch<TronMcpState>(game, { numPlayers: 2, seed: `forced-${g}` });
      for (let step = 0; step < 2000 && !m.isOver && !enough(); step++) {
        const seat = m.activePlayers()[0] as Seat | undefined;
        if (seat === undefined) break;
        const choices = enumerate(m.view(seat) as TronMcpView, m.ctx, seat);
        const taken = forcedMove(seatView(m, seat), seat);
        if (taken) {
          forced++;
          for (let k = 0; k < 5; k++) {
            const other = perturbSecrets(m.G, m.ctx, seat, random);
            expect(enumerate(other, m.ctx, seat)).toEqual([taken.choice]);
          }
        } else if (choices.length === 1) secretSingles++;
        // Play the hand out fast so that empty hands occur.
        const pick: AiMove =
          choices.find((c) => 'move' in c && c.move !== 'pass') ??
          choices[random.Die(choices.length) - 1];
        m.play(seat, pick);
      }
    }
    expect(forced).toBeGreaterThan(0);
    expect(secretSingles).toBeGreaterThan(0);
  }, 60_000);
});
