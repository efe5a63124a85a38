/**
 * `npx nx g @gridplay/tools:game <name>` creates a working, tested game package that the apps pick
 * up with no edit elsewhere: generate a throwaway game, check discovery (what the server lists)
 * and the web app's game list see it, that it is held to the server's rules (player counts from
 * its meta, no flow event the server would refuse), run its own tests — its conformance suite
 * among them — then remove it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { type GameModule, LocalMatch } from '@gridplay/core';
import { discoverGamePackages, findWorkspaceRoot } from '@gridplay/core/discovery';
import { installedGamesSource } from './vite-plugin';
import { ProcessGameConfig } from 'boardgame.io/internal';

const root = findWorkspaceRoot(__dirname);
const id = `zz-throwaway-${process.pid}`;
const dir = join(root, 'packages', `games-${id}`);

describe('the game generator', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'creates a package that discovery, the server list and the web list all see',
    { timeout: 180_000 },
    async () => {
      execFileSync('npx', ['nx', 'g', '@gridplay/tools:game', id, '--no-interactive'], {
        cwd: root,
        stdio: 'pipe',
      });
      expect(existsSync(join(dir, 'src', 'index.ts'))).toBe(true);

      // The one game shape (core's README, "One game shape"): listing the folders reads the
      // round, a file a move, the legal moves apart from the bot, refusals named <what>Refusal.
      const src = join(dir, 'src');
      const source = (file: string) => readFileSync(join(src, file), 'utf8');
      for (const file of [
        'meta.ts',
        'index.ts',
        'state.ts',
        'cards.ts',
        'setup.ts',
        'game.ts',
        'rules.ts',
        'legal-moves.ts',
        'view.ts',
        'ai.ts',
      ])
        expect(existsSync(join(src, file)), file).toBe(true);
      expect(readdirSync(join(src, 'phases')).sort()).toEqual([
        '1-draw.ts',
        '2-play.ts',
        '3-pile-limit.ts',
      ]);
      expect(readdirSync(join(src, 'moves'))).toEqual(['play-card.ts']);
      expect(source('moves/play-card.ts')).toMatch(
        /defineMove<State, \[string\]>\(\{[^]*args:[^]*check:[^]*apply:[^]*describe:/,
      );
      expect(source('legal-moves.ts')).toMatch(/export function enumerate\(/);
      expect(source('game.ts')).toMatch(/import \{ enumerate \} from '\.\/legal-moves'/);
      expect(source('ai.ts')).not.toMatch(/enumerate/);
      expect(source('rules.ts')).toMatch(/export function playRefusal\(/);
      // The rules' own action (the draw as a turn begins) goes into the log through `narrate`.
      expect(source('state.ts')).toMatch(/interface State extends Narrated/);
      expect(source('phases/1-draw.ts')).toMatch(/narrate\(\s*G,/);
      expect(source('index.ts')).not.toMatch(/\bas (never|any|unknown)\b/);
      for (const file of readdirSync(join(src, 'board')))
        expect(source(join('board', file)), file).not.toMatch(/from '\.\.\/ai'/);
      for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
        f.endsWith('.ts'),
      ))
        expect(source(file), file).not.toMatch(/\w+Problem\b|\bwhyNot\w*|setMetadata/);

      const found = discoverGamePackages(root).find(
        (entry) => entry.packageName === `@gridplay/games-${id}`,
      );
      expect(found?.dir).toBe(dir);

      const module: GameModule = (await import(pathToFileURL(found!.modulePath).href)).default;
      expect(module?.meta.title).toBe(
        id
          .split('-')
          .map((w) => w[0].toUpperCase() + w.slice(1))
          .join(' '),
      );
      expect(module?.game.name).toBe(id);

      expect(installedGamesSource(root)).toContain(join(dir, 'src', 'meta.ts'));

      // Player counts come from the meta (2–4): LocalMatch refuses a 7-player match.
      expect(() => new LocalMatch(module.game, { numPlayers: 7 })).toThrow(
        `${id} is for 2–4 players, not 7.`,
      );
      // boardgame.io offers a client no event (`pass` is on unless a game says otherwise), and
      // LocalMatch refuses them, as the server does.
      expect(ProcessGameConfig({ ...module.game }).flow.enabledEventNames).toEqual([]);
      const match = new LocalMatch(module.game, { numPlayers: 2 });
      expect(match.event('0', 'pass')).toEqual({
        ok: false,
        reason: '"pass" is not part of this game.',
      });

      // A conformance bound a real game fits in (the shipped games need 1,500–3,000 actions).
      const suite = readFileSync(join(dir, 'src', 'conformance.test.ts'), 'utf8');
      expect(Number(/maxActions: (\d+)/.exec(suite)?.[1])).toBeGreaterThanOrEqual(3000);
      // The board is drawn with the table pieces, and the package declares what it imports.
      const board = readFileSync(join(dir, 'src', 'board', 'Board.tsx'), 'utf8');
      expect(board).toMatch(/import \{[^}]*\bHand\b[^}]*\} from '@gridplay\/table'/);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      expect(manifest.dependencies['@gridplay/table']).toBe('*');
      expect(manifest.devDependencies['@gridplay/tools']).toBe('*');

      // Its own tests (rules, board, the conformance suite) pass as generated.
      const output = execFileSync('npx', ['vitest', 'run', '--reporter=verbose'], {
        cwd: dir,
        stdio: 'pipe',
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      });
      expect(output).toMatch(/Tests\s+\d+ passed \(\d+\)/);
      expect(output).not.toMatch(/failed|skipped/);
      for (const check of [
        'conforms to the Gridplay game contract > random playouts end within the bound',
        "conforms to the Gridplay game contract > no seat's or spectator's delivery changes when only another seat's secrets change",
        'board > offers the current player its three cards as playCard buttons',
        'rules > a turn begins with its player drawing back up to 3, told in the log before their play',
      ])
        expect(output).toContain(check);

      // And it passes the workspace's lint: ESLint and Prettier (throws on a finding).
      execFileSync('npx', ['eslint', dir], { cwd: root, stdio: 'pipe' });
      execFileSync('npx', ['prettier', '--check', dir], { cwd: root, stdio: 'pipe' });
    },
  );

  // Starting nx alone takes seconds, more on a busy machine: not the 5 s default.
  it('refuses a bad name without writing anything', { timeout: 60_000 }, () => {
    let refusal = '';
    try {
      execFileSync('npx', ['nx', 'g', '@gridplay/tools:game', 'Bad_Name', '--no-interactive'], {
        cwd: root,
        stdio: 'pipe',
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      refusal = `${stdout ?? ''}${stderr ?? ''}`;
    }
    expect(refusal).toMatch(
      /'Bad_Name' should match the pattern|lower-case letters, digits and dashes/,
    );
    expect(existsSync(join(root, 'packages', 'games-Bad_Name'))).toBe(false);
  });
});
