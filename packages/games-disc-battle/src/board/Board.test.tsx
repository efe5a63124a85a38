/**
 * The board, rendered to static markup (no DOM here): every enabled data-move control is a move
 * the rules accept; the decision sits in the dock with the player's cards; quick choices speak
 * compass words with the rest folded behind "More…"; a reaction names each answer and draws the
 * disc's route; Attack is offered wherever the rules allow it; the board keeps no second log.
 */
import { describe, expect, it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { enumerate } from '../legal-moves';
import Board from './Board';
import { sortChoices } from './choices';
import { compassPoint, compassWords } from './compass';
import { scenario, toldAfterMove, type Match } from '../testing/scenario';

interface Button {
  attributes: Record<string, string>;
  disabled: boolean;
  text: string;
  /** Inside the "More…" panel, hidden until opened. */
  folded: boolean;
}

const unescape = (text: string) => text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

function render(match: Match, playerID: string | null) {
  const props = {
    G: match.view(playerID),
    ctx: match.ctx,
    playerID,
    moves: {},
    matchID: 'test',
    isActive: true,
  } as never;
  const html = renderToStaticMarkup(createElement(Board as ComponentType<object>, props));
  const more =
    /<div id="db-more"[^>]*>(.*?)<\/div><\/div><\/div><\/section>/s.exec(html)?.[1] ?? '';
  const dock = html.slice(html.indexOf('<section class="gp-dock"'));
  const parse = (markup: string) =>
    [...markup.matchAll(/<button([^>]*)>(.*?)<\/button>/gs)].map(([, attrs, inner]) => {
      const attributes = Object.fromEntries(
        [...attrs.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, n, v]) => [n, unescape(v ?? '')]),
      );
      return {
        attributes,
        disabled: 'disabled' in attributes,
        text: unescape(
          inner
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        ),
      };
    });
  const folded = new Set(parse(more).map((b) => b.attributes['aria-label'] ?? b.text));
  const buttons: Button[] = parse(html).map((b) => ({
    ...b,
    folded: folded.has(b.attributes['aria-label'] ?? b.text),
  }));
  return { html, dock, buttons, moreHidden: /<div id="db-more"[^>]* hidden=""/.test(html) };
}

const enabledMoves = (buttons: Button[]) =>
  buttons.filter((b) => 'data-move' in b.attributes && !b.disabled);

/** Tron at (10,12) next to Sark at (13,12); Ram's disc in flight. */
const sideBySide = () =>
  scenario(3, {
    programs: {
      0: { at: [10, 12] },
      1: { at: [13, 12] },
      2: { at: [20, 20], disc: { tip: [20, 4], bearing: 270 } },
    },
    flipped: '0',
  });

describe('the decision dock', () => {
  it('Tron’s card is up: the dock holds his cards (Program, Action, Held, each its own frame and icon) and the quick choices', () => {
    const { dock } = render(sideBySide(), '0');
    expect(dock).toContain('aria-label="Your decision"');
    expect(dock).toMatch(/gp-frame-unit[^>]*>.*?Tron<\/span>.*?Program/s);
    expect(dock).toMatch(/gp-frame-action[^>]*>.*?Tron&#x27;s card<\/span>.*?Action/s);
    expect(dock).toMatch(/gp-frame-item[^>]*>.*?Held<\/span><span class="gp-card-corner">1\/2/s);
    expect(dock).toContain('data-move="attack"');
  });

  it('every enabled data-move control is a choice the rules accept, and there is one for every choice the AI may make', () => {
    const match = sideBySide();
    const moves = enabledMoves(render(match, '0').buttons);
    const offered = new Set(match.legalMoves('0').map((m) => ('move' in m ? m.move : '')));
    for (const b of moves) expect(offered.has(b.attributes['data-move'])).toBe(true);
    expect(moves.length).toBeGreaterThanOrEqual(match.legalMoves('0').length);
  });

  it('quick choices speak plain words (no degrees); the 30-odd compass headings are folded behind "More…", hidden until opened', () => {
    const match = sideBySide();
    const { buttons, moreHidden } = render(match, '0');
    const shown = buttons.filter((b) => !b.folded).map((b) => b.text);
    expect(shown).toEqual(
      expect.arrayContaining(['Attack Sark', 'Throw at Sark', 'Hold card', 'Aim…', 'More…']),
    );
    expect(shown.some((t) => /\d°/.test(t))).toBe(false);
    expect(shown.length).toBeLessThanOrEqual(8);
    expect(moreHidden).toBe(true);
    const folded = buttons.filter((b) => b.folded);
    expect(folded.length).toBeGreaterThan(25);
    expect(folded.map((b) => b.attributes['aria-label'])).toEqual(
      expect.arrayContaining(['NNE: throw north-north-east', 'SW: move 4 inches south-west']),
    );
    expect(folded.some((b) => /\d°/.test(b.text))).toBe(false);
  });

  it('Sark and a spectator, whose card is not up, get no enabled move; the dock says whose card is up', () => {
    const match = sideBySide();
    expect(enabledMoves(render(match, '1').buttons)).toEqual([]);
    const spectator = render(match, null);
    expect(enabledMoves(spectator.buttons)).toEqual([]);
    expect(spectator.dock).toContain('Tron&#x27;s card is up.');
  });

  it('the board keeps no log of its own: the story is in the frame’s log', () => {
    const match = sideBySide();
    match.move('0', 'moveBase', 180, 2);
    const { html } = render(match, '1');
    const told = toldAfterMove(match);
    expect(told.length).toBeGreaterThan(0);
    expect(html).not.toContain('Last action');
    // The first thing the rules told, without its capital and full stop, is nowhere on the board.
    expect(html.toLowerCase()).not.toContain(told[0].slice(0, -1).toLowerCase());
  });
});

describe('a reaction', () => {
  /** Tron at (3,12) throws east into Sark at (9,12), who holds a card and has his disc. */
  const incoming = () => {
    const match = scenario(3, {
      programs: { 0: { at: [3, 12] }, 1: { at: [9, 12], held: 1 }, 2: { at: [20, 20] } },
      flipped: '0',
    });
    match.move('0', 'throwDisc', 90);
    return match;
  };

  it('the dock names the disc and its heading and offers Block and Dodge, each with one line on what it does', () => {
    const { buttons, dock } = render(incoming(), '1');
    expect(dock).toContain('Tron&#x27;s disc flies east into your base:');
    const reacts = enabledMoves(buttons).filter((b) => b.attributes['data-move'] === 'react');
    expect(reacts.map((b) => b.text)).toEqual([
      'Block Spend a card: the disc bounces off you, the Die aims it.',
      'Dodge Spend a card: the disc flies on past you.',
    ]);
  });

  it('the arena draws the disc’s route with arrow heads in the thrower’s colour, not a red blob over both bases', () => {
    const { html } = render(incoming(), '1');
    const overlay =
      /<g role="img" aria-label="Tron&#x27;s disc flies into Sark&#x27;s base">(.*?)<\/g>/s.exec(
        html,
      )?.[1];
    expect(overlay).toBeDefined();
    expect(overlay).toMatch(/<polyline points="5,12 6.99+,12"[^>]*stroke="#38e8ff"/);
    expect(overlay!.match(/<polygon/g)!.length).toBeGreaterThanOrEqual(2);
    expect(overlay).not.toContain('stroke-width="0.4"');
    expect(html).not.toContain('class="gp-target"');
  });
});

describe('Attack', () => {
  it('offered next to a Prone opponent whose base overlaps: "Attack Sark" in the quick choices', () => {
    const match = scenario(2, {
      programs: { 0: { at: [10, 12] }, 1: { at: [13, 12], prone: true } },
      flipped: '0',
    });
    expect(match.legalMoves('0')).toContainEqual({ move: 'attack', args: ['1'] });
    const attack = render(match, '0').buttons.find((b) => b.text === 'Attack Sark')!;
    expect(attack.disabled).toBe(false);
    expect(attack.folded).toBe(false);
  });

  it('a Prone opponent only touching (4″ apart) or Tron’s disc in flight: Attack is shown disabled, with the rules’ reason', () => {
    const touching = scenario(2, {
      programs: { 0: { at: [10, 12] }, 1: { at: [14, 12], prone: true } },
      flipped: '0',
    });
    const refused = render(touching, '0').buttons.find((b) => b.text === 'Attack Sark')!;
    expect(refused.disabled).toBe(true);
    expect(refused.attributes['aria-label']).toBe(
      "Attack Sark: Your base must overlap Sark's base to Attack.",
    );
    const discAway = scenario(2, {
      programs: { 0: { at: [10, 12], disc: { tip: [20, 2], bearing: 0 } }, 1: { at: [13, 12] } },
      flipped: '0',
    });
    expect(
      render(discAway, '0').buttons.find((b) => b.text === 'Attack Sark')!.attributes.title,
    ).toBe('You need your disc in hand to Attack.');
  });
});

describe('Prone', () => {
  it('Prone Tron: Stand up and Hold card are offered; no aiming, no compass headings', () => {
    const match = scenario(2, {
      programs: { 0: { at: [12, 12], prone: true }, 1: { at: [4, 4] } },
      flipped: '0',
    });
    const { buttons } = render(match, '0');
    expect(buttons.filter((b) => !b.disabled).map((b) => b.text)).toEqual([
      'Stand up',
      'Hold card',
    ]);
  });
});

describe('sorting the AI’s choices', () => {
  it('every choice `enumerate` offers lands exactly once, in the quick row or in a More… group', () => {
    const match = sideBySide();
    const offered = enumerate(match.G, match.ctx, '0');
    const { quick, more } = sortChoices(match.G, '0', offered);
    const placed = [...quick, ...more.flatMap((g) => g.choices)].map((c) =>
      JSON.stringify([c.move, c.args]),
    );
    expect(placed.sort()).toEqual(
      offered.map((c) => JSON.stringify(['move' in c ? c.move : '', c.args ?? []])).sort(),
    );
    expect(more.map((g) => g.heading)).toEqual(['At a program', 'Throw', 'Move 2″', 'Move 4″']);
  });

  it('compass words: 0 N, 22.5 NNE (north-north-east), 100 E, 292.5 WNW, 337.5 NNW', () => {
    expect([0, 22.5, 100, 292.5, 337.5].map(compassPoint)).toEqual(['N', 'NNE', 'E', 'WNW', 'NNW']);
    expect(compassWords(22.5)).toBe('north-north-east');
    expect(compassWords(135)).toBe('south-east');
    expect(compassWords(292.5)).toBe('west-north-west');
  });
});
