/**
 * The server's layers run one way (apps/server/README.md, "Layers"): lifecycle and matchmaking,
 * then lobby, accounts and social, match, pubsub and security, storage, http's request plumbing,
 * games. The repo's eslint config enforces it per folder; these deliberate back-arrows prove the
 * rule fails them, and that the arrows down still pass.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
// The probe files below exist in no tsconfig, so they are linted without type information.
const eslint = new ESLint({
  cwd: repo,
  overrideConfig: { files: ['apps/server/src/**/x.ts'], ...tseslint.configs.disableTypeChecked },
});

async function layerErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${repo}apps/server/src/${file}` });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('server layers', () => {
  it.each([
    ['storage/x.ts', "import type { MatchEngine } from '../match/match-engine';"],
    ['match/x.ts', "import type { Lobby } from '../lobby/lobby';"],
    ['match/x.ts', "import type { MatchLifecycle } from '../lifecycle/match-lifecycle';"],
    ['match/socket/x.ts', "import { socialSockets } from '../../social/social-sockets';"],
    ['social/x.ts', "import { storedMatch } from '../lobby/lobby';"],
    ['lobby/x.ts', "import { lifecycleOf } from '../lifecycle/lifecycle-data';"],
    ['accounts/x.ts', "import { storedMatch } from '../lobby/lobby';"],
    ['accounts/x.ts', "import { chatLine } from '../social/chat';"],
    ['security/x.ts', "import { seatOf } from '../match/credentials';"],
    ['security/x.ts', "import { socketPlayer } from '../testing/socket-player';"],
    ['storage/x.ts', "import { clientAddress } from '../security/client-address';"],
    ['http/x.ts', "import { gameNameSegment } from '../lobby/lobby-schemas';"],
    ['pubsub/x.ts', "import { MessageBudget } from '../security/message-budget';"],
    ['games/x.ts', "import { perf } from '../http/perf-counters';"],
    ['lobby/x.ts', "import { play } from '../matchmaking/play-now-queue';"],
    ['match/x.ts', "import { createGridplayServer } from '../app';"],
  ])('%s may not import up: %s', async (file, source) => {
    const errors = await layerErrors(file, `${source}\nexport const used = 1;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`apps/server/src/${file.split('/')[0]}/ sits below`);
  });

  it.each([
    ['lifecycle/x.ts', "import { storedMatch } from '../lobby/lobby';"],
    ['lobby/x.ts', "import { parsedBody } from '../http/parsed-body';"],
    ['accounts/x.ts', "import { parsedBody } from '../http/parsed-body';"],
    ['security/x.ts', "import { MessageBudget } from './message-budget';"],
    ['storage/x.ts', "import { perf } from '../http/perf-counters';"],
    ['matchmaking/x.ts', "import { storedMatch } from '../lobby/lobby';"],
    ['social/x.ts', "import { seatOf } from '../match/credentials';"],
    ['match/socket/x.ts', "import type { MatchStore } from '../../storage/match-store';"],
    ['lobby/x.ts', "import { seatOf } from '../match/credentials';"],
  ])('%s may import down: %s', async (file, source) => {
    expect(await layerErrors(file, `${source}\nexport const used = 1;\n`)).toEqual([]);
  });
});
