/** Lane `coach`: the coach, "What would the AI do?" (coach.mjs). */
import { test } from './fixtures.mjs';
import { coachTests } from './coach.mjs';
coachTests(test);
