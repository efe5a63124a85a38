// The one launcher behind `npm run balance`, `npm run bot-check` and `npm run level-ratings`:
// runs a TypeScript entry of the repo under tsx with NODE_ENV=production (boardgame.io's quiet,
// fast reducer), passes the command line through, and exits with the entry's status.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `<repo>/<entryFromRoot>` with this process's arguments and exits as it does. */
export function runTypeScriptEntry(entryFromRoot) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, entryFromRoot), ...process.argv.slice(2)],
    { cwd: process.cwd(), stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } },
  );
  process.exit(result.status ?? 1);
}
