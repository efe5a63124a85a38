/** Lane `dock`: each decision in the dock, on screen, in every game (table-dock.mjs). */
import { test } from './fixtures.mjs';
import { laneGameIds } from './installed-games.mjs';
import { dockTests } from './table-dock.mjs';
dockTests(test, laneGameIds());
