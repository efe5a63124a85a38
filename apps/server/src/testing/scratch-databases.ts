/**
 * Throwaway PostgreSQL and Redis servers on loopback, on random free ports, for tests and the
 * benchmark. The binaries must be installed (Debian: `apt-get install -y postgresql redis-server`);
 * when they are missing the tests fail, unless GRIDPLAY_SKIP_DB_TESTS=1.
 * PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const skipDatabaseTests = process.env.GRIDPLAY_SKIP_DB_TESTS === '1';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function postgresBin(tool: string): string {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(join(process.env.PG_BIN, tool));
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a)))
      candidates.push(join(debian, version, 'bin', tool));
  }
  for (const dir of (process.env.PATH ?? '').split(':')) candidates.push(join(dir, tool));
  const found = candidates.find((path) => existsSync(path));
  if (!found)
    throw new Error(
      `PostgreSQL's ${tool} was not found: apt-get install -y postgresql (or set PG_BIN)`,
    );
  return found;
}

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool as a user it accepts. */
function asPostgresUser(tool: string, args: string[]): void {
  const bin = postgresBin(tool);
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' });
  else execFileSync(bin, args, { stdio: 'pipe' });
}

export interface ScratchPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<ScratchPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'gridplay-pg-'));
  if (isRoot) {
    execFileSync('chown', ['postgres', dir]);
    chmodSync(dir, 0o700);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  asPostgresUser('initdb', [
    '-D',
    data,
    '--auth=trust',
    '-U',
    'gridplay',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  asPostgresUser('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'postgres.log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c max_connections=100`,
    'start',
  ]);
  return {
    url: `postgres://gridplay@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        asPostgresUser('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface ScratchRedis {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<ScratchRedis> {
  const bin = [
    '/usr/bin/redis-server',
    ...(process.env.PATH ?? '').split(':').map((d) => join(d, 'redis-server')),
  ].find(existsSync);
  if (!bin) throw new Error('redis-server was not found: apt-get install -y redis-server');
  const port = await freePort();
  const child: ChildProcess = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGKILL');
    },
  };
}
