/** The installed games, as the build found them: the app holds no list of its own. */
import { installedGames } from 'virtual:gridplay-games';
import type { GameModule, InstalledGame } from '@gridplay/core';

export const games: readonly InstalledGame[] = installedGames;

export function findGame(id: string): InstalledGame | undefined {
  return games.find((g) => g.meta.id === id);
}

const loaded = new Map<string, Promise<GameModule>>();

/** The game's rules module (no board yet), loaded once. */
export function loadModule(id: string): Promise<GameModule> {
  const row = findGame(id);
  if (!row) return Promise.reject(new Error(`No game called "${id}" is installed.`));
  let pending = loaded.get(id);
  if (!pending) {
    pending = row.load().then((m) => m.default);
    loaded.set(id, pending);
  }
  return pending;
}
