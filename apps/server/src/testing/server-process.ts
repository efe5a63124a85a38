/** The real entry point (`main.ts`) in a child process, as production runs it, for crash and scale-out tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FIXTURE_ROOT } from './fixture-games';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** kill -9: no shutdown handler runs. */
  crash(): Promise<void>;
  terminate(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, VITEST: '', LOG_LEVEL: 'info', GAMES_ROOT: FIXTURE_ROOT, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that never said it listens must not outlive the test as an orphan.
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"msg":"listening"')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${env.PORT}`,
    child,
    output: () => output,
    async crash() {
      child.kill('SIGKILL');
      await exited;
    },
    async terminate() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
