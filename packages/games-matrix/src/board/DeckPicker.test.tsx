import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { deckOf } from '../cards';
import { defOf } from '../rules';
import { HUMANS, MACHINES } from '../state';
import { DeckPicker, groupDesigns } from './DeckPicker';

const designsOf = (seat: typeof HUMANS | typeof MACHINES) => [...new Set(deckOf(seat).map(defOf))];

describe('take any card: a searchable list grouped by type', () => {
  it('groups the Humans’ deck by card type, every design once', () => {
    const groups = groupDesigns(designsOf(HUMANS));
    expect(groups.map((g) => g.label)).toEqual([
      'Humans born in the Matrix',
      'Humans born in Zion',
      'Rogue programs',
      'Missions',
      'Events',
    ]);
    expect(groups.flatMap((g) => g.designs).sort()).toEqual(designsOf(HUMANS).sort());
    expect(groupDesigns(designsOf(MACHINES)).map((g) => g.label)).toEqual([
      'Agents',
      'Robots',
      'Events',
    ]);
  });

  it('a search keeps the designs whose name, type or effect holds every word', () => {
    const all = designsOf(HUMANS);
    expect(groupDesigns(all, 'kung')).toEqual([{ label: 'Events', designs: ['i-know-kung-fu'] }]);
    expect(groupDesigns(all, 'zion tank')).toEqual([
      { label: 'Humans born in Zion', designs: ['tank'] },
    ]);
    const hull = groupDesigns(all, 'HULL').flatMap((g) => g.designs);
    expect(hull).toEqual(['dock-repairs']);
    expect(groupDesigns(all, 'no such card')).toEqual([]);
  });

  it('is one search field, one select with a group per type, and one Take button', () => {
    const html = renderToStaticMarkup(<DeckPicker designs={designsOf(HUMANS)} onTake={() => {}} />);
    expect(html.match(/data-move="takeCard"/g)).toHaveLength(1);
    expect(html.match(/<optgroup/g)).toHaveLength(5);
    expect(html.match(/<option /g)).toHaveLength(designsOf(HUMANS).length);
    expect(html).toContain('type="search"');
    expect(html).toContain('Hack the Mainframe · 5 MP, guard +2');
  });
});
