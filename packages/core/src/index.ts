// @gridplay/core: generic tabletop pieces and the game-package contract.
export * from './random';
export * from './cards/card-table';
export * from './cards/zones';
export * from './dice';
export * from './uniqueness';
export * from './secrets/hidden-zone';
export * from './secrets/reveals';
export * from './contract/game-meta';
export * from './contract/game-module';
export * from './contract/installed-game';
export * from './rules/define-move';
export * from './rules/why-refused';
export * from './simulate/local-match';
export * from './undo/take-back';
export * from './replay/replay-log';
export * from './clock/match-clock';
export * from './rules/rules-own-the-flow';
