/**
 * The developers' guide (docs/guide/) builds this package step by step. These tests keep it
 * true: its code is the package's code, its commands exist, its list of generated files is the
 * generator's, and every source file of the package appears in it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkCommands,
  checkExcerpt,
  checkGeneratedFiles,
  checkNamedPaths,
  codeBlocks,
  filesUnder,
  readWorkspace,
  whyCommandFails,
  type CodeBlock,
} from './testing/guide-check';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const root = join(packageRoot, '../..');
const guideDir = join(root, 'docs/guide');
const workspace = readWorkspace(root);

const pages = readdirSync(guideDir)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => ({ name, text: readFileSync(join(guideDir, name), 'utf8') }));
const steps = pages.filter((page) => /^\d\d-/.test(page.name));
const blocksOf = (page: { name: string; text: string }) =>
  codeBlocks(page.text, `docs/guide/${page.name}`);
const allBlocks = pages.flatMap(blocksOf);

describe('the developers’ guide matches the package', () => {
  it('has numbered steps, each linked from the README, with no gap', () => {
    const readme = pages.find((page) => page.name === 'README.md')!.text;
    expect(steps.length).toBeGreaterThanOrEqual(10);
    steps.forEach((step, i) => {
      expect(step.name.startsWith(String(i + 1).padStart(2, '0'))).toBe(true);
      expect(readme).toContain(`](${step.name})`);
    });
    for (const [, link] of readme.matchAll(/\]\(([^)#]+\.md)\)/g))
      expect(existsSync(join(guideDir, link)), `README links to a missing ${link}`).toBe(true);
  });

  it('every step shows checked code or commands, and no code block goes unchecked', () => {
    for (const step of steps) {
      const checked = blocksOf(step).filter(
        (b) => b.file || b.lang === 'sh' || b.info.includes('generated-files'),
      );
      expect(checked.length, `${step.name} has no checked block`).toBeGreaterThan(0);
    }
    const unchecked = allBlocks.filter(
      (b) => ['ts', 'tsx', 'json', 'js'].includes(b.lang) && !b.file,
    );
    expect(unchecked.map((b) => b.where)).toEqual([]);
  });

  it('every code block is in the file it names, word for word', () => {
    expect(allBlocks.flatMap((block) => checkExcerpt(block, packageRoot))).toEqual([]);
  });

  it('every command exists: scripts, workspaces, the generator, files', () => {
    expect(allBlocks.flatMap((block) => checkCommands(block, workspace))).toEqual([]);
  });

  it('the list of generated files is what the generator writes now', () => {
    const lists = allBlocks.filter((b) => b.info.includes('generated-files'));
    expect(lists).toHaveLength(1);
    expect(checkGeneratedFiles(lists[0], root)).toEqual([]);
  });

  it('every path the guide names exists', () => {
    const findings = pages.flatMap((page) =>
      checkNamedPaths(page.text, `docs/guide/${page.name}`, packageRoot, root),
    );
    expect(findings).toEqual([]);
    expect(checkNamedPaths('see `src/round/9-bluff.ts`', 'fake.md', packageRoot, root)).toEqual([
      'fake.md: names src/round/9-bluff.ts, which does not exist',
    ]);
  });

  it('every source file of the package is named in the guide', () => {
    const text = pages.map((page) => page.text).join('\n');
    const sources = filesUnder(join(packageRoot, 'src'))
      .filter((file) => !/\.test\.tsx?$/.test(file) && file !== 'testing/guide-check.ts')
      .map((file) => `src/${file}`);
    expect(sources.filter((file) => !text.includes(file))).toEqual([]);
  });
});

describe('the guide check catches drift', () => {
  const block = (info: string, body: string): CodeBlock =>
    codeBlocks(`\`\`\`${info}\n${body}\n\`\`\`\n`, 'fake.md')[0];

  it('a changed line, a wrong order of pieces, a missing file', () => {
    const real = 'export const SIDES = 6;';
    expect(checkExcerpt(block('ts file=src/dice.ts', real), packageRoot)).toEqual([]);
    expect(
      checkExcerpt(block('ts file=src/dice.ts', 'export const SIDES = 8;'), packageRoot),
    ).toEqual([
      'fake.md:1: this code is no longer in src/dice.ts as the guide shows it (the piece starting "export const SIDES = 8;")',
    ]);
    const reordered = `${real}\n// …\nexport type Face = 1 | 2 | 3 | 4 | 5 | 6;`;
    expect(checkExcerpt(block('ts file=src/dice.ts', reordered), packageRoot)).toHaveLength(1);
    expect(checkExcerpt(block('ts file=src/cards.ts', real), packageRoot)).toEqual([
      'fake.md:1: src/cards.ts does not exist in the package',
    ]);
  });

  it('a command that does not exist', () => {
    expect(whyCommandFails('npm run no-such-script', workspace)).toBe(
      'no "no-such-script" script in the root',
    );
    expect(whyCommandFails('npm test -w @gridplay/games-no-such', workspace)).toBe(
      'no workspace @gridplay/games-no-such',
    );
    expect(whyCommandFails('npx nx g @gridplay/tools:level liars-dice', workspace)).toBe(
      'tools has no generator "level"',
    );
    expect(whyCommandFails('npm run balance -- dominoes --games 5', workspace)).toBe(
      'balance names no installed game ("dominoes")',
    );
    expect(
      whyCommandFails('cd packages/games-liars-dice && npx vitest run src/nope.test.ts', workspace),
    ).toBe('no src/nope.test.ts in packages/games-liars-dice');
    expect(whyCommandFails('rm -rf /', workspace)).toMatch(/does not know this command/);
  });

  it('a generated-files list the generator no longer matches', () => {
    const findings = checkGeneratedFiles(
      block('text generated-files', 'src/cards.ts\nsrc/deck.ts'),
      root,
    );
    expect(findings).toContain(
      'fake.md:1: the guide lists src/deck.ts, which the generator no longer writes',
    );
    expect(findings).toContain(
      'fake.md:1: the generator writes src/game.ts, which the guide does not list',
    );
  });
});
