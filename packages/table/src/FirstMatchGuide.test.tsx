import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { currentHint, FirstMatchGuide } from './FirstMatchGuide';

const hints = [
  { id: 'choose', text: 'Pick a card.', show: false },
  { id: 'grid', text: 'The marks show where you go.', show: true },
  { id: 'later', text: 'Later.', show: true },
];

describe('FirstMatchGuide', () => {
  it('shows the first hint whose moment has come and that was not dismissed', () => {
    expect(currentHint(hints, { seen: [] })?.id).toBe('grid');
    expect(currentHint(hints, { seen: ['grid'] })?.id).toBe('later');
    expect(currentHint(hints, { seen: [], off: true })).toBeUndefined();
    const html = renderToStaticMarkup(<FirstMatchGuide game="g" hints={hints} />);
    expect(html).toContain('data-guide="grid"');
    expect(html).toContain('Got it');
  });
});
