import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Dock, DOCK_CSS } from './Dock';

/** The declarations of `.gp-dock` itself (the first rule, outside the phone's media query). */
function dockRule(): string {
  const declarations = /(?:^|\n)\.gp-dock\{([^}]*)\}/.exec(DOCK_CSS)?.[1];
  if (declarations === undefined) throw new Error('DOCK_CSS has no .gp-dock rule');
  return declarations;
}

describe('Dock', () => {
  it('is a labelled region with the decision title above the controls', () => {
    const html = renderToStaticMarkup(
      <Dock title="Answer the attack: 5 to beat">
        <button type="button">Pass</button>
      </Dock>,
    );
    expect(html).toMatch(/^<section class="gp-dock" aria-label="Your decision" data-dock="">/);
    expect(html.indexOf('Answer the attack')).toBeLessThan(html.indexOf('Pass'));
  });

  it('stays at the bottom of the window and hides what the board scrolls under it', () => {
    const rule = dockRule();
    expect(rule).toContain('position:sticky');
    expect(rule).toContain('bottom:0');
    // An opaque colour: rgb(), #rrggbb, or rgba() with alpha 1. At 97% a phone showed the board's
    // text between the dock's rows (issue 25's Liar's Dice screenshots, eighth decision).
    const background = /(?:^|;)background:([^;]+)/.exec(rule)?.[1] ?? '';
    const alpha = /^rgba\([^)]*,\s*([\d.]+)\)$/.exec(background)?.[1];
    expect(background).toMatch(/^(rgb\(|rgba\(|#[0-9a-f]{6}\b)/i);
    if (alpha !== undefined) expect(Number(alpha)).toBe(1);
  });
});
