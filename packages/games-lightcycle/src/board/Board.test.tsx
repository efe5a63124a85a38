/**
 * The board's controls: every control that submits a move carries data-move and is disabled
 * when the move is not allowed; refinements carry data-choice. Rendered to static markup.
 */
import { describe, expect, it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Ctx } from 'boardgame.io';
import Board from './Board';
import { cellAt, playRound, scenario } from '../testing/scenario';
import type { LightcycleView } from '../state';
import { NEUTRAL_COLOUR, PLAYER_COLOURS } from './theme';

const at = cellAt(10);

interface Rendered {
  html: string;
  text: string;
  buttons: { attributes: Record<string, string>; disabled: boolean; text: string }[];
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** Static markup, with its buttons parsed (there is no DOM in the test environment). */
function render(view: unknown, ctx: Ctx, playerID: string | null): Rendered {
  const props = {
    G: view as LightcycleView,
    ctx,
    playerID,
    moves: {},
    matchID: 'test',
    isActive: true,
  } as never;
  const html = renderToStaticMarkup(createElement(Board as ComponentType<object>, props));
  const buttons = [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/gs)].map(([, attrs, inner]) => {
    const attributes = Object.fromEntries(
      [...attrs.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? '']),
    );
    return { attributes, disabled: 'disabled' in attributes, text: textOf(inner) };
  });
  return { html, text: textOf(html), buttons };
}

const controls = (doc: Rendered, attribute: 'data-move' | 'data-choice', value?: string | RegExp) =>
  doc.buttons.filter(
    (b) =>
      attribute in b.attributes &&
      (value === undefined ||
        (typeof value === 'string'
          ? b.attributes[attribute] === value
          : value.test(b.attributes[attribute]))),
  );

describe('board controls', () => {
  it('choosing: Forward / Left / Right and parameterless Specials submit; Specials with parameters are refinements', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 0: ['dash', 'crusher'] } },
    );
    const doc = render(match.view('0'), match.ctx, '0');
    const submit = controls(doc, 'data-move', 'chooseCard');
    expect(submit.map((b) => b.text)).toEqual([
      expect.stringContaining('Forward'),
      expect.stringContaining('Left'),
      expect.stringContaining('Right'),
      expect.stringContaining('Dash'),
    ]);
    expect(submit.every((b) => !b.disabled)).toBe(true);
    expect(controls(doc, 'data-choice', 'crusher')).toHaveLength(1);
    // The cells Forward, Left and Right lead to are marked on the Grid.
    const hints = [...doc.html.matchAll(/data-hint="(\w+)">.*?>✕?([FLR])<\/text>/g)];
    expect(hints.map(([, kind, turn]) => `${turn}:${kind}`)).toEqual([
      'F:safe',
      'L:safe',
      'R:safe',
    ]);
    // The opponent's hand is not shown, only its size.
    expect(doc.html).toMatch(/>Player 2<\/h4>.*<dt>Specials<\/dt><dd>0<\/dd>/s);
  });

  it('names each card and each direction by data-choice, so the tutorial can point at one', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 0: ['dash'] } },
    );
    const cards = controls(render(match.view('0'), match.ctx, '0'), 'data-move', 'chooseCard');
    expect(cards.map((b) => b.attributes['data-choice'])).toEqual([
      'forward',
      'left',
      'right',
      'dash',
    ]);
    match.move('0', 'chooseCard', { card: 'dash' });
    match.move('1', 'chooseCard', { card: 'forward' });
    const directions = controls(
      render(match.view('0'), match.ctx, '0'),
      'data-move',
      'chooseDashDirection',
    );
    expect(directions.map((b) => b.attributes['data-choice'])).toEqual([
      'forward',
      'left',
      'right',
    ]);
  });

  it('a seat that has chosen (or a spectator) has no move to make, and its cards say why', () => {
    const match = scenario(2, { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] });
    match.move('0', 'chooseCard', { card: 'left' });
    const doc = render(match.view('0'), match.ctx, '0');
    expect(controls(doc, 'data-move')).toHaveLength(0);
    const cards = doc.buttons.filter((b) => b.attributes.class?.includes('gp-card'));
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      // Dimmed but focusable, with its reason: never `disabled`.
      expect(card.disabled).toBe(false);
      expect(card.attributes['aria-disabled']).toBe('true');
      expect(card.attributes.title).toBe('You have already chosen your card for this round.');
    }
    expect(doc.text).toContain('You play Left');
    const spectator = render(match.view(null), match.ctx, null);
    expect(controls(spectator, 'data-move').filter((b) => !b.disabled)).toHaveLength(0);
  });

  it('placement offers the empty cells as head choices', () => {
    const match = scenario(2, { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] });
    match.patch(
      (G) => {
        G.seats[1].cycle = { head: null, tail: [], facing: 0, alive: true };
      },
      { phase: 'placement', activePlayers: { 1: 'place' } },
    );
    const doc = render(match.view('1'), match.ctx, '1');
    const heads = controls(doc, 'data-choice', /^cell-/);
    expect(heads).toHaveLength(100 - 2); // every cell but player 1's head and trail
    expect(controls(doc, 'data-move').filter((b) => !b.disabled)).toHaveLength(0);
  });

  it('respawn offers the free neighbours of the new head as facing moves', () => {
    const match = scenario(2, { 0: [at(0, 5), at(1, 5)], 1: [at(5, 5), at(5, 4)] });
    match.move('0', 'chooseCard', { card: 'forward' });
    match.move('1', 'chooseCard', { card: 'forward' });
    const doc = render(match.view('0'), match.ctx, '0');
    const facings = controls(doc, 'data-move', 'chooseFacing');
    expect(facings.length).toBe(match.legalMoves('0').length);
    expect(facings.length).toBeGreaterThan(0);
  });
});

describe('board drawing', () => {
  it('draws every trail, each head with its facing, the flags and the Crushers', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4), at(5, 3)], 1: [at(1, 1), at(0, 1)] },
      { flags: [at(8, 8)] },
    );
    match.patch((G) => {
      G.crushers[0] = { edge: [at(3, 3), at(3, 4)], placedBy: '1' };
    });
    const { html } = render(match.view('0'), match.ctx, '0');
    expect(html.match(/<polyline/g)).toHaveLength(2);
    // Heads: player 1 faces east (rotate 90), player 2 faces south (rotate 180).
    expect(html).toContain('rotate(90)');
    expect(html).toContain('rotate(180)');
    expect(html.match(/stroke="#ff3b5c"/g)).toHaveLength(1);
    // The neutral flag shares no seat's colour and is drawn as an outline (shape, not only colour).
    expect(html).toMatch(
      /data-flag="neutral"><line[^>]*><\/line><polygon points="[^"]*" fill="none" stroke="#c8d2da"/,
    );
    for (const colour of PLAYER_COLOURS) expect(NEUTRAL_COLOUR).not.toBe(colour);
  });
});

describe('game over', () => {
  it('leaves nobody "choosing…" in the player list', () => {
    const match = scenario(2, { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] });
    const ctx = { ...match.ctx, gameover: { winner: '0' } };
    const doc = render(match.view('0'), ctx, '0');
    expect(doc.text).not.toMatch(/choosing/);
    expect(controls(doc, 'data-move')).toHaveLength(0);
  });
});

/** The part of the markup inside the decision dock (the board's last element). */
const dockOf = (html: string) => html.slice(html.indexOf('data-dock'));

describe('the decision dock (issue 25)', () => {
  it('holds the hand and the decision: every control of it, and nothing else of the board', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 0: ['dash'] } },
    );
    const doc = render(match.view('0'), match.ctx, '0');
    const dock = dockOf(doc.html);
    expect(dock).toContain('aria-label="Your hand"');
    expect(dock.match(/data-move="chooseCard"/g)).toHaveLength(4);
    expect(dock).toContain('Round 1: pick a card.');
    // The board keeps no log of its own: the story of the round is in the match's one log.
    expect(doc.html).not.toContain('lc-log');
  });

  it('draws each card type in its own frame, colour and icon, with its reach as a badge', () => {
    const match = scenario(
      2,
      { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] },
      { hands: { 0: ['dash'] } },
    );
    const doc = render(match.view('0'), match.ctx, '0');
    const cards = doc.buttons.filter((b) => b.attributes.class?.includes('gp-card'));
    expect(cards.map((c) => c.attributes.class.match(/gp-frame-(\w+)/)?.[1])).toEqual([
      'action',
      'action',
      'action',
      'leader',
    ]);
    expect(cards[0].attributes.style).toContain('#2de2ff');
    expect(cards[3].attributes.style).toContain('#b26bff');
    expect(cards.map((c) => c.text)).toEqual([
      expect.stringContaining('1 cell'),
      expect.stringContaining('1 cell'),
      expect.stringContaining('1 cell'),
      expect.stringContaining('2 cells'),
    ]);
  });
});

describe('the Grid tells where things are (issue 25)', () => {
  it('names its columns and rows as the log names cells', () => {
    const match = scenario(2, { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] });
    const { html } = render(match.view('0'), match.ctx, '0');
    const coordinates = html.split('data-coordinates')[1].split('</g>')[0];
    const labels = [...coordinates.matchAll(/>([A-Z]+|\d+)<\/text>/g)];
    const texts = labels.map(([, text]) => text);
    expect(texts.filter((t) => /[A-Z]/.test(t))).toEqual('ABCDEFGHIJ'.split(''));
    expect(texts.filter((t) => /\d/.test(t))).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
  });

  it('marks a preview that would crash, on the Grid and on the card', () => {
    // Player 1 heads east from F6 (row 5, column 5); player 2's trail is right ahead, on G6.
    const match = scenario(2, {
      0: [at(5, 5), at(5, 4)],
      1: [at(3, 6), at(4, 6), at(5, 6), at(6, 6)],
    });
    const doc = render(match.view('0'), match.ctx, '0');
    const hints = [...doc.html.matchAll(/data-hint="(\w+)">.*?>✕?([FLR])<\/text>/g)];
    expect(hints.map(([, kind, turn]) => `${turn}:${kind}`)).toEqual([
      'F:crash',
      'L:safe',
      'R:safe',
    ]);
    expect(doc.html).toContain('>crash!</text>');
    const cards = doc.buttons.filter((b) => b.attributes.class?.includes('gp-card'));
    expect(cards.map((c) => c.text.includes('crash!'))).toEqual([true, false, false]);
  });

  it('marks a head-on crash where it happened, for the next round', () => {
    const match = scenario(2, { 0: [at(5, 3), at(5, 2)], 1: [at(5, 5), at(5, 6)] });
    playRound(match, { 0: { card: 'forward' }, 1: { card: 'forward' } });
    const { html } = render(match.view('0'), match.ctx, '0');
    expect(html).toContain('data-head-on="E6"');
    expect(html).toContain('head-on crash on E6');
  });
});
