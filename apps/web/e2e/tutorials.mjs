/* global document */
/**
 * Browser tests of the tutorials (issue 28): every game whose lobby card offers "Learn to play"
 * is completed at a laptop and a phone viewport by following only the element the coach marks
 * (`data-tutorial-target`: clicked, or Enter pressed on it), within 60 actions, with no console
 * error, ending on the screen marked `data-tutorial-complete`. Once per game a wrong decision is
 * tried first: the coach explains, nothing changes, and the step goes on.
 */
import { join } from 'node:path';
import { RESULTS_DIR } from './harness.mjs';
import { openContext } from './local-table.mjs';
import { LAPTOP, PHONE } from './table-dock.mjs';

const MAX_ACTIONS = 60;

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Tries an enabled control that is not the marked one; returns what the coach answered. */
async function tryWrongDecision(page) {
  const tried = await page.evaluate(() => {
    const target = document.querySelector('[data-tutorial-target]');
    const other = [...document.querySelectorAll('[data-move]:not([disabled])')].find(
      (el) =>
        el !== target &&
        el.getAttribute('aria-disabled') !== 'true' &&
        el.getAttribute('data-move') !== target?.getAttribute('data-move'),
    );
    other?.click();
    return other?.getAttribute('data-move');
  });
  if (!tried) return undefined;
  await page.locator('[data-coach-answer]').waitFor({ timeout: 5000 });
  return page.locator('[data-coach-answer]').innerText();
}

export async function completeTutorial(origin, browser, id, viewport, label, { keyboard }) {
  const { context, page, problems } = await openContext(browser, viewport);
  try {
    await page.goto(origin);
    await page.locator(`[data-learn="${id}"]`).click();
    await page.waitForSelector('[data-coach], [data-tutorial-complete]');
    let wrongTried = false;
    let actions = 0;
    while ((await page.locator('[data-tutorial-complete]').count()) === 0) {
      assert(actions < MAX_ACTIONS, `${id} (${label}): not complete after ${MAX_ACTIONS} actions`);
      const step = await page.locator('.coach-progress').innerText();
      if (!wrongTried && (await page.locator('[data-tutorial-next]').count()) === 0) {
        const before = step;
        const answer = await tryWrongDecision(page);
        if (answer !== undefined) {
          wrongTried = true;
          assert(answer.trim().length > 0, `${id} (${label}): a wrong decision got no words`);
          assert(
            (await page.locator('.coach-progress').innerText()) === before,
            `${id} (${label}): a wrong decision moved the tutorial on`,
          );
        }
      }
      const target = page.locator('[data-tutorial-target]').first();
      await target.waitFor({ timeout: 5000 }).catch(() => {
        throw new Error(`${id} (${label}): nothing is marked to follow at "${step}"`);
      });
      if (keyboard) {
        await target.focus();
        await page.keyboard.press('Enter');
      } else await target.click();
      actions++;
      await page.waitForTimeout(60);
    }
    await page.screenshot({ path: join(RESULTS_DIR, `tutorial-${id}-${label}-complete.png`) });
    assert(wrongTried, `${id} (${label}): no step offered another decision to try`);
    assert(problems.length === 0, `${id} (${label}): console errors:\n${problems.join('\n')}`);
    return actions;
  } finally {
    await context.close();
  }
}

/**
 * Registers the lane's tests with Playwright Test's `test` (see tutorials.spec.mjs), for the
 * games in `ids` the lobby offers a tutorial for (`withTutorial`, from installed-games.mjs).
 */
export function tutorialTests(test, ids, withTutorial) {
  for (const id of ids.filter((g) => withTutorial.includes(g)))
    for (const [label, viewport, keyboard] of [
      ['laptop', LAPTOP, false],
      ['phone', PHONE, true],
    ])
      test(`tutorial (${label}) ${id}: completed by following the coach alone`, async ({
        origin,
        browser,
      }) => {
        const actions = await completeTutorial(origin, browser, id, viewport, label, {
          keyboard,
        });
        console.log(`    ${id} ${label}: complete in ${actions} actions`);
      });
}
