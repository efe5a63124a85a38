import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { LocalMatch, seededRandom, type AiMove } from '@gridplay/core';
import Board from './Board';
import { enumerate } from '../legal-moves';
import { game } from '../game';
import { playerView } from '../view';
import { defOf } from '../rules';
import type { MatrixState } from '../state';
import {
  contestScenario,
  HUMANS,
  inHand,
  MACHINES,
  ok,
  putHuman,
  putMachine,
  scenario,
  setHand,
} from '../testing/scenario';

function render(match: LocalMatch<MatrixState>, seat: string | null) {
  const G = playerView({ G: match.G, ctx: match.ctx, playerID: seat });
  const props = {
    G,
    ctx: match.ctx,
    playerID: seat,
    moves: {},
    isActive: true,
  } as unknown as Parameters<typeof Board>[0];
  return renderToStaticMarkup(<Board {...props} />);
}

const movesShown = (html: string) => [...html.matchAll(/data-move="(\w+)"/g)].map((m) => m[1]);

describe('board', () => {
  const combat = () =>
    contestScenario('matrix', 'combat', [3, 7], (G) => {
      G.humans[0].plugged = true;
      putHuman(G, 'tank');
      putMachine(G, 'sentinel');
      setHand(G, HUMANS, 'dodge-this', 'run-silent');
    });

  it('shows both worlds side by side, the hull and the counters as tracks', () => {
    const html = render(combat(), HUMANS);
    expect(html).toContain('aria-label="The Matrix"');
    expect(html).toContain('aria-label="The real world"');
    expect(html).toContain('Humans plugged in');
    expect(html).toContain('Humans awake');
    expect(html).toContain('Nebuchadnezzar hull');
    expect(html).toContain('Mission Points');
    expect(html).toContain('Time counters');
    expect(html).toContain('Matrix counters');
  });

  it("puts the viewer's own characters first in each world and marks them; a spectator's view marks none", () => {
    const match = combat();
    /** Each world's row labels, in the order drawn, and which are marked as the viewer's own. */
    const rows = (html: string) =>
      [
        ...html.matchAll(
          /class="mx-row" role="group" aria-label="([^:]+):[^"]*"( data-own-area="")?/g,
        ),
      ].map((m) => `${m[1]}${m[2] ? ' (own)' : ''}`);
    expect(rows(render(match, HUMANS))).toEqual([
      'Humans plugged in (own)',
      'Agents',
      'Humans awake (own)',
      'Robots',
    ]);
    expect(rows(render(match, MACHINES))).toEqual([
      'Agents (own)',
      'Humans plugged in',
      'Robots (own)',
      'Humans awake',
    ]);
    expect(rows(render(match, null))).toEqual([
      'Humans plugged in',
      'Agents',
      'Humans awake',
      'Robots',
    ]);
  });

  it("gives each world a share of the width by the viewer's own characters in it (a spectator's: the longer row)", () => {
    // Humans: Morpheus plugged in; Trinity, Tank, Dozer, Mouse, Apoc and Switch awake.
    // Machines: Agents Smith, Jones and Brown in the Matrix; a Sentinel in the real world.
    const match = combat().patch((G) => {
      for (const design of ['dozer', 'mouse', 'apoc', 'switch']) putHuman(G, design);
      putMachine(G, 'brown');
    });
    /** Each world's share, in the order drawn: the Matrix, then the real world. */
    const shares = (html: string) =>
      [...html.matchAll(/class="mx-world mx-(\w+)"[^>]*data-crowd="(\d+)"/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
    // At least two cards' worth: Morpheus alone in the Matrix still gets room for two.
    expect(shares(render(match, HUMANS))).toEqual(['matrix 2', 'real 6']);
    expect(shares(render(match, MACHINES))).toEqual(['matrix 3', 'real 2']);
    expect(shares(render(match, null))).toEqual(['matrix 3', 'real 6']);
    expect(render(match, HUMANS)).toContain('--mx-crowd:6');
  });

  it('draws the contest as a running total: both dice, each modifier, each Event', () => {
    const match = combat();
    ok(match, HUMANS, 'playEvent', inHand(match.G, HUMANS, 'dodge-this'));
    const html = render(match, MACHINES);
    expect(html).toContain('Combat contest');
    expect(html).toContain('+2 Morpheus');
    expect(html).toContain('+2 Dodge This');
    expect(html).toContain('= 7'); // Humans: 3 + 2 + 2
    expect(html).toContain('= 10'); // Machines: 7 + Smith 2 + Jones 1
  });

  it('calls out the winner of the last contest', () => {
    const match = contestScenario('reality', 'detection', [9, 2], (G) => putHuman(G, 'tank'));
    ok(match, MACHINES, 'pass', 'contest');
    ok(match, HUMANS, 'pass', 'contest');
    expect(render(match, HUMANS)).toContain('The Humans win the Detection (12 – 2).');
  });

  it('an Event is played by pressing its card; a card that cannot be played says why', () => {
    const html = render(combat(), HUMANS);
    expect(movesShown(html).sort()).toEqual(['pass', 'playEvent']);
    expect(html).toContain('Run Silent names the Detection contest; this is Combat.');
    // The Machines wait: no decision of theirs is offered, and their view shows no human card.
    const theirs = render(combat(), MACHINES);
    expect(movesShown(theirs)).toEqual([]);
    expect(theirs).not.toContain('Dodge This');
  });

  it('the Switch phase: every character who may switch is a toggle in the dock, and one confirm', () => {
    const match = scenario('switch', { seat: HUMANS, stage: 'switch' }, (G) => {
      putHuman(G, 'neo', true);
      putHuman(G, 'dozer');
    });
    const html = render(match, HUMANS);
    const dock = html.slice(html.indexOf('data-dock'));
    // Morpheus and Trinity (unplugged) and Neo (plugged); Dozer was born in Zion.
    const toggles = [...dock.matchAll(/aria-pressed="false"[^>]*data-choice="([^"]+)"/g)];
    expect(toggles.map((m) => defOf(m[1])).sort()).toEqual(['morpheus', 'neo', 'trinity']);
    expect(movesShown(html)).toEqual(['pass']);
    expect(dock).toContain('Done switching');
  });

  it('the draw: Draw two, and any card of the deck through one searchable list', () => {
    const match = scenario('zion', { seat: HUMANS, stage: 'draw' });
    const html = render(match, HUMANS);
    expect(movesShown(html).sort()).toEqual(['drawTwo', 'takeCard']);
    expect(html).toContain('aria-label="Card to take"');
  });

  it('a winner with a hunter chooses the casualty by pressing one of the losers’ characters', () => {
    const match = contestScenario('matrix', 'combat', [1, 10], (G) => {
      for (const human of G.humans) human.plugged = true;
      putMachine(G, 'thompson');
    });
    ok(match, HUMANS, 'pass', 'contest');
    ok(match, MACHINES, 'pass', 'contest');
    const html = render(match, MACHINES);
    // Morpheus and Trinity, in the Matrix, are the choices; no Agent is.
    expect(movesShown(html)).toEqual(['chooseCasualty', 'chooseCasualty']);
    expect(html).toContain('characters in the Matrix is killed');
    expect(movesShown(render(match, HUMANS))).toEqual([]);
  });

  it('every control of a decision is inside the dock, and every choice ai.enumerate offers is there', () => {
    const match = new LocalMatch<MatrixState>(game, { numPlayers: 2, seed: 'board' });
    const random = seededRandom(11);
    for (let step = 0; step < 200 && !match.isOver; step++) {
      const seat = match.activePlayers()[0];
      const html = render(match, seat);
      const dock = html.indexOf('data-dock');
      const controls = [...html.matchAll(/data-(move|choice)="/g)];
      expect(dock).toBeGreaterThan(-1);
      for (const control of controls) expect(control.index).toBeGreaterThan(dock);
      for (const choice of enumerate(match.G, match.ctx, seat))
        expect(offers(html, choice), JSON.stringify(choice)).toBe(true);
      const legal = enumerate(match.G, match.ctx, seat);
      match.play(seat, legal[random.Die(legal.length) - 1]);
    }
  }, 60_000);
});

/** Whether the board offers `choice`: a button for its move, or the card to select or take. */
function offers(html: string, choice: AiMove): boolean {
  if (!('move' in choice)) return false;
  const card = String(choice.args?.[0]);
  switch (choice.move) {
    case 'plug':
    case 'unplug':
    case 'bringIn':
      return html.includes(`data-choice="${card}"`);
    case 'takeCard':
    case 'recallCharacter':
      return html.includes(`<option value="${card}"`);
    default:
      return movesShown(html).includes(choice.move);
  }
}
