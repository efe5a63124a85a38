import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Children, isValidElement, type ReactElement } from 'react';
import { Hand, type HandProps } from './Hand';
import type { CardFaceProps } from './CardFace';

const cards: HandProps['cards'] = [
  { id: 'aim', face: { title: 'Aim', corner: '+3' }, playable: true },
  { id: 'timing', face: { title: 'Timing', corner: '+1' }, playable: true },
  { id: 'escape', face: { title: 'Escape' }, playable: false, reason: 'Not a Skill card.' },
];

/** The CardFace elements a Hand lays out (Hand uses no hooks, so it can be called directly). */
function faces(props: HandProps): ReactElement<CardFaceProps>[] {
  const found: ReactElement<CardFaceProps>[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isValidElement(node)) return;
    const element = node as ReactElement<CardFaceProps & { children?: unknown }>;
    if ('title' in element.props && 'playable' in element.props) found.push(element);
    Children.forEach(element.props.children as never, walk);
  };
  walk(Hand(props));
  return found;
}

describe('Hand', () => {
  it('toggles selection: pressing a card reports its id, and selected cards are drawn selected', () => {
    let selected: string[] = [];
    const onToggle = (id: string) => {
      selected = selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
    };
    faces({ label: 'Your hand', cards, selected, onToggle })[0]!.props.onClick?.();
    faces({ label: 'Your hand', cards, selected, onToggle })[1]!.props.onClick?.();
    expect(selected).toEqual(['aim', 'timing']);
    faces({ label: 'Your hand', cards, selected, onToggle })[0]!.props.onClick?.();
    expect(selected).toEqual(['timing']);

    const html = renderToStaticMarkup(
      <Hand label="Your hand" cards={cards} selected={selected} onToggle={onToggle} />,
    );
    expect(html).toMatch(/data-choice="timing"[^>]*>|aria-pressed="true"[^>]*data-choice="timing"/);
    expect((html.match(/aria-pressed="true"/g) ?? []).length).toBe(1);
  });

  it('a refused card in the hand keeps its reason and is never disabled', () => {
    const html = renderToStaticMarkup(<Hand label="Your hand" cards={cards} onToggle={() => {}} />);
    expect(html).toContain('title="Not a Skill card."');
    expect(html).not.toMatch(/\sdisabled=""/);
    expect(html).toContain('aria-disabled="true"');
  });

  it("an opponent's hand is card backs, counted in the label", () => {
    const html = renderToStaticMarkup(<Hand label="Opponent" cards={[]} hiddenCount={4} />);
    expect((html.match(/gp-card-down/g) ?? []).length).toBe(4);
    expect(html).toContain('(4)');
  });

  it('steady: the card face carries no travel id, a point at its centre does (a card leaving still flies)', () => {
    const [face] = faces({ label: 'Your hand', cards, steady: true });
    expect(face!.props.travel).toBeUndefined();
    const html = renderToStaticMarkup(<Hand label="Your hand" cards={cards} steady />);
    expect(html).toContain('class="gp-travel-point" data-travel="aim"');
    const [moving] = faces({ label: 'Your hand', cards });
    expect(moving!.props.travel).toBe('aim');
    expect(renderToStaticMarkup(<Hand label="Your hand" cards={cards} />)).not.toContain(
      'gp-travel-point',
    );
  });

  it('without a heading, names the row with its count for screen readers only', () => {
    const html = renderToStaticMarkup(<Hand label="Your hand" cards={cards} heading={false} />);
    expect(html).toContain('aria-label="Your hand (3)"');
    expect(html).not.toContain('<h4');
  });
});
