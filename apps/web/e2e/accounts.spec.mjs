/** Lane `accounts`: accounts, profiles, leaderboards and Play now (accounts.mjs). */
import { test } from './fixtures.mjs';
import { accountTests, playNowAiTests, playNowTests } from './accounts.mjs';
accountTests(test);
playNowTests(test);
playNowAiTests(test);
