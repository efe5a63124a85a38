/** Lane `clocks`: match clocks, absent players and their seats (lifecycle-clocks.mjs). */
import { test } from './fixtures.mjs';
import { gameIds } from './installed-games.mjs';
import { clocksTests } from './lifecycle-clocks.mjs';
clocksTests(test, gameIds());
