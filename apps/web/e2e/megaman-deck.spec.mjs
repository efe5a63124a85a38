/** Lane `megaman-deck`: megaman's deck list on the create form and its dock (megaman-deck.mjs). */
import { test } from './fixtures.mjs';
import { megamanDeckTests } from './megaman-deck.mjs';
megamanDeckTests(test);
