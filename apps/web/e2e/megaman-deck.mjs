/* global getComputedStyle */
/**
 * Browser test of issue 25, item 7: a MegaMan deck list naming a card that does not exist is
 * answered on the create form — the card and its line named, Start disabled — instead of a blank
 * page; the deck list box is roomy and styled like the form's other fields. Then, with the list
 * emptied, the match starts. At a laptop and a phone viewport, with screenshots.
 */
import { join } from 'node:path';
import { RESULTS_DIR } from './harness.mjs';
import { openContext, startLocal } from './table.mjs';
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

export async function runMegamanDeckTests(origin, browser, runTest) {
  for (const [label, viewport] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ])
    await runTest(`megaman (${label}): a bad deck list is named on the form, Start disabled`, () =>
      badDeckListAnswered(origin, browser, viewport, label),
    );
}
