/**
 * A game tool's saved items kept in the logged-in account (`/api/me/saved/:game/:tool/:name`,
 * apps/server/README.md): the same `SavedItems` a tool page gets for this browser's.
 */
import type { SavedItem, SavedItems } from '@gridplay/core';
import { call } from './account-api';

export function accountSavedItems(game: string, tool: string): SavedItems {
  const shelf = `/api/me/saved/${encodeURIComponent(game)}/${encodeURIComponent(tool)}`;
  const item = (name: string) => `${shelf}/${encodeURIComponent(name)}`;
  const list = async () => (await call<{ items: SavedItem[] }>('GET', shelf)).items;
  return {
    where: 'account',
    list,
    async save(name, text) {
      await call('PUT', item(name), { text });
      return list();
    },
    async remove(name) {
      await call('DELETE', item(name));
      return list();
    },
  };
}
