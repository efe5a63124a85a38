#!/usr/bin/env node
// `npm run balance -- <game> [--games N] [--bot random|reference|easy|normal|hard] [--option k=v …]`:
// self-play balance report for a game designer (see packages/tools/src/balance/cli.ts).
import { runTypeScriptEntry } from './run-typescript-entry.mjs';

runTypeScriptEntry('packages/tools/src/balance/cli.ts');
