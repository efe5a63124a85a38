/* global document */
/**
 * Browser tests of issue 31's deck builder and deck privacy (MegaMan, the one game with a deck
 * builder so far; the lobby links it from the game's own `meta.tools`).
 *  1. From the lobby card to the builder: filter the pool, build a legal deck card by card, save
 *     it, export it, answer a bad import line by line, import the export back, then play it
 *     against the AI: the seat's deck is "chosen at the table", the saved deck is brought.
 *  2. Online: a player brings a pasted list of their own; the opponent's page — its DOM and every
 *     socket frame it received — holds no card of that list, only the NetNavi.
 */
import { join } from 'node:path';
import { RESULTS_DIR } from './harness.mjs';
import { seriousViolations } from './accessibility.mjs';
import { openContext } from './table.mjs';
import { LAPTOP, PHONE } from './table-dock.mjs';

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const DECK_NAME = 'E2E MegaMan';
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
    await page.locator('[data-save-deck]').click();
    await page.locator(`[data-saved-deck="${DECK_NAME}"]`).waitFor();
    const exported = await page.locator('[data-export]').inputValue();
    assert(exported.startsWith('1 MegaMan\n'), `the export begins "${exported.slice(0, 20)}"`);
    assert(
      exported.split('\n').length === 16,
      `the export has ${exported.split('\n').length} lines`,
    );
    await page.screenshot({ path: join(RESULTS_DIR, 'deck-builder.png'), fullPage: true });
    const builderIssues = await seriousViolations(page);
    assert(builderIssues.length === 0, `axe on the builder:\n${builderIssues.join('\n')}`);
    // On a phone the deck panel goes under the pool; nothing is wider than the window.
    await page.setViewportSize(PHONE);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert(overflow <= 0, `the builder is ${overflow} px wider than a phone`);
    await page.screenshot({ path: join(RESULTS_DIR, 'deck-builder-phone.png') });
    await page.setViewportSize(LAPTOP);

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
    await page.screenshot({ path: join(RESULTS_DIR, 'deck-builder-played.png'), fullPage: true });
    assert(problems.length === 0, `console errors:\n${problems.join('\n')}`);
  } finally {
    await context.close();
  }
}

async function onlineOpponentHoldsNoList(origin, browser) {
  const ada = await openContext(browser, LAPTOP, 'Ada');
  const bob = await openContext(browser, LAPTOP, 'Bob');
  try {
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
    await bob.page.waitForSelector('[data-bring-deck]');
    await ada.page.waitForSelector('[data-bring-deck]');

    // Ada pastes a list with a mistake: answered on her page, nothing sent. Then the real one.
    await ada.page.locator('[data-deck-choice="paste"]').check();
    await ada.page.locator('[data-bring-list]').fill('1 MegaMan\n4 Nonsense');
    await ada.page.locator('[data-bring-deck] [data-move="bringDeck"]').click();
    const said = (await ada.page.locator('#mm-bring-problem').innerText()).trim();
    assert(said === "Unknown card 'Nonsense' on line 2.", `a bad pasted list says "${said}"`);
    await ada.page.locator('[data-bring-list]').fill(SECRET_LIST);
    await ada.page.locator('[data-bring-deck] [data-move="bringDeck"]').click();
    await bob.page.locator('[data-deck-choice="demo:gutsman"]').check();
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
    for (const side of [ada, bob])
      assert(side.problems.length === 0, `console errors:\n${side.problems.join('\n')}`);
  } finally {
    await ada.context.close();
    await bob.context.close();
  }
}

export async function runDeckBuilderTests(origin, browser, runTest) {
  await runTest('megaman deck builder: build, save, export, import, play it against the AI', () =>
    buildSaveExportImport(origin, browser),
  );
  await runTest(
    "megaman online: a deck brought to the table never reaches the opponent's page",
    () => onlineOpponentHoldsNoList(origin, browser),
  );
}
