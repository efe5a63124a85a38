/** Lane `social`: take-backs, replays, My games and chat (lifecycle-social.mjs). */
import { test } from './fixtures.mjs';
import { gameIds } from './installed-games.mjs';
import { socialTests } from './lifecycle-social.mjs';
socialTests(test, gameIds());
