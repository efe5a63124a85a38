/* global window */
/**
 * Accessibility (issue 25): axe-core, the accessibility engine browsers' own audits use, finds no
 * serious or critical violation on the lobby, each game's create page and rules page, and each
 * board in play, at a laptop and a phone viewport.
 */
import { createRequire } from 'node:module';
import { isOver } from './driver.mjs';
import { openContext, startLocal } from './local-table.mjs';
import { LAPTOP, PHONE } from './table-dock.mjs';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** The serious and critical violations on the page as it is now, one line each. */
export async function seriousViolations(page) {
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(window.document, {
      resultTypes: ['violations'],
      // Contrast is judged on screenshots by people: axe cannot see through the gradients and
      // translucent panels of the table, and reports them all as "needs review" anyway.
      rules: { 'color-contrast': { enabled: false } },
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        where: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
  });
  return violations.map((v) => `${v.impact} ${v.id} (${v.help}): ${v.where.join(' | ')}`);
}

async function auditPages(origin, browser, ids, viewport, label) {
  const { context, page, problems } = await openContext(browser, viewport);
  const found = [];
  const audit = async (where) => {
    for (const line of await seriousViolations(page)) found.push(`${where}: ${line}`);
  };
  try {
    await page.goto(origin);
    await page.waitForSelector('[data-lobby-ready]');
    await audit('lobby');
    for (const id of ids) {
      await page.goto(`${origin}/play/${id}/new?mode=ai`);
      await page.waitForSelector('[data-start-match]');
      await audit(`${id} create page`);
      await page.goto(`${origin}/rules/${id}`);
      await page.waitForSelector('main h1');
      await audit(`${id} rules page`);
      await startLocal(page, origin, id, 'ai');
      await page.waitForSelector('[data-move], [data-choice]', { timeout: 30_000 });
      await audit(`${id} board`);
      // A little later in the match, when more of the board is drawn.
      for (let step = 0; step < 12 && !(await isOver(page)); step++) {
        await page.evaluate(() => {
          const control = window.document.querySelector(
            '[data-move]:not([disabled]), [data-choice]:not([disabled])',
          );
          control?.click();
        });
        await page.waitForTimeout(120);
      }
      await audit(`${id} board later`);
    }
    assert(
      found.length === 0,
      `${label}: ${found.length} serious or critical:\n${found.join('\n')}`,
    );
    assert(problems.length === 0, `${label}: console errors:\n${problems.join('\n')}`);
  } finally {
    await context.close();
  }
}

/** Registers the lane's tests with Playwright Test's `test` (see a11y.spec.mjs). */
export function accessibilityTests(test, ids) {
  for (const [label, viewport] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ])
    test(`accessibility (${label}): axe finds nothing serious on any page or board`, ({
      origin,
      browser,
    }) => auditPages(origin, browser, ids, viewport, label));
}
