import { describe, expect, it } from 'vitest';
import { CARDS } from '../cards';
import { filterPool, needsWords } from './pool-filter';

const ids = (filter: Parameters<typeof filterPool>[0]) => filterPool(filter).map((def) => def.id);

describe('browsing the pool', () => {
  it('shows every card of the table when nothing is chosen', () => {
    expect(ids({})).toEqual(CARDS.map((def) => def.id));
  });

  it('narrows by colour, kind and words', () => {
    expect(filterPool({ colour: 'green' }).every((def) => def.colour === 'green')).toBe(true);
    expect(filterPool({ kind: 'navi' }).map((def) => def.kind)).toEqual(
      CARDS.filter((def) => def.kind === 'navi').map(() => 'navi'),
    );
    expect(ids({ text: 'tornado' })).toContain('tornado');
    expect(ids({ text: 'rio netbattler' })).toEqual(['rio-netbattler']);
  });

  it('by NetNavi: cards that need no other NetNavi’s emblem', () => {
    const forGuts = filterPool({ navi: 'gutsman' });
    expect(forGuts.some((def) => def.id === 'megaman')).toBe(false);
    for (const def of forGuts)
      for (const emblem of Object.keys(def.needs.emblems ?? {})) expect(emblem).toBe('GutsMan');
  });

  it('by emblem and by requirement', () => {
    for (const def of filterPool({ emblem: 'TorchMan' }))
      expect(def.emblem === 'TorchMan' || def.needs.emblems?.TorchMan).toBeTruthy();
    const counts = (needs?: object) => Object.values(needs ?? {}).filter((n) => n > 0).length;
    for (const def of filterPool({ needs: 'none' })) {
      expect(def.needs.power ?? 0).toBe(0);
      expect(counts(def.needs.colours) + counts(def.needs.emblems)).toBe(0);
    }
    expect(filterPool({ needs: 'power' }).every((def) => (def.needs.power ?? 0) > 0)).toBe(true);
  });
});

describe('a card’s requirements in words', () => {
  it('names the power, colours and emblems it needs', () => {
    const card = { needs: { power: 2, colours: { red: 1 }, emblems: { GutsMan: 2 } } };
    expect(needsWords(card as never)).toBe('Needs power 2 · 1 red · 2 GutsMan emblems');
    expect(needsWords({ needs: {} } as never)).toBe('');
  });
});
