/**
 * Small games made with the kernel alone, for tests: the kernel's own, and those of the bots and
 * the tools. They are not installed games (no package.json `gridplay` field), so discovery never
 * lists them.
 */
export * from './secret-numbers';
export * from './secret-numbers-bot';
export * from './tic-tac-toe';
export * from './goofspiel';
