/**
 * A game's own source makes no cast on its way to the contract (issue 32): the repo's eslint
 * config refuses `as never`, `as any` and `as unknown as` in a game's src, and lets tests and
 * scenario helpers patch states as they need.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
// Probe files exist only as text: lint them untyped (the type-aware rules need a file on disk).
const eslint = new ESLint({
  cwd: repo,
  overrideConfig: {
    files: ['packages/games-matrix/src/**'],
    ...tseslint.configs.disableTypeChecked,
  },
});

async function castErrors(file: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(`${source}\n`, {
    filePath: `${repo}packages/${file}`,
  });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').length;
}

describe("a game's own source casts nothing", () => {
  it.each([
    'export const setup = ((x: number) => x) as never;',
    'export const stages = {} as any;',
    'export const random = ({} as unknown) as Math;',
  ])('games-matrix/src/game.ts may not: %s', async (source) => {
    expect(await castErrors('games-matrix/src/game.ts', source)).toBe(1);
  });

  it.each([
    ['games-matrix/src/game.ts', "export const phase = 'main' as const;"],
    ['games-matrix/src/rules.test.ts', 'export const patched = {} as never;'],
    ['games-matrix/src/testing/scenario.ts', 'export const patched = {} as never;'],
  ])('%s may: %s', async (file, source) => {
    expect(await castErrors(file, source)).toBe(0);
  });
});
