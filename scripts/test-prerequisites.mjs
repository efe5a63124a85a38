#!/usr/bin/env node
// `npm test` runs this first (the `pretest` script): the tests need Debian's chromium (browser
// tests), postgresql and redis-server (the server tests start their own on loopback). Missing
// ones are installed with apt-get when this runs as root on Debian; otherwise it names the one
// command to run and stops, so `npm test` never fails halfway for want of a program.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const onPath = (program) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, program)));

function hasPostgres() {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) return true;
  const debian = '/usr/lib/postgresql';
  if (
    existsSync(debian) &&
    readdirSync(debian).some((v) => existsSync(join(debian, v, 'bin', 'initdb')))
  )
    return true;
  return onPath('initdb');
}

const skipDatabases = process.env.GRIDPLAY_SKIP_DB_TESTS === '1';
const needs = [
  { pkg: 'chromium', present: () => existsSync('/usr/bin/chromium') || onPath('chromium') },
  ...(skipDatabases
    ? []
    : [
        { pkg: 'postgresql', present: hasPostgres },
        {
          pkg: 'redis-server',
          present: () => existsSync('/usr/bin/redis-server') || onPath('redis-server'),
        },
      ]),
];
const missing = needs.filter((need) => !need.present()).map((need) => need.pkg);
if (missing.length === 0) process.exit(0);

const install = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
const isRoot = process.getuid?.() === 0;
if (!isRoot || !onPath('apt-get')) {
  console.error(
    `The tests need ${missing.join(', ')}, which ${missing.length > 1 ? 'are' : 'is'} not installed. Run:\n\n` +
      `  sudo apt-get update && sudo ${install}\n\n` +
      'then npm test again' +
      (skipDatabases
        ? '.'
        : ' (or GRIDPLAY_SKIP_DB_TESTS=1 npm test to skip the PostgreSQL/Redis tests).'),
  );
  process.exit(1);
}

console.log(`Installing what the tests need: ${missing.join(', ')} (apt-get, about a minute)…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const command of ['apt-get update -qq', `${install} -qq`]) {
  const [program, ...args] = command.split(' ');
  const run = spawnSync(program, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (run.status !== 0) {
    console.error(`"${command}" failed (exit ${run.status}).`);
    process.exit(1);
  }
}
const stillMissing = needs.filter((need) => !need.present()).map((need) => need.pkg);
if (stillMissing.length > 0) {
  console.error(`Still missing after apt-get: ${stillMissing.join(', ')}.`);
  process.exit(1);
}
