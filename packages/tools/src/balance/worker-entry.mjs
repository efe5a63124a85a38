// Worker threads start plain Node: load the TypeScript worker through tsx's API (the `--import
// tsx` flag of the parent does not reach a worker's module loader on Node 20).
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
