#!/usr/bin/env node
// `npm run bot-check -- <game> [--games N] [--levels easy,normal] [--vs random,policy]`:
// the game's bot levels against random play and its own policy (packages/bots/src/bot-check.ts).
import { runTypeScriptEntry } from './run-typescript-entry.mjs';

runTypeScriptEntry('packages/bots/src/bot-check-cli.ts');
