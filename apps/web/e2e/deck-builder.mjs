/* global document, window, fetch, getComputedStyle */
/**
 * Browser tests of issue 31's deck builder and deck privacy (MegaMan, the one game with a deck
 * builder so far; the lobby links it from the game's own `meta.tools`).
 *  1. From the lobby card to the builder, as a guest: filter the pool, build a legal deck card by
 *     card, save it (in the browser), export it; on a phone (390×844) nothing is wider than the
 *     window and the deck is one tap away (tabs); answer a bad import line by line, import the
 *     export back, then play it against the AI: the seat's deck is "chosen at the table", the
 *     saved deck is brought, and a few moves are played.
 *  2. Online, logged in: Ada imports a list and saves it — to her account (a second context of
 *     the same account reads it from the API; her browser keeps no copy). She creates a match,
 *     Bob (a guest with a deck saved in his browser) joins: both are offered their saved decks
 *     at the table. A pasted mistake is answered on her page; she brings her saved deck. The
 *     opponent's page — its DOM and every socket frame it received — holds no card of her list,
 *     only the NetNavi; a few moves later it still holds neither the list nor its name. Then
 *     Bob registers: the deck his browser saved as a guest moves into his new account.
 */
import { join } from 'node:path';
import { RESULTS_DIR } from './harness.mjs';
import { seriousViolations } from './accessibility.mjs';
import { playToEnd } from './driver.mjs';
import { openContext } from './local-table.mjs';
import { LAPTOP, PHONE } from './table-dock.mjs';

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const DECK_NAME = 'E2E MegaMan';
const ACCOUNT_DECK = 'Ada secret';
const BOB_DECK = 'Bob guts';
/** Bob's 60 cards: the GutsMan demo deck's, 4 each, and more of no card of SECRET. */
const BOB_LIST = [
  '1 GutsMan',
  ...['asking-for-it', 'big-trouble', 'rich-kid', 'tornado', 'cannon', 'guts-punch'],
  ...['barrier', 'rival', 'ember-fan', 'hot-streak', 'overclock', 'ground-quake', 'dex-brawler'],
  'adrenaline',
]
  .map((line) => (line.startsWith('1 ') ? line : `4 ${line}`))
  .concat('3 rio-student')
  .join('\n');
const OWN_DECK_LABEL = 'Chosen by the player at the table (their own deck stays secret)';
/** Cards in no GutsMan demo deck: the opponent of test 2 plays GutsMan, so never sees them. */
const SECRET = [
  ['patch-up', 'Patch Up'],
  ['data-burn', 'Data Burn'],
  ['heat-shot', 'Heat Shot'],
  ['fire-ring', 'Fire Ring'],
  ['aura-wall', 'Aura Wall'],
  ['all-in', 'All In'],
  ['rock-arm', 'Rock Arm'],
];
const SECRET_LIST = [
  '1 MegaMan',
  ...SECRET.map(([id]) => `4 ${id}`),
  ...['rival', 'cannon', 'barrier', 'tornado', 'rich-kid', 'overclock', 'ember-fan'].map(
    (id) => `4 ${id}`,
  ),
  '3 guts-punch',
].join('\n');

const SAVED_SHELF = '/api/me/saved/megaman/deck-builder';
const BROWSER_SHELF = 'gridplay:saved:megaman:deck-builder';

/** Registers (or logs in) the context's browser through the account API; the page reloads. */
async function logIn(page, name, register) {
  const status = await page.evaluate(
    async ([path, body]) =>
      (
        await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    [`/api/auth/${register ? 'register' : 'login'}`, { name, password: 'correct horse' }],
  );
  assert(status === (register ? 201 : 200), `logging in as ${name} answered ${status}`);
  await page.reload();
}

/** The account's saved decks, as the API gives them to this context's session. */
function accountDecks(page) {
  return page.evaluate(async (path) => {
    const answer = await fetch(path);
    return { status: answer.status, items: answer.ok ? (await answer.json()).items : [] };
  }, SAVED_SHELF);
}

/**
 * At a phone's 390×844: no element reaches past the window's edges, on either tab; the deck is
 * one tap away (its status on the first screen), and the tabs stay on screen deep in the pool.
 */
async function phoneLayout(page) {
  await page.setViewportSize(PHONE);
  const outside = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-deck-builder] *')].flatMap((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return [];
        return box.left < -0.5 || box.right > window.innerWidth + 0.5
          ? [
              `${el.tagName.toLowerCase()}.${el.className} ${Math.round(box.left)}–${Math.round(box.right)}`,
            ]
          : [];
      }),
    );
  const poolSpill = await outside();
  assert(poolSpill.length === 0, `on a phone, past the window's edge: ${poolSpill.slice(0, 5)}`);
  const cardText = await page
    .locator('[data-deck-builder] .gp-card-text')
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  assert(cardText >= 11, `on a phone, card text is ${cardText} px`);
  // Deep in the pool, the way to the deck is still on screen.
  await page.evaluate(() => window.scrollTo(0, 3000));
  const deckTab = page.locator('[data-tab="deck"]');
  assert(await deckTab.isVisible(), 'on a phone, there is no tab to reach the deck');
  const tabTop = (await deckTab.boundingBox())?.y ?? -1;
  assert(tabTop >= 0 && tabTop < PHONE.height, `deep in the pool, the deck tab is at ${tabTop} px`);
  await deckTab.click();
  await page.evaluate(() => window.scrollTo(0, 0));
  const status = await page.locator('[data-legal]').boundingBox();
  assert(
    status && status.y + status.height <= PHONE.height,
    `on a phone, the deck's status is ${status?.y} px down, off the first screen`,
  );
  const deckSpill = await outside();
  assert(deckSpill.length === 0, `on a phone's deck tab, past the edge: ${deckSpill.slice(0, 5)}`);
  const phoneIssues = await seriousViolations(page);
  assert(phoneIssues.length === 0, `axe on the builder on a phone:\n${phoneIssues.join('\n')}`);
  await page.screenshot({ path: join(RESULTS_DIR, 'deck-builder-phone.png') });
  await page.locator('[data-tab="pool"]').click();
  await page.setViewportSize(LAPTOP);
}

/** Clicks "Add" on a card `times` times. */
async function add(page, id, times) {
  for (let i = 0; i < times; i++) await page.locator(`[data-add-card="${id}"]`).click();
}

async function buildSaveExportImport(origin, browser) {
  const { context, page, problems } = await openContext(browser, LAPTOP);
  try {
    await page.goto(origin);
    await page.waitForSelector('[data-lobby-ready]');
    await page.locator('[data-tool="megaman/deck-builder"]').click();
    await page.waitForSelector('[data-deck-builder]');

    // Filters: the NetNavis alone, then words.
    await page.locator('[data-filter="kind"]').selectOption({ label: 'NetNavi' });
    const navis = await page
      .locator('[data-add-card]')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-add-card')));
    assert(navis.includes('megaman') && navis.length >= 3, `NetNavi filter shows ${navis}`);
    await add(page, 'megaman', 1);
    await page.locator('[data-filter="kind"]').selectOption({ label: 'Any' });
    await page.locator('[data-filter="text"]').fill('tornado');
    const found = await page.locator('[data-add-card]').count();
    assert(found >= 1 && found < 5, `searching "tornado" shows ${found} cards`);
    await page.locator('[data-filter="text"]').fill('');

    // 14 cards 4 times and a 15th 3 times, from the pool in its order (not the two Rios).
    const pool = await page
      .locator('[data-add-card]')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-add-card')));
    const others = pool.filter((id) => !navis.includes(id) && !id.startsWith('rio-'));
    for (const id of others.slice(0, 14)) await add(page, id, 4);
    assert(
      (await page.locator('[data-legal]').getAttribute('data-legal')) === 'false',
      'the deck is legal with 57 cards',
    );
    await add(page, others[14], 3);
    await page.locator('[data-legal="true"]').waitFor({ timeout: 5000 });
    // A fifth copy is refused where it was asked for.
    await add(page, others[0], 1);
    const notice = (await page.locator('.db-notice').innerText()).trim();
    assert(/At most 4 copies/.test(notice), `a fifth copy is answered "${notice}"`);

    await page.locator('[data-deck-name]').fill(DECK_NAME);
    assert(
      (await page.locator('[data-save-deck]').getAttribute('data-saves-to')) === 'browser',
      "a guest's deck is not saved in the browser",
    );
    await page.locator('[data-save-deck]').click();
    await page.locator(`[data-saved-deck="${DECK_NAME}"]`).waitFor();
    const kept = await page.evaluate((key) => window.localStorage.getItem(key), BROWSER_SHELF);
    assert(kept?.includes(DECK_NAME), "a guest's saved deck is not in the browser's storage");
    const exported = await page.locator('[data-export]').inputValue();
    assert(exported.startsWith('1 MegaMan\n'), `the export begins "${exported.slice(0, 20)}"`);
    assert(
      exported.split('\n').length === 16,
      `the export has ${exported.split('\n').length} lines`,
    );
    await page.screenshot({ path: join(RESULTS_DIR, 'deck-builder.png'), fullPage: true });
    const builderIssues = await seriousViolations(page);
    assert(builderIssues.length === 0, `axe on the builder:\n${builderIssues.join('\n')}`);
    await phoneLayout(page);

    // A bad import is answered beside its box, line by line; the deck is left as it was.
    await page.locator('[data-import]').fill('1 MegaMan\n4 Foo\nfour Cannon');
    await page.locator('[data-import-button]').click();
    const said = (await page.locator('[data-import-problems]').innerText()).trim();
    assert(
      said.includes("Unknown card 'Foo' on line 2.") && said.includes('on line 3'),
      `a bad import says "${said}"`,
    );
    assert(await page.locator('[data-legal="true"]').isVisible(), 'a bad import changed the deck');
    // Cleared, then the export imported back: the same deck, the same text.
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.locator('[data-legal="false"]').waitFor();
    await page.locator('[data-import]').fill(exported);
    await page.locator('[data-import-button]').click();
    await page.locator('[data-legal="true"]').waitFor();
    const again = await page.locator('[data-export]').inputValue();
    assert(again === exported, 'the imported export differs from the export');

    // Played against the AI: the seat's deck is chosen at the table, the saved deck brought.
    await page.goto(`${origin}/play/megaman/new?mode=ai`);
    await page.waitForSelector('[data-start-match]');
    await page
      .getByLabel("Player 1's deck", { exact: true })
      .selectOption({ label: OWN_DECK_LABEL });
    for (const select of await page.locator('select[aria-label$="AI difficulty"]').all())
      await select.selectOption('easy');
    await page.locator('[data-start-match]').click();
    await page.waitForSelector('[data-bring-deck]');
    const panelIssues = await seriousViolations(page);
    assert(panelIssues.length === 0, `axe on the bring panel:\n${panelIssues.join('\n')}`);
    const saved = page.locator(`[data-deck-choice="saved:${DECK_NAME}"]`);
    assert(await saved.isChecked(), 'the saved deck is not offered first');
    await page.locator('[data-bring-deck] [data-move="bringDeck"]').click();
    await page.waitForSelector('[data-bring-deck]', { state: 'detached' });
    await page.waitForSelector('.mm-board [data-dock], .mm-board .mm-turn');
    const board = await page.locator('.mm-board').innerText();
    assert(board.includes('MegaMan'), 'the brought NetNavi (MegaMan) is not on the table');
    // A 60-card deck's energy track stays inside its panel (59 spaced steps did not).
    const spill = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('.gp-track')].map(
          (track) => track.scrollWidth - track.clientWidth,
        ),
      ),
    );
    assert(spill <= 1, `an energy track spills ${spill} px out of its panel`);
    // A few moves with the brought deck: the log grows.
    const logBefore = await page.locator('[data-log] li').count();
    const { steps } = await playToEnd([page], { stopAfter: 5, stallMs: 30_000 });
    const logAfter = await page.locator('[data-log] li').count();
    assert(
      steps >= 5 && logAfter > logBefore,
      `after ${steps} moves the log went ${logBefore}→${logAfter}`,
    );
    await page.screenshot({ path: join(RESULTS_DIR, 'deck-builder-played.png'), fullPage: true });
    assert(problems.length === 0, `console errors:\n${problems.join('\n')}`);
  } finally {
    await context.close();
  }
}

async function onlineOpponentHoldsNoList(origin, browser) {
  const ada = await openContext(browser, LAPTOP, 'Ada');
  const adaElsewhere = await openContext(browser, LAPTOP, 'Ada');
  const bob = await openContext(browser, LAPTOP, 'Bob');
  const account = `Ada_${Math.random().toString(36).slice(2, 8)}`;
  try {
    // Ada, logged in, saves her list from the builder: it goes to her account, not her browser.
    await ada.page.goto(`${origin}/tools/megaman/deck-builder`);
    await logIn(ada.page, account, true);
    await ada.page.locator('[data-save-deck][data-saves-to="account"]').waitFor();
    await ada.page.locator('[data-import]').fill(SECRET_LIST);
    await ada.page.locator('[data-import-button]').click();
    await ada.page.locator('[data-legal="true"]').waitFor();
    await ada.page.locator('[data-deck-name]').fill(ACCOUNT_DECK);
    await ada.page.locator('[data-save-deck]').click();
    await ada.page.locator(`[data-saved-deck="${ACCOUNT_DECK}"]`).waitFor();
    const inBrowser = await ada.page.evaluate(
      (key) => window.localStorage.getItem(key),
      BROWSER_SHELF,
    );
    assert(inBrowser === null, `Ada's browser keeps a copy of her account's deck: ${inBrowser}`);
    // Her second device, logged in to the same account, reads it from the API.
    await adaElsewhere.page.goto(origin);
    await logIn(adaElsewhere.page, account, false);
    const elsewhere = await accountDecks(adaElsewhere.page);
    assert(
      elsewhere.status === 200 &&
        elsewhere.items.length === 1 &&
        elsewhere.items[0].name === ACCOUNT_DECK &&
        elsewhere.items[0].text.includes('Patch Up'),
      `the account's decks, read from a second context: ${JSON.stringify(elsewhere)}`,
    );
    // Bob, a guest, saves a GutsMan deck of his own (none of Ada's cards) in his browser.
    await bob.page.goto(`${origin}/tools/megaman/deck-builder`);
    await bob.page.locator('[data-import]').fill(BOB_LIST);
    await bob.page.locator('[data-import-button]').click();
    await bob.page.locator('[data-legal="true"]').waitFor();
    await bob.page.locator('[data-deck-name]').fill(BOB_DECK);
    await bob.page.locator('[data-save-deck][data-saves-to="browser"]').click();
    await bob.page.locator(`[data-saved-deck="${BOB_DECK}"]`).waitFor();

    await ada.page.goto(`${origin}/play/megaman/new?mode=online`);
    await ada.page.waitForSelector('[data-start-match]');
    for (const seat of [1, 2])
      await ada.page
        .getByLabel(`Player ${seat}'s deck`, { exact: true })
        .selectOption({ label: OWN_DECK_LABEL });
    await ada.page.locator('[data-start-match]').click();
    const link = await ada.page.locator('[data-invite-link]').inputValue();
    await bob.page.goto(link);
    await bob.page.locator('[data-join-seat]').first().click();
    // Creating and joining both lead to the table's deck choice, with each one's saved decks.
    await bob.page.waitForSelector('[data-bring-deck]');
    await ada.page.waitForSelector('[data-bring-deck]');
    const adaSaved = ada.page.locator(`[data-deck-choice="saved:${ACCOUNT_DECK}"]`);
    await adaSaved.waitFor();
    assert(await adaSaved.isChecked(), "Ada's account deck is not offered first");
    const adaLabel = await ada.page.locator('[data-bring-deck] fieldset').innerText();
    assert(
      adaLabel.includes(`${ACCOUNT_DECK} (saved in your account)`),
      `Ada is offered: ${adaLabel}`,
    );
    const bobSaved = bob.page.locator(`[data-deck-choice="saved:${BOB_DECK}"]`);
    await bobSaved.waitFor();
    assert(await bobSaved.isChecked(), "Bob's browser deck is not offered first");

    // Ada pastes a list with a mistake: answered on her page, nothing sent. Then the real one.
    await ada.page.locator('[data-deck-choice="paste"]').check();
    await ada.page.locator('[data-bring-list]').fill('1 MegaMan\n4 Nonsense');
    await ada.page.locator('[data-bring-deck] [data-move="bringDeck"]').click();
    const said = (await ada.page.locator('#mm-bring-problem').innerText()).trim();
    assert(said === "Unknown card 'Nonsense' on line 2.", `a bad pasted list says "${said}"`);
    await adaSaved.check();
    await ada.page.locator('[data-bring-deck] [data-move="bringDeck"]').click();
    await bob.page.locator('[data-bring-deck] [data-move="bringDeck"]').click();
    for (const { page } of [ada, bob])
      await page.waitForSelector('[data-bring-deck]', { state: 'detached', timeout: 15_000 });
    await bob.page.waitForSelector('.mm-board .mm-turn');
    await bob.page.screenshot({
      path: join(RESULTS_DIR, 'deck-builder-opponent.png'),
      fullPage: true,
    });

    // Bob's page names Ada's NetNavi and never a card of her list: not in the DOM, not in a frame.
    const html = await bob.page.evaluate(() => document.documentElement.outerHTML);
    assert(html.includes('MegaMan'), "the opponent does not see Ada's NetNavi");
    const traffic = bob.frames.join('\n');
    const leaks = SECRET.flatMap(([id, name]) =>
      [id, name].filter((word) => html.includes(word) || traffic.includes(word)),
    );
    assert(leaks.length === 0, `the opponent's page holds Ada's cards: ${leaks.join(', ')}`);
    assert(bob.frames.length > 0, 'no socket traffic was recorded for the opponent');
    // Ada's own page holds her list (her view names its cards).
    const own = ada.frames.join('\n');
    assert(own.includes('patch-up'), "Ada's own view does not hold her list");

    // A few moves on: cards played are shown as played, but the list and its name never travel.
    await playToEnd([ada.page, bob.page], { stopAfter: 6, stallMs: 30_000 });
    const later = bob.frames.join('\n') + (await bob.page.content());
    for (const secret of [ACCOUNT_DECK, '4 patch-up', '4 Patch Up'])
      assert(!later.includes(secret), `the opponent's page received "${secret}"`);
    // Bob registers on this browser: the deck it saved while he was a guest moves into his account.
    await bob.page.goto(`${origin}/account`);
    await bob.page.getByRole('button', { name: 'New here? Register' }).click();
    await bob.page.locator('#account-name').fill(`Bob_${account.slice(4)}`);
    await bob.page.locator('#account-password').fill('correct horse');
    await bob.page.getByRole('button', { name: 'Register', exact: true }).click();
    await bob.page.waitForURL(/\/players?\/Bob_/);
    const bobs = await accountDecks(bob.page);
    assert(
      bobs.items.map((deck) => deck.name).join() === BOB_DECK,
      `after registering, Bob's account holds ${JSON.stringify(bobs)}`,
    );
    const left = await bob.page.evaluate((key) => window.localStorage.getItem(key), BROWSER_SHELF);
    assert(left === null, `Bob's browser still keeps the moved deck: ${left}`);

    for (const side of [ada, adaElsewhere, bob])
      assert(side.problems.length === 0, `console errors:\n${side.problems.join('\n')}`);
  } finally {
    await ada.context.close();
    await adaElsewhere.context.close();
    await bob.context.close();
  }
}

/** Registers the lane's tests with Playwright Test's `test` (see deck-builder.spec.mjs). */
export function deckBuilderTests(test) {
  test('megaman deck builder: build, save, export, import, play it against the AI', ({
    origin,
    browser,
  }) => buildSaveExportImport(origin, browser));
  test("megaman online: a deck brought to the table never reaches the opponent's page", ({
    origin,
    browser,
  }) => onlineOpponentHoldsNoList(origin, browser));
}
