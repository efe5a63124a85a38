/**
 * Finds the installed game packages (Node only). A game package is any workspace package, or any
 * package in node_modules, whose package.json has a `gridplay` field (see contract/game-module).
 * Workspace packages are found straight from the root's `workspaces` globs, so a package that
 * was just generated is seen before `npm install` links it.
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GameModule } from './contract/game-module';
import type { GameMeta } from './contract/game-meta';

export interface GamePackageManifest {
  /** `meta.ts` path, relative to the package. */
  meta: string;
  /** The module whose default export is the GameModule. */
  module: string;
  /** Markdown rules file. */
  rules: string;
}

export interface InstalledGamePackage {
  packageName: string;
  dir: string;
  metaPath: string;
  modulePath: string;
  rulesPath: string;
}

function readJson(path: string): any {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The nearest ancestor directory (from `start`) whose package.json declares workspaces. */
export function findWorkspaceRoot(start: string = process.cwd()): string {
  let dir = resolve(start);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && readJson(manifest).workspaces) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no workspace root above ${start}`);
    dir = parent;
  }
}

function childDirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || entry.isSymbolicLink())
    .map((entry) => join(dir, entry.name));
}

/** Directories matched by workspace globs of the forms `dir/*` and `dir/name`. */
function workspaceDirs(root: string): string[] {
  const globs: string[] = readJson(join(root, 'package.json')).workspaces ?? [];
  return globs.flatMap((glob) =>
    glob.endsWith('/*') ? childDirs(join(root, glob.slice(0, -2))) : [join(root, glob)],
  );
}

function nodeModulesDirs(root: string): string[] {
  const base = join(root, 'node_modules');
  return childDirs(base).flatMap((dir) =>
    dir.slice(base.length + 1).startsWith('@') ? childDirs(dir) : [dir],
  );
}

function manifestOf(dir: string): InstalledGamePackage | undefined {
  const path = join(dir, 'package.json');
  if (!existsSync(path)) return undefined;
  const pkg = readJson(path);
  const field = pkg.gridplay as Partial<GamePackageManifest> | undefined;
  if (!field) return undefined;
  if (!field.meta || !field.module || !field.rules) {
    // One malformed package must not take every other game down with it.
    console.warn(
      `gridplay: skipping ${pkg.name}: its "gridplay" field needs meta, module and rules paths`,
    );
    return undefined;
  }
  return {
    packageName: pkg.name,
    dir,
    metaPath: join(dir, field.meta),
    modulePath: join(dir, field.module),
    rulesPath: join(dir, field.rules),
  };
}

/** Every installed game package, sorted by package name, each listed once. */
export function discoverGamePackages(root: string = findWorkspaceRoot()): InstalledGamePackage[] {
  const byRealDir = new Map<string, InstalledGamePackage>();
  for (const dir of [...workspaceDirs(root), ...nodeModulesDirs(root)]) {
    const real = realpathSync(dir);
    if (byRealDir.has(real)) continue;
    const found = manifestOf(real);
    if (found) byRealDir.set(real, found);
  }
  return [...byRealDir.values()].sort((a, b) => a.packageName.localeCompare(b.packageName));
}

/**
 * Import every installed game's module (Node with tsx, or Vitest). The paths are only known at run
 * time, which is the point, so bundlers are told not to analyse these imports.
 */
export async function loadGameModules(root?: string): Promise<GameModule[]> {
  const found = discoverGamePackages(root);
  const modules = await Promise.all(
    found.map(
      async (entry) =>
        (await import(/* @vite-ignore */ pathToFileURL(entry.modulePath).href))
          .default as GameModule,
    ),
  );
  const ids = new Set<string>();
  for (const module of modules) {
    if (ids.has(module.meta.id))
      throw new Error(`two installed games share the id "${module.meta.id}"`);
    ids.add(module.meta.id);
  }
  return modules;
}

/** Import only the lobby data of every installed game. */
export async function loadGameMetas(root?: string): Promise<GameMeta[]> {
  const found = discoverGamePackages(root);
  return Promise.all(
    found.map(
      async (entry) =>
        (await import(/* @vite-ignore */ pathToFileURL(entry.metaPath).href)).meta as GameMeta,
    ),
  );
}

export function readRules(entry: InstalledGamePackage): string {
  return readFileSync(entry.rulesPath, 'utf8');
}

/** Imports one installed game by id (only its meta is read for the others). */
export async function loadInstalledGame(id: string, root?: string): Promise<GameModule> {
  const found = discoverGamePackages(root);
  const ids: string[] = [];
  for (const entry of found) {
    const { meta } = (await import(/* @vite-ignore */ pathToFileURL(entry.metaPath).href)) as {
      meta: GameMeta;
    };
    ids.push(meta.id);
    if (meta.id === id) {
      return (await import(/* @vite-ignore */ pathToFileURL(entry.modulePath).href))
        .default as GameModule;
    }
  }
  throw new Error(`No installed game "${id}". Installed: ${ids.join(', ') || 'none'}.`);
}
