/**
 * The board's controls: every enabled data-move control is a move the rules accept, so a player
 * clicking at random always reaches game over. Rendered to static markup (no DOM here).
 */
import { describe, expect, it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Board from './Board';
import { scenario, type Match } from '../testing/scenario';

interface Button {
  attributes: Record<string, string>;
  disabled: boolean;
  text: string;
}

function render(match: Match, playerID: string | null): { html: string; buttons: Button[] } {
  const props = {
    G: match.view(playerID),
    ctx: match.ctx,
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
    return {
      attributes,
      disabled: 'disabled' in attributes,
      text: inner.replace(/<[^>]*>/g, '').replace(/&#x27;/g, "'"),
    };
  });
  return { html, buttons };
}

const enabledMoves = (buttons: Button[]) =>
  buttons.filter((b) => 'data-move' in b.attributes && !b.disabled);

describe('board controls', () => {
  const position = () =>
    scenario(3, {
      programs: {
        0: { at: [10, 12] },
        1: { at: [13, 12] },
        2: { at: [20, 20], disc: { tip: [20, 4], bearing: 270 } },
      },
      flipped: '0',
    });

  it('Tron’s card is up next to Sark: quick choices (the AI’s set), Attack Sark, Hold; aiming buttons are choices', () => {
    const match = position();
    const { buttons, html } = render(match, '0');
    const moves = enabledMoves(buttons);
    expect(moves.length).toBeGreaterThanOrEqual(match.legalMoves('0').length);
    expect(moves.some((b) => b.text === 'Attack Sark')).toBe(true);
    expect(
      buttons.filter((b) => 'data-choice' in b.attributes).map((b) => b.attributes['data-choice']),
    ).toEqual(['aim-move', 'aim-throw']);
    // The arena: three bases, one disc in flight with its next step drawn ahead.
    expect(html).toContain('aria-label="Ram&#x27;s disc"');
    expect(html).toMatch(/stroke-dasharray="0.5 0.35"/);
  });

  it('every enabled data-move label is a choice the rules accept', () => {
    const match = position();
    const labels = enabledMoves(render(match, '0').buttons).map((b) => b.attributes['data-move']);
    const offered = new Set(match.legalMoves('0').map((m) => ('move' in m ? m.move : '')));
    for (const label of labels) expect(offered.has(label)).toBe(true);
  });

  it('Sark and a spectator, whose card is not up, get no enabled move', () => {
    const match = position();
    expect(enabledMoves(render(match, '1').buttons)).toEqual([]);
    expect(enabledMoves(render(match, null).buttons)).toEqual([]);
  });

  it('a reaction prompt shows the incoming disc and the choices Block / Dodge', () => {
    const match = scenario(3, {
      programs: { 0: { at: [3, 12] }, 1: { at: [9, 12], held: 1 }, 2: { at: [20, 20] } },
      flipped: '0',
    });
    match.move('0', 'throwDisc', 90);
    const { buttons, html } = render(match, '1');
    expect(html).toContain('Tron&#x27;s disc crosses your base');
    const reacts = enabledMoves(buttons).filter((b) => b.attributes['data-move'] === 'react');
    expect(reacts.map((b) => b.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Block/), expect.stringMatching(/^Dodge/)]),
    );
    expect(html).toContain('stroke="#ff5470"');
  });

  it('Prone Tron: Stand up is enabled, Move… and Throw… are not', () => {
    const match = scenario(2, {
      programs: { 0: { at: [12, 12], prone: true }, 1: { at: [4, 4] } },
      flipped: '0',
    });
    const { buttons } = render(match, '0');
    const byChoice = (c: string) => buttons.find((b) => b.attributes['data-choice'] === c)!;
    expect(byChoice('aim-move').disabled).toBe(true);
    expect(byChoice('aim-throw').disabled).toBe(true);
    expect(buttons.some((b) => b.attributes['data-move'] === 'stand' && !b.disabled)).toBe(true);
  });
});
