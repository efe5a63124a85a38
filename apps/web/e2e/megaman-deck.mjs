/* global document, window, getComputedStyle */
/**
 * Browser tests of issue 25 for MegaMan. Item 7: a deck list naming a card that does not exist
 * is answered on the create form — the card and its line named, Start disabled — instead of a
 * blank page; the deck list box is roomy and styled like the form's other fields; with the list
 * emptied, the match starts. Accessibility: a decision is taken by keyboard alone, in the dock.
 * The end: the result bar hides none of the board.
 * At a laptop and a phone viewport, with screenshots.
 */
import { join } from 'node:path';
import { RESULTS_DIR } from './harness.mjs';
import { playToEnd } from './driver.mjs';
import { openContext, startLocal } from './local-table.mjs';
import { LAPTOP, PHONE } from './table-dock.mjs';

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const BAD_LIST = '1 GutsMan\n4 Tornado; 4 Cannon\n3 Foo\n4 Barrier';

export async function badDeckListAnswered(origin, browser, viewport, label) {
  const { context, page, problems } = await openContext(browser, viewport);
  try {
    await page.goto(`${origin}/play/megaman/new?mode=ai`);
    await page.waitForSelector('[data-start-match]');
    const list = page.getByLabel("Player 1's own deck list (optional)");
    const box = await list.boundingBox();
    const look = await list.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, font: parseFloat(style.fontSize) };
    });
    assert(box && box.height >= 100, `${label}: the deck list box is ${box?.height} px high`);
    assert(
      box.width >= 0.8 * (await list.evaluate((el) => el.parentElement.clientWidth)),
      `${label}: the deck list box is ${box.width} px wide, narrower than its field`,
    );
    assert(
      look.background !== 'rgb(255, 255, 255)' && look.font >= 14,
      `${label}: the deck list box is unstyled (${look.background}, ${look.font} px)`,
    );

    await list.fill(BAD_LIST);
    const alert = page.locator('form [role="alert"]');
    await alert.waitFor({ timeout: 10_000 });
    const said = (await alert.innerText()).trim();
    assert(
      said === "Player 1's deck list: Unknown card 'Foo' on line 3.",
      `${label}: the form says "${said}"`,
    );
    const start = page.locator('[data-start-match]');
    assert(await start.isDisabled(), `${label}: Start is enabled with a bad deck list`);
    await page.screenshot({ path: join(RESULTS_DIR, `megaman-deck-${label}.png`), fullPage: true });

    // Emptied, the demo deck plays: the match starts (the board, not a blank page).
    await list.fill('');
    await alert.waitFor({ state: 'detached' });
    assert(await start.isEnabled(), `${label}: Start stays disabled once the list is emptied`);
    await startLocal(page, origin, 'megaman', 'ai');
    await page.waitForSelector('[data-match] [data-move], [data-match] [data-choice]');
    assert(problems.length === 0, `${label}: console errors:\n${problems.join('\n')}`);
  } finally {
    await context.close();
  }
}

/** Where the keyboard focus is: inside the dock? a move button or a hand card? its outline. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    return {
      inDock: Boolean(el.closest('[data-dock]')),
      move: el.getAttribute('data-move'),
      choice: el.getAttribute('data-choice'),
      tag: el.tagName,
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      pressed: el.getAttribute('aria-pressed'),
      outline: getComputedStyle(el).outlineStyle,
    };
  });
}

/** Tabs forward until `wanted` holds for the focused element (at most `limit` presses). */
async function tabTo(page, wanted, limit = 150) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now && wanted(now)) return now;
  }
  return null;
}

export async function keyboardDecision(origin, browser, viewport, label) {
  const { context, page, problems } = await openContext(browser, viewport);
  try {
    await startLocal(page, origin, 'megaman', 'ai');
    await page.waitForSelector('[data-dock] [data-move]', { timeout: 30_000 });
    // A hand card is selected with the keyboard, and says so; Enter again puts it back.
    const card = await tabTo(page, (f) => f.inDock && f.choice !== null);
    if (card) {
      assert(card.tag === 'BUTTON' && card.name, `${label}: a hand card is not a named button`);
      assert(card.outline !== 'none', `${label}: the focused hand card shows no focus ring`);
      await page.keyboard.press('Enter');
      const after = await focused(page);
      assert(after?.pressed === 'true', `${label}: Enter did not select the hand card`);
      await page.keyboard.press('Enter');
    }
    // A move is played with the keyboard: the log gets its line.
    await page.evaluate(() => document.activeElement?.blur());
    const lines = await page.locator('[data-log] li').count();
    const button = await tabTo(page, (f) => f.inDock && f.move !== null);
    assert(button && button.tag === 'BUTTON', `${label}: no move button reached by Tab`);
    assert(button.outline !== 'none', `${label}: the focused button shows no focus ring`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (before) => document.querySelectorAll('[data-log] li').length > before,
      lines,
      { timeout: 10_000 },
    );
    await page.screenshot({ path: join(RESULTS_DIR, `megaman-keyboard-${label}.png`) });
    assert(problems.length === 0, `${label}: console errors:\n${problems.join('\n')}`);
  } finally {
    await context.close();
  }
}

/**
 * The end: the defeat (or victory) bar never hides the board. At the laptop size the whole final
 * position shows above the bar without scrolling; on a phone the board's last row can always be
 * scrolled clear of it.
 */
export async function endBarClearOfBoard(origin, browser, viewport, label) {
  const { context, page, problems } = await openContext(browser, viewport);
  try {
    await startLocal(page, origin, 'megaman', 'ai');
    await page.waitForSelector('[data-move], [data-choice]');
    await playToEnd([page]);
    await page.locator('[data-see-board]').click();
    await page.locator('.gameover-bar').waitFor();
    const overlap = (y) =>
      page.evaluate((top) => {
        window.scrollTo(0, top);
        const board = document.querySelector('.mm-board').getBoundingClientRect();
        const bar = document.querySelector('.gameover-bar').getBoundingClientRect();
        return { gap: bar.top - board.bottom, boardBottom: board.bottom + window.scrollY };
      }, y);
    const atTop = await overlap(0);
    if (label === 'laptop')
      assert(atTop.gap >= 0, `${label}: the end bar covers ${-atTop.gap} px of the board`);
    const barHeight = await page.locator('.gameover-bar').evaluate((el) => el.offsetHeight);
    const viewportHeight = viewport.height;
    const scrolled = await overlap(atTop.boardBottom - (viewportHeight - barHeight) + 8);
    assert(scrolled.gap >= 0, `${label}: the board's end stays ${-scrolled.gap} px under the bar`);
    await page.screenshot({ path: join(RESULTS_DIR, `megaman-end-${label}.png`) });
    assert(problems.length === 0, `${label}: console errors:\n${problems.join('\n')}`);
  } finally {
    await context.close();
  }
}

/** Registers the lane's tests with Playwright Test's `test` (see megaman-deck.spec.mjs). */
export function megamanDeckTests(test) {
  for (const [label, viewport] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ])
    test(`megaman (${label}): a bad deck list is named on the form, Start disabled`, ({
      origin,
      browser,
    }) => badDeckListAnswered(origin, browser, viewport, label));
  for (const [label, viewport] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ])
    test(`megaman (${label}): a decision taken by keyboard alone, in the dock`, ({
      origin,
      browser,
    }) => keyboardDecision(origin, browser, viewport, label));
  for (const [label, viewport] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ])
    test(`megaman (${label}): at the end, the result bar hides none of the board`, ({
      origin,
      browser,
    }) => endBarClearOfBoard(origin, browser, viewport, label));
}
