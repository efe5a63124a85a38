import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { browserSavedItems, type SavedItemsSource } from '@gridplay/core';
import { SavedItemsContext } from '@gridplay/table';
import { CARDS } from '../cards';
import DeckBuilderPage from './DeckBuilderPage';

const links = { playVsAi: '/ai', playOnline: '/online', rules: '/rules' };

describe('the deck builder page', () => {
  it('offers every card of the pool table, face up with its text, and starts with an empty deck', () => {
    const html = renderToStaticMarkup(<DeckBuilderPage gameId="megaman" links={links} />);
    expect(html).toContain(`Cards (${CARDS.length})`);
    expect([...html.matchAll(/data-add-card="([^"]+)"/g)].map((m) => m[1])).toEqual(
      CARDS.map((card) => card.id),
    );
    const tornado = CARDS.find((card) => card.id === 'tornado')!;
    expect(html).toContain(tornado.text.slice(0, 20).replace(/'/g, '&#x27;'));
    expect(html).toContain('No NetNavi + 0 of 59 cards — not legal yet');
    expect(html).toContain('href="/ai"');
  });

  it('saves where the app keeps the items: the account when it provides one, else this browser', () => {
    const asked: string[] = [];
    const account: SavedItemsSource = (game, tool) => {
      asked.push(`${game}/${tool}`);
      return { ...browserSavedItems(game, tool, undefined), where: 'account' };
    };
    const html = renderToStaticMarkup(
      <SavedItemsContext.Provider value={account}>
        <DeckBuilderPage gameId="megaman" links={links} />
      </SavedItemsContext.Provider>,
    );
    expect(asked).toContain('megaman/deck-builder');
    expect(html).toMatch(/data-saves-to="account"[^>]*>Save in your account</);
    const guest = renderToStaticMarkup(<DeckBuilderPage gameId="megaman" links={links} />);
    expect(guest).toMatch(/data-saves-to="browser"[^>]*>Save in this browser</);
  });
});
