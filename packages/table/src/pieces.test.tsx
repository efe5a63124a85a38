// Pile, Die, PlayerPanel, the overlays and TableStyles: small pieces, one file of checks.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  AimPath,
  Die,
  Pile,
  PlayerPanel,
  ReachCircle,
  TableStyles,
  TargetRing,
  arrowHead,
} from './index';

describe('Pile', () => {
  it('counts its cards and shows the top card face up, or a back', () => {
    const discard = renderToStaticMarkup(<Pile label="Discard" count={7} top={{ title: 'Aim' }} />);
    expect(discard).toContain('aria-label="Discard: 7 cards"');
    expect(discard).toContain('>Aim<');
    const deck = renderToStaticMarkup(
      <Pile label="Deck" count={1} top={{ title: 'Aim' }} faceDown />,
    );
    expect(deck).toContain('Deck: 1 card"');
    expect(deck).not.toContain('>Aim<');
    expect(renderToStaticMarkup(<Pile label="Deck" count={0} />)).toContain('empty');
  });
});

describe('Die', () => {
  it('shows its value, or a dash before it is rolled', () => {
    expect(renderToStaticMarkup(<Die value={5} sides={6} highlight />)).toMatch(
      /gp-die-highlight[\s\S]*>5</,
    );
    expect(renderToStaticMarkup(<Die value={null} sides={20} label="Attack" />)).toContain(
      'aria-label="Attack: d20 not rolled"',
    );
  });
});

describe('PlayerPanel', () => {
  it('names the player, marks whose turn it is, lists stats', () => {
    const html = renderToStaticMarkup(
      <PlayerPanel name="Ana" color="#ff0" active stats={[{ label: 'Hand', value: 5 }]} />,
    );
    expect(html).toContain('>Ana<');
    expect(html).toContain('aria-current="true"');
    expect(html).toContain('to play');
    expect(html).toContain('<dt>Hand</dt><dd>5</dd>');
    expect(renderToStaticMarkup(<PlayerPanel name="Bo" />)).not.toContain('to play');
  });
});

describe('overlays', () => {
  it('the aim arrow head points along the last segment', () => {
    const [tip, left, right] = arrowHead({ x: 0, y: 0 }, { x: 10, y: 0 }, 2);
    expect(tip).toEqual({ x: 10, y: 0 });
    expect(left.x).toBeLessThan(10);
    expect(right.x).toBeLessThan(10);
    expect(left.y).toBeCloseTo(-right.y);
  });

  it('draw in the caller units', () => {
    const svg = renderToStaticMarkup(
      <svg>
        <ReachCircle cx={5} cy={6} r={3} />
        <AimPath
          points={[
            { x: 0, y: 0 },
            { x: 4, y: 4 },
          ]}
        />
        <TargetRing cx={4} cy={4} r={1} />
      </svg>,
    );
    expect(svg).toContain('<circle class="gp-reach" cx="5" cy="6" r="3"');
    expect(svg).toContain('points="0,0 4,4"');
    expect(svg).toContain('gp-target');
    expect(renderToStaticMarkup(<AimPath points={[{ x: 1, y: 1 }]} />)).toBe('');
  });
});

describe('TableStyles', () => {
  it('carries the CSS of every piece, prefixed gp-, and respects reduced motion', () => {
    const html = renderToStaticMarkup(<TableStyles />);
    for (const piece of [
      '.gp-card',
      '.gp-hand',
      '.gp-pile',
      '.gp-track',
      '.gp-die',
      '.gp-player',
      '.gp-contest',
      '.gp-aim',
    ]) {
      expect(html).toContain(piece);
    }
    expect(html).toContain('prefers-reduced-motion');
  });
});
