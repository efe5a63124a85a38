/** Lane `deck-builder`: megaman's deck builder, and a deck's secrecy online (deck-builder.mjs). */
import { test } from './fixtures.mjs';
import { deckBuilderTests } from './deck-builder.mjs';
deckBuilderTests(test);
