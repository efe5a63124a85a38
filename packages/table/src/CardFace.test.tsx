import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CardFace } from './CardFace';

const render = (element: React.ReactElement) => renderToStaticMarkup(element);
const noop = () => {};

describe('CardFace', () => {
  it('draws title, corner value, type line and rules text', () => {
    const html = render(
      <CardFace title="Aim" corner="+3" kind="Skill" text="Add 3 to the counter." />,
    );
    expect(html).toContain('>Aim<');
    expect(html).toContain('gp-card-corner">+3<');
    expect(html).toContain('>Skill<');
    expect(html).toContain('Add 3 to the counter.');
    expect(html).toMatch(/^<div/);
  });

  it('a card that cannot be played stays focusable and keeps its reason reachable', () => {
    const html = render(
      <CardFace
        title="Erase"
        playable={false}
        reason="Only in your Data Input phase."
        onClick={noop}
        dataMove="erase"
      />,
    );
    expect(html).toMatch(/^<button/);
    expect(html).not.toMatch(/\sdisabled=""/);
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('title="Only in your Data Input phase."');
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toContain(`id="${describedBy}"`);
    expect(html).toContain('gp-card-unplayable');
    // A refused card is not offered as a move or a choice.
    expect(html).not.toContain('data-move');
    expect(html).not.toContain('data-choice');
  });

  it('a playable card with a handler offers its move', () => {
    const html = render(<CardFace title="Aim" onClick={noop} dataMove="commitSkill" />);
    expect(html).toContain('data-move="commitSkill"');
    expect(html).not.toContain('aria-disabled');
  });

  it('a selected card is never drawn disabled, even if it could not be chosen again', () => {
    const html = render(
      <CardFace
        title="Aim"
        selected
        playable={false}
        reason="Total already reached."
        onClick={noop}
      />,
    );
    expect(html).toContain('gp-card-selected');
    expect(html).toContain('aria-pressed="true"');
    expect(html).not.toContain('gp-card-unplayable');
    expect(html).not.toContain('aria-disabled');
    expect(html).not.toMatch(/\sdisabled=""/);
  });

  it('a face-down card shows no face', () => {
    const html = render(<CardFace title="Secret plan" text="hidden" faceDown />);
    expect(html).not.toContain('Secret plan');
    expect(html).toContain('gp-card-down');
  });
});
