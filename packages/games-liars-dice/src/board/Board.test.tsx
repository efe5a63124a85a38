import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LocalMatch } from '@gridplay/core';
import type { State } from '../state';
import { bidOf, ok, table } from '../testing/scenario';
import { playerView } from '../view';
import Board, { suggestedBid } from './Board';
import { BOARD_CSS } from './theme';

function render(
  match: LocalMatch<State>,
  seat: string | null,
  isActive = true,
  matchData?: { id: number; name?: string }[],
) {
  const G = playerView({ G: match.G, ctx: match.ctx, playerID: seat });
  const props = { G, ctx: match.ctx, playerID: seat, moves: {}, isActive, matchData };
  return renderToStaticMarkup(<Board {...(props as Parameters<typeof Board>[0])} />);
}

const controls = (html: string) =>
  [...html.matchAll(/<button[^>]*data-move="(\w+)"[^>]*>/g)].map(
    (m) => `${m[1]}${m[0].includes('disabled') ? ' (disabled)' : ''}`,
  );

describe('the board', () => {
  const match = () =>
    table({ '0': [1, 4, 4], '1': [2, 6], '2': [] }, { bid: bidOf(2, 4, '1'), toAct: '0' });

  it('shows your dice face up and the others as hidden dice, counted', () => {
    const html = render(match(), '0');
    expect(html).toContain('aria-label="Your dice"');
    expect(html).toContain('aria-label="d6 4"');
    expect(html).toContain('aria-label="2 dice under the cup"');
    expect(html).not.toContain('aria-label="d6 6"'); // player 2's six stays under the cup
    expect(html).toContain('Bid to beat:');
    expect(html).toContain('2 fours');
  });

  it('offers bid and Dudo to the player to act, as data-move controls', () => {
    expect(controls(render(match(), '0'))).toEqual(['bid', 'dudo']);
    expect(controls(render(match(), '1'))).toEqual(['bid (disabled)', 'dudo (disabled)']);
    expect(controls(render(match(), '0', false))).toEqual(['bid (disabled)', 'dudo (disabled)']);
    expect(render(match(), null)).not.toContain('data-move');
  });

  it('Dudo is disabled before the first bid; Calza shows only with the option', () => {
    expect(controls(render(table({ '0': [2], '1': [3] }), '0'))).toEqual([
      'bid',
      'dudo (disabled)',
    ]);
    const calza = table({ '0': [2], '1': [3] }, { bid: bidOf(1, 3, '1'), calza: true });
    expect(controls(render(calza, '0'))).toEqual(['bid', 'dudo', 'calza']);
  });

  it('the bid controls start from the lowest raise, and say why a bid is not allowed', () => {
    const m = match();
    const view = playerView({ G: m.G, ctx: m.ctx, playerID: '0' });
    expect(suggestedBid(view, '0')).toEqual({ quantity: 3, face: 4 });
    const allIn = table({ '0': [2], '1': [3] }, { bid: bidOf(2, 6, '1') });
    const html = render(allIn, '0');
    expect(controls(html)).toEqual(['bid (disabled)', 'dudo']);
    expect(html).toContain('There are only 2 dice on the table.');
  });

  it('shows the last reveal to everyone, spectators included', () => {
    const m = table({ '0': [1, 5], '1': [5, 6] }, { bid: bidOf(4, 5, '1') });
    ok(m, '0', 'dudo');
    const html = render(m, null);
    expect(html).toContain('data-reveal="1"');
    expect(html).toContain('Player 1 called Dudo on 4 fives');
    expect(html).toContain('There were 3 fives, aces wild. Player 2 lost a die.');
  });

  it('online, players are called by their names', () => {
    const m = table({ '0': [1, 5], '1': [5, 6] }, { bid: bidOf(4, 5, '1') });
    ok(m, '0', 'dudo');
    const html = render(m, '0', true, [
      { id: 0, name: 'Ada' },
      { id: 1, name: 'Bob' },
    ]);
    expect(html).toContain('aria-label="Ada (you)"');
    expect(html).toContain('Ada called Dudo on 4 fives (bid by Bob)');
    expect(html).toContain('Bob lost a die.');
  });
});

describe('the seats', () => {
  it('are wide enough for a full cup of five dice on one row', () => {
    // The table's die face is 38 px; a seat's panel adds 10 px padding each side and its borders
    // (1 px, and the seat's colour 4 px on the left).
    const [DIE, PANEL_CHROME, CUP] = [38, 10 + 10 + 1 + 4, 5];
    const seatMin = Number(/\.ld-seats\{[^}]*minmax\(min\(100%,(\d+)px\)/.exec(BOARD_CSS)?.[1]);
    const gap = Number(/\.ld-cup\{[^}]*gap:(\d+)px/.exec(BOARD_CSS)?.[1]);
    expect(seatMin).toBeGreaterThanOrEqual(CUP * DIE + (CUP - 1) * gap + PANEL_CHROME);
  });
});
