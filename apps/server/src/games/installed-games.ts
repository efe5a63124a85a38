/**
 * The games this server hosts: every installed game package (core's discovery), each with its
 * rules text. A package that fails to load is reported and left out; the others are still served.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { GameModule } from '@gridplay/core';
import { discoverGamePackages } from '@gridplay/core/discovery';

export interface HostedGame {
  module: GameModule;
  /** The rules in Markdown. */
  rules: () => string;
  /** The file whose default export is `module`, so a bot thread can load it too. */
  modulePath?: string;
}

export interface LoadFailure {
  packageName: string;
  error: Error;
}

export async function loadInstalledGames(
  root?: string,
): Promise<{ games: HostedGame[]; failures: LoadFailure[] }> {
  const games: HostedGame[] = [];
  const failures: LoadFailure[] = [];
  for (const entry of discoverGamePackages(root)) {
    try {
      const module = (await import(pathToFileURL(entry.modulePath).href)).default as GameModule;
      if (!module?.meta || !module.game)
        throw new Error('its module has no default GameModule export');
      if (games.some((g) => g.module.meta.id === module.meta.id))
        throw new Error(`duplicate game id "${module.meta.id}"`);
      games.push({
        module,
        rules: () => readFileSync(entry.rulesPath, 'utf8'),
        modulePath: entry.modulePath,
      });
    } catch (error) {
      failures.push({ packageName: entry.packageName, error: error as Error });
    }
  }
  return { games, failures };
}
