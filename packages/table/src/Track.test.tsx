import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Track } from './Track';

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

describe('Track', () => {
  it('draws max steps with the first value filled', () => {
    const html = renderToStaticMarkup(<Track label="Control" value={3} max={10} marks={[10]} />);
    expect(count(html, /class="gp-track-step[" ]/g)).toBe(10);
    expect(count(html, /gp-track-filled/g)).toBe(3);
    expect(count(html, /gp-track-mark/g)).toBe(1);
    expect(html).toContain('aria-valuenow="3"');
    expect(html).toContain('3 / 10');
  });

  it('never fills past the end or below zero, but tells the real value', () => {
    const over = renderToStaticMarkup(<Track label="Hull" value={12} max={8} tone="bad" />);
    expect(count(over, /gp-track-filled/g)).toBe(8);
    expect(over).toContain('12 / 8');
    const under = renderToStaticMarkup(<Track label="Hull" value={-2} max={8} />);
    expect(count(under, /gp-track-filled/g)).toBe(0);
  });

  it('packs many steps into one continuous bar, so a 60-card deck fits its panel', () => {
    const deck = renderToStaticMarkup(<Track label="Energy left" value={53} max={59} />);
    expect(deck).toContain('gp-track-steps gp-track-dense');
    const hull = renderToStaticMarkup(<Track label="Hull" value={3} max={10} />);
    expect(hull).not.toContain('gp-track-dense');
  });
});
