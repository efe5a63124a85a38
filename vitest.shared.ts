/**
 * Test settings every package shares. Each package's vitest.config.ts imports this by a relative
 * path (Vite inlines relative imports when it loads a config; a workspace .ts import would not be).
 */
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

export const gridplayTestConfig = defineConfig({
  test: {
    // Only sources: built files are never run twice.
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // boardgame.io prints every refused move; the tests refuse moves on purpose.
    onConsoleLog: (log) => !/^ERROR: (disallowed move|invalid move)/.test(log),
  },
});

export function withGridplayTestConfig(overrides: ViteUserConfig = {}) {
  return mergeConfig(gridplayTestConfig, overrides);
}
