/* global window */
/**
 * Opening a local match in a browser, as every lane that plays at the table does: a fresh
 * context with this browser's player name and instant bots, then the create form.
 */
import { watchedPage } from './harness.mjs';

/** A fresh browser context with instant bots and this browser's player name set. */
export async function openContext(browser, viewport, name = 'Ada', pace = 0) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    ([player, ms]) => {
      window.localStorage.setItem('gridplay:botPace', String(ms));
      if (!window.localStorage.getItem('gridplay:name'))
        window.localStorage.setItem('gridplay:name', JSON.stringify(player));
    },
    [name, pace],
  );
  return { context, ...(await watchedPage(context)) };
}

/** Creates a local match from the create form: easy bots, the smallest numbers the options allow. */
export async function startLocal(page, origin, id, mode, { short = false, people = [] } = {}) {
  await page.goto(`${origin}/play/${id}/new?mode=${mode}`);
  await page.waitForSelector('[data-start-match]');
  if (people.length > 0) {
    await page.locator('#player-count').selectOption(String(people.length));
    for (const [i, person] of people.entries())
      await page.locator(`[data-seat-name="${i}"]`).fill(person);
  }
  for (const select of await page.locator('select[aria-label$="AI difficulty"]').all())
    await select.selectOption('easy');
  if (short)
    for (const input of await page.locator('form input[type="number"]').all())
      await input.fill(String(Math.max(Number((await input.getAttribute('min')) ?? '1'), 1)));
  await page.locator('[data-start-match]').click();
  await page.waitForSelector('[data-match]');
}
