import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import Board from './Board';
import { playerView } from '../view';
import {
  inHandCard,
  ok,
  putControls,
  putInPlay,
  scenario,
  setHand,
  MCP,
  TRON,
} from '../testing/scenario';

function render(match: ReturnType<typeof scenario>, seat: string | null) {
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

describe('board', () => {
  it("marks the viewer's own side of the table: Tron's piles and programs, the MCP's piles and Control track", () => {
    const match = scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'ram', 'gameGrid');
      putControls(G, 2);
    });
    /** The class of each element marked as the viewer's own, in the order drawn. */
    const own = (html: string) =>
      [...html.matchAll(/class="([\w -]+)"[^>]*data-own-area=""/g)].map((m) => m[1]);
    expect(own(render(match, TRON))).toEqual(['tm-seat tm-seat-tron', 'tm-grid']);
    expect(own(render(match, MCP))).toEqual(['tm-seat tm-seat-mcp', 'tm-track-box']);
    expect(own(render(match, null))).toEqual([]);
  });

  const window = () => {
    const m = scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'ram', 'gameGrid');
      putInPlay(G, 'clu', 'rogue');
      putControls(G, 3);
      setHand(G, TRON, 'aim', 'timing', 'escape-game-grid');
      setHand(G, MCP, 'space-paranoids', 'sark');
    });
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'space-paranoids'));
    ok(m, TRON, 'commitSkill', [inHandCard(m.G, TRON, 'timing')]);
    ok(m, MCP, 'pass', 'respond');
    return m;
  };

  it('shows programs by status, the Control track, the counter window with its running total', () => {
    const html = render(window(), TRON);
    expect(html).toContain('Game Grid');
    expect(html).toContain('Mesa');
    expect(html).toContain('Control cards: 3 of 10');
    expect(html).toContain('Space Paranoids');
    expect(html).toContain('<strong>Tron 1</strong> vs <strong>power 4</strong>');
    expect(html).toContain('needs 3 more');
    // The programs at stake are named beside the attack, not only in the grid the dock covers.
    expect(html).toContain('Against Game Grid programs: Ram');
  });

  it('a counter window offers the Skill cards to select and Pass, not one button per combination', () => {
    const html = render(window(), TRON);
    const movesShown = [...html.matchAll(/data-move="(\w+)"/g)].map((m) => m[1]);
    // Commit appears once cards are selected (the browser test selects them).
    expect(movesShown).toEqual(['pass']);
    expect(html).toContain('or select Skill cards to commit');
    expect(html).not.toMatch(/<button[^>]*data-choice="tron:aim#\d"[^>]*aria-disabled/);
  });

  it('a card that cannot be played says why and stays focusable', () => {
    const html = render(window(), TRON);
    const escape =
      /<button[^>]*title="Escape Game Grid is not a Skill card."[^>]*>/.exec(html)?.[0] ?? '';
    expect(escape).toContain('aria-disabled="true"');
    expect(escape).not.toContain('data-choice');
    expect(escape).not.toMatch(/\sdisabled=""/);
  });

  it('the waiting seat sees no decision buttons and not the other hand', () => {
    const m = window();
    const html = render(m, MCP);
    expect(html).not.toContain('data-move');
    expect(html).not.toContain('tron:aim');
    const spectator = render(m, null);
    expect(spectator).not.toContain('data-move');
    expect(spectator).not.toContain('mcp:sark');
  });

  it('every copy of an offered card is selectable (copies are the same decision)', () => {
    const m = scenario('dataInput', { seat: MCP, stage: 'discardDown' }, (G) => {
      setHand(
        G,
        MCP,
        'guards',
        'guards',
        'sark',
        'sark',
        'cesta',
        'discs',
        'recognizers',
        'recognizers',
        'null-unit',
      );
    });
    const html = render(m, MCP);
    expect(html).not.toMatch(/<button[^>]*data-choice="mcp:guards#\d"[^>]*aria-disabled/);
    // Six designs to choose from: the card is picked in the hand, not from six buttons.
    expect(html).not.toContain('data-move="discardExcess"');
    expect(html).toContain('Pick a lit card above');
  });

  it('the dock holds, in order, what just happened, the attack, the hand and the buttons', () => {
    const m = window();
    const G = playerView({ G: m.G, ctx: m.ctx, playerID: TRON });
    const log = [
      { action: { payload: { playerID: MCP } }, metadata: { text: 'The MCP passes' } },
    ] as never;
    const props = {
      G,
      ctx: m.ctx,
      playerID: TRON,
      moves: {},
      isActive: true,
      log,
    } as unknown as Parameters<typeof Board>[0];
    const html = renderToStaticMarkup(<Board {...props} />);
    const dock = html.slice(html.indexOf('data-dock'));
    const order = ['The MCP passes', 'aria-label="Counter window"', 'gp-hand', 'tm-actions'];
    const at = order.map((part) => dock.indexOf(part));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Nothing of the decision is left outside the dock.
    expect(html.slice(0, html.indexOf('data-dock'))).not.toMatch(/data-move|data-choice/);
  });

  it('a few card choices are buttons at once; a selected card shows only its own', () => {
    const m = scenario('programExecute', { seat: TRON, stage: 'downloadProgram' }, (G) => {
      setHand(G, TRON, 'ram', 'aim');
    });
    const moves = [...render(m, TRON).matchAll(/data-move="(\w+)"[^>]*>([^<]*)</g)].map(
      (x) => x[2],
    );
    expect(moves).toEqual(['Download Ram', 'Download nothing']);
  });

  it('the MCP chooses the program to derez with buttons in the dock; the grid marks the targets', () => {
    const m = scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'ram', 'gameGrid');
      putInPlay(G, 'yori', 'gameGrid');
      setHand(G, MCP, 'cesta');
    });
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'cesta'));
    ok(m, TRON, 'pass', 'counter');
    ok(m, MCP, 'pass', 'respond');
    const html = render(m, MCP);
    const dock = html.slice(html.indexOf('data-dock'));
    expect([...dock.matchAll(/data-move="chooseDerez"[^>]*>([^<]*)</g)].map((x) => x[1])).toEqual([
      'Derez Ram',
      'Derez Yori',
    ]);
    expect([...html.matchAll(/class="tm-target"/g)]).toHaveLength(2);
  });
});
