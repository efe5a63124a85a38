import { existsSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { gridplayGames } from '@gridplay/tools/vite';

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

/** Names the build in index.html, so a page (and a test) can tell which build it runs. */
function buildStamp(): Plugin {
  const id = process.env.GRIDPLAY_BUILD_ID ?? new Date().toISOString();
  return {
    name: 'gridplay-build-stamp',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'gridplay-build', content: id }, injectTo: 'head' },
    ],
  };
}

/**
 * The installable, offline app: Workbox (through vite-plugin-pwa) precaches every file of the
 * build — the lobby, every board, rules page and tutorial chunk, the AI worker — so against the
 * AI, hotseat and the tutorials play with the network off. A new build's service worker takes
 * over at once and the page reloads onto it (registerType autoUpdate), so old and new files are
 * never mixed. Server routes (lobby API, sockets, health) are never answered from the cache.
 */
const offlineApp = VitePWA({
  registerType: 'autoUpdate',
  // main.tsx registers the worker (virtual:pwa-register), which also reloads onto a new build.
  injectRegister: false,
  manifest: {
    name: 'Gridplay — tabletop games',
    short_name: 'Gridplay',
    description: 'Tabletop card and board games, online with friends or against the AI.',
    start_url: '/',
    display: 'standalone',
    background_color: '#05080f',
    theme_color: '#05080f',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // Board and rules chunks are large; every one of them must work offline.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/(games|api|socket\.io|health)(\/|$)/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
});

export default defineConfig({
  plugins: [react(), missingRulesText(), gridplayGames(), buildStamp(), offlineApp],
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
