/**
 * Which boardgame.io events a client may send: core's rule, the one LocalMatch also applies, so
 * tests on LocalMatch and players online are refused the same events (see
 * packages/core/src/rules/client-events.ts).
 */
export { whyEventRefused } from '@gridplay/core';
