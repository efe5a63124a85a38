/** Lane `tutorials`: every tutorial completed by following the coach alone (tutorials.mjs). */
import { test } from './fixtures.mjs';
import { installedGames, laneGameIds } from './installed-games.mjs';
import { tutorialTests } from './tutorials.mjs';
const withTutorial = installedGames()
  .filter((game) => game.tutorial)
  .map((game) => game.id);
tutorialTests(test, laneGameIds(), withTutorial);
