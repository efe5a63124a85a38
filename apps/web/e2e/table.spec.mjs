/** Lane `table`: the match table (layout, keyboard, sound, motion) on a desktop and a phone (table.mjs). */
import { test } from './fixtures.mjs';
import { tableTests } from './table.mjs';
tableTests(test);
