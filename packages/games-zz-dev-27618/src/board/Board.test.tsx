/** The board's controls, rendered to static markup: this seat's cards submit `playCard` on its turn only. */
import { describe, expect, it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LocalMatch } from '@gridplay/core';
import Board from './Board';
import module from '../index';

function render(seat: string) {
  const match = new LocalMatch(module.game, { numPlayers: 2, seed: 'board' });
  const props = {
    G: match.view(seat),
    ctx: match.ctx,
    playerID: seat,
    moves: {},
    isActive: true,
    log: [],
  };
  return renderToStaticMarkup(createElement(Board as ComponentType<object>, props));
}

describe('Zz Dev 27618 board', () => {
  it('offers the current player its three cards as playCard buttons', () => {
    expect(render('0').match(/data-move="playCard"/g)).toHaveLength(3);
  });

  it('offers nothing to a player waiting for its turn, and says why', () => {
    const html = render('1');
    expect(html).not.toContain('data-move=');
    expect(html).toContain('Wait for your turn.');
  });
});
