import { existsSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { gridplayGames } from '@gridplay/core/vite';

/** Where `npm run dev` sends lobby API and socket traffic (the Gridplay server). */
const SERVER = process.env.GRIDPLAY_SERVER ?? 'http://localhost:8000';

/**
 * A game package whose RULES.md is missing must not break the whole app's build: its rules page
 * says so instead (and the build warns).
 */
function missingRulesText(): Plugin {
  return {
    name: 'gridplay-missing-rules',
    enforce: 'pre',
    resolveId(id) {
      const file = id.endsWith('.md?raw') ? id.slice(0, -'?raw'.length) : undefined;
      if (!file || existsSync(file)) return undefined;
      this.warn(`rules text ${file} is missing`);
      return '\0missing-rules:' + file;
    },
    load(id) {
      if (!id.startsWith('\0missing-rules:')) return undefined;
      return `export default ${JSON.stringify('# Rules\n\nThe rules text of this game has not been written yet.')};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), missingRulesText(), gridplayGames()],
  // The AI runs in a Web Worker that also reads the installed games.
  worker: { format: 'es', plugins: () => [missingRulesText(), gridplayGames()] },
  build: { manifest: true, target: 'es2022', sourcemap: false },
  // Dependencies the AI worker and the lazily loaded games import. Listed so the dev server
  // bundles them at start-up: discovered later, they make Vite re-bundle and reload mid-match,
  // and a worker that was loading then never starts.
  optimizeDeps: {
    include: [
      'boardgame.io/ai',
      'boardgame.io/core',
      'boardgame.io/internal',
      'boardgame.io/client',
      'boardgame.io/multiplayer',
      'boardgame.io/react',
      'zod',
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/games': SERVER,
      '/api': SERVER,
      '/health': SERVER,
      '/socket.io': { target: SERVER, ws: true },
    },
  },
});
