/**
 * A balance worker thread: loads the game once, then plays each game spec it is sent and answers
 * with its record (see run.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadInstalledGame } from '@gridplay/core/discovery';
import { playSelfPlayGame, type GameSpec } from './self-play';

const { gameId, root } = workerData as { gameId: string; root?: string };
const port = parentPort!;

try {
  const module = await loadInstalledGame(gameId, root);
  port.on('message', (spec: GameSpec) => {
    try {
      port.postMessage({ kind: 'record', record: playSelfPlayGame(module, spec) });
    } catch (error) {
      port.postMessage({
        kind: 'error',
        message: `game ${spec.index}: ${(error as Error).message}`,
      });
    }
  });
  port.postMessage({ kind: 'ready' });
} catch (error) {
  port.postMessage({ kind: 'error', message: (error as Error).message });
}
