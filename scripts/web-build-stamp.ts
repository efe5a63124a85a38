/**
 * Whether the built web app (apps/web/dist) is older than its sources. The build writes a stamp:
 * one hash of every source the web build reads — the web app, core and its table, bots and tools
 * packages, and each discovered game package's sources, meta, rules text and package.json. `npm start` compares it with the sources
 * as they are now and rebuilds when they differ, so it never serves a lobby that shows a game's
 * old title beside the server's new rules. Contents are hashed, not mtimes: a checkout or a copy
 * that keeps the bytes keeps the build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { discoverGamePackages } from '@gridplay/core/discovery';

/** Where the build's stamp lives: inside dist, so a deleted or replaced build loses it too. */
export const stampPath = (root: string) => join(root, 'apps', 'web', 'dist', '.source-stamp');

/** Test files and installed or built folders are never read by the web build. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'e2e', 'bench', 'bench-results']);
const isTest = (name: string) => /\.test\.[cm]?[jt]sx?$/.test(name);

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(join(path, entry.name));
    return isTest(entry.name) ? [] : [join(path, entry.name)];
  });
}

/** Every file the web build reads, sorted (a new or removed game package changes the list). */
export function webBuildSources(root: string): string[] {
  const web = join(root, 'apps', 'web');
  // The kernel and the packages split from it (the web build bundles table and bots, and runs
  // the tools' vite plugin).
  const platform = ['core', 'table', 'bots', 'tools'].map((name) => join(root, 'packages', name));
  const roots = [
    join(web, 'src'),
    join(web, 'public'),
    join(web, 'index.html'),
    join(web, 'vite.config.ts'),
    join(web, 'package.json'),
    ...platform.flatMap((dir) => [join(dir, 'src'), join(dir, 'package.json')]),
  ];
  for (const game of discoverGamePackages(root)) {
    roots.push(
      join(game.dir, 'src'),
      join(game.dir, 'package.json'),
      game.metaPath,
      game.rulesPath,
    );
  }
  return [...new Set(roots.flatMap(filesUnder))].sort();
}

/** One hash of the sources' paths and contents. */
export function webSourcesHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of webBuildSources(root)) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Why the web app must be (re)built before it is served, or undefined when the build is current. */
export function whyWebBuildStale(
  root: string,
  sourcesHash = webSourcesHash(root),
): string | undefined {
  if (!existsSync(join(root, 'apps', 'web', 'dist', 'index.html')))
    return 'the web app is not built yet';
  if (!existsSync(stampPath(root))) return 'the web app was built without a source stamp';
  const stamp = readFileSync(stampPath(root), 'utf8').trim();
  return stamp === sourcesHash ? undefined : 'its sources changed since it was built';
}

export function writeWebBuildStamp(root: string, sourcesHash: string): void {
  writeFileSync(stampPath(root), `${sourcesHash}\n`);
}

/**
 * Build the web app with `build` (told why) when it is missing, stale or `force`d, then stamp it
 * with the hash taken before the build: a source edited during the build makes the next start
 * rebuild. Returns why it built, or undefined when the build was current.
 */
export function ensureFreshWebBuild(
  root: string,
  build: (reason: string) => void,
  force = false,
): string | undefined {
  const sourcesHash = webSourcesHash(root);
  const reason = force ? 'a rebuild was asked for' : whyWebBuildStale(root, sourcesHash);
  if (!reason) return undefined;
  build(reason);
  writeWebBuildStamp(root, sourcesHash);
  return reason;
}
