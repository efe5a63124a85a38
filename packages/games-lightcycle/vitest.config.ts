import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // boardgame.io prints every refused move; the tests refuse moves on purpose.
    onConsoleLog: (log) => !/^ERROR: (disallowed move|invalid move)/.test(log),
  },
});
