/** Lane `offline`: the installed app with the network off, and its update (offline.mjs). */
import { test } from './fixtures.mjs';
import { laneGameIds } from './installed-games.mjs';
import { offlineTests } from './offline.mjs';
offlineTests(test, laneGameIds());
