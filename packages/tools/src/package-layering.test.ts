/**
 * The platform's packages depend one way (packages/core/README.md): the kernel imports none of
 * table, bots and tools; table and bots import the kernel, not each other; tools may use all
 * three; no game imports another. The repo's eslint config enforces it per package folder; these
 * deliberate back-arrows prove the rule fails them, and that the allowed arrows still pass.
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
    files: ['packages/**/x.ts', 'packages/**/x.tsx'],
    ...tseslint.configs.disableTypeChecked,
  },
});

async function importErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = 1;\n`, {
    filePath: `${repo}packages/${file}`,
  });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('package layering', () => {
  it.each([
    ['core/src/x.ts', "import { Hand } from '@gridplay/table';"],
    ['core/src/rules/x.ts', "import { decideMove } from '@gridplay/bots';"],
    ['core/src/x.ts', "import { FastRules } from '@gridplay/bots/fast-path';"],
    ['core/src/x.ts', "import { runConformanceSuite } from '@gridplay/tools/conformance';"],
    ['core/src/x.ts', "import { FairBot } from '../../bots/src/fair-bot';"],
    ['core/src/x.ts', "import module from '@gridplay/games-megaman';"],
    ['table/src/x.tsx', "import { coachAdvice } from '@gridplay/bots';"],
    ['table/src/x.tsx', "import { gridplayGames } from '@gridplay/tools/vite';"],
    ['bots/src/x.ts', "import { Hand } from '@gridplay/table';"],
    ['bots/src/x.ts', "import { Dock } from '../../table/src/Dock';"],
    ['bots/bench/x.ts', "import { wilson } from '@gridplay/tools/balance';"],
    ['tools/src/x.ts', "import module from '@gridplay/games-liars-dice';"],
    ['games-matrix/src/x.ts', "import { meta } from '@gridplay/games-megaman/meta';"],
    ['games-megaman/src/x.ts', "import { game } from '../../games-matrix/src/game';"],
  ])('packages/%s may not: %s', async (file, source) => {
    const errors = await importErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`packages/${file.split('/')[0]} may not import`);
  });

  it.each([
    ['core/src/undo/x.ts', "import { viewHasSecrets } from '../secrets/view-has-secrets';"],
    ['table/src/x.tsx', "import { seatName } from '@gridplay/core';"],
    ['bots/src/x.ts', "import { LocalMatch } from '@gridplay/core';"],
    ['bots/src/x.ts', "import { FastRules } from './fast-path/fast-rules';"],
    ['tools/src/x.ts', "import { decideMove } from '@gridplay/bots';"],
    ['tools/src/x.ts', "import { Hand } from '@gridplay/table';"],
    ['tools/src/x.ts', "import { loadGameModules } from '@gridplay/core/discovery';"],
    ['games-matrix/src/x.ts', "import { Hand } from '@gridplay/table';"],
    ['games-matrix/src/x.ts', "import { game } from './game';"],
  ])('packages/%s may: %s', async (file, source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });
});
