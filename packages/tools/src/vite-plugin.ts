/**
 * Vite plugin: the module `virtual:gridplay-games` lists the installed game packages for the web
 * app. Metas are imported statically (they are tiny); each game's rules module and rules text
 * are dynamic imports, so the lobby bundle holds no game code and no board code.
 */
import type { Plugin } from 'vite';
import { discoverGamePackages, findWorkspaceRoot } from '@gridplay/core/discovery';

export const VIRTUAL_GAMES_ID = 'virtual:gridplay-games';
const RESOLVED_ID = '\0' + VIRTUAL_GAMES_ID;

/** Source of the virtual module for the packages installed under `root`. */
export function installedGamesSource(root: string = findWorkspaceRoot()): string {
  const found = discoverGamePackages(root);
  const imports = found.map(
    (entry, i) => `import { meta as meta${i} } from ${JSON.stringify(entry.metaPath)};`,
  );
  const rows = found.map(
    (entry, i) =>
      `  { meta: meta${i}, load: () => import(${JSON.stringify(entry.modulePath)}), ` +
      `rules: () => import(${JSON.stringify(entry.rulesPath + '?raw')}).then((m) => m.default) },`,
  );
  return `${imports.join('\n')}\nexport const installedGames = [\n${rows.join('\n')}\n];\n`;
}

export function gridplayGames(options: { root?: string } = {}): Plugin {
  return {
    name: 'gridplay-games',
    resolveId(id) {
      return id === VIRTUAL_GAMES_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? installedGamesSource(options.root) : undefined;
    },
  };
}
