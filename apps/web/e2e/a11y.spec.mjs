/** Lane `a11y`: axe on every page and board, laptop and phone (accessibility.mjs). */
import { test } from './fixtures.mjs';
import { accessibilityTests } from './accessibility.mjs';
import { laneGameIds } from './installed-games.mjs';
accessibilityTests(test, laneGameIds());
