/**
 * `npm start` never serves a web app older than its sources. A scratch workspace stands in for
 * the repository (a web app, core, one game package) and a stand-in build writes each game's
 * title into dist/index.html, as the real build puts the metas into the lobby.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureFreshWebBuild, stampPath } from './web-build-stamp';

let root: string;
let builds: string[];

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function addGame(id: string, title: string) {
  write(
    `packages/games-${id}/package.json`,
    JSON.stringify({
      name: `@scratch/games-${id}`,
      gridplay: { meta: './src/meta.ts', module: './src/index.ts', rules: './RULES.md' },
    }),
  );
  write(
    `packages/games-${id}/src/meta.ts`,
    `export const meta = { id: '${id}', title: '${title}' };\n`,
  );
  write(`packages/games-${id}/src/index.ts`, `export { meta } from './meta';\n`);
  write(`packages/games-${id}/RULES.md`, `# ${title}\n`);
}

/** What `npm start` does before serving; the build reads every game's meta, as Vite's does. */
function start(force = false) {
  return ensureFreshWebBuild(
    root,
    (reason) => {
      builds.push(reason);
      const titles = ['alpha', 'beta']
        .map((id) => join(root, `packages/games-${id}/src/meta.ts`))
        .flatMap((meta) => {
          try {
            return [/title: '([^']*)'/.exec(readFileSync(meta, 'utf8'))![1]];
          } catch {
            return [];
          }
        });
      write('apps/web/dist/index.html', `<title>lobby</title>${titles.join(', ')}`);
    },
    force,
  );
}

const served = () => readFileSync(join(root, 'apps/web/dist/index.html'), 'utf8');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gridplay-start-'));
  builds = [];
  write('package.json', JSON.stringify({ name: 'scratch', workspaces: ['packages/*', 'apps/*'] }));
  write('apps/web/package.json', JSON.stringify({ name: '@scratch/web' }));
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/src/main.tsx', 'export {};\n');
  write('packages/core/package.json', JSON.stringify({ name: '@scratch/core' }));
  write('packages/core/src/index.ts', 'export {};\n');
  addGame('alpha', 'Alpha');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds the web app when it is older than its sources', () => {
  it('builds a missing web app, then serves the build while nothing changes', () => {
    expect(start()).toBe('the web app is not built yet');
    expect(start()).toBeUndefined();
    expect(builds).toHaveLength(1);
    expect(served()).toContain('Alpha');
  });

  it("serves a game's new title after its meta changes", () => {
    start();
    write(
      'packages/games-alpha/src/meta.ts',
      `export const meta = { id: 'alpha', title: 'Alpha Prime' };\n`,
    );
    expect(start()).toBe('its sources changed since it was built');
    expect(served()).toContain('Alpha Prime');
  });

  it('rebuilds for a change to a board, to the web app, to core or to a rules text', () => {
    for (const [path, text] of [
      ['packages/games-alpha/src/board/Board.tsx', 'export default () => null;\n'],
      ['apps/web/src/main.tsx', 'export const changed = 1;\n'],
      ['packages/core/src/index.ts', 'export const changed = 1;\n'],
      ['packages/games-alpha/RULES.md', '# Alpha\n\nNew rules.\n'],
    ]) {
      start();
      write(path, text);
      expect(start(), path).toBe('its sources changed since it was built');
    }
  });

  it('rebuilds when a game package is added', () => {
    start();
    addGame('beta', 'Beta');
    expect(start()).toBe('its sources changed since it was built');
    expect(served()).toContain('Alpha, Beta');
  });

  it('does not rebuild for a test file, which the build never reads', () => {
    start();
    write('packages/games-alpha/src/rules.test.ts', 'it.todo("x");\n');
    expect(start()).toBeUndefined();
  });

  it('rebuilds a web app built without a stamp (e.g. by `npm run build`), and on --rebuild', () => {
    start();
    rmSync(stampPath(root));
    expect(start()).toBe('the web app was built without a source stamp');
    expect(start(true)).toBe('a rebuild was asked for');
    expect(builds).toHaveLength(3);
  });
});
