#!/usr/bin/env node
// `npm run level-ratings -- <game> [--games N] [--seed S] [--resume file]`:
// the AI levels rated on the players' Glicko-2 scale (packages/bots/src/level-ratings-cli.ts).
import { runTypeScriptEntry } from './run-typescript-entry.mjs';

runTypeScriptEntry('packages/bots/src/level-ratings-cli.ts');
