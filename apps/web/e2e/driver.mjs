/* global document, window */
/**
 * The generic player: on any board, click a random enabled `[data-move]`, or if there is none a
 * random enabled `[data-choice]` (the testing convention every board follows). Knows no game.
 */

const ENABLED_VISIBLE = (selector) => `${selector}:not([disabled]):visible`;

/** Clicks one random enabled control; returns what it clicked, or undefined if none. */
export async function clickRandomControl(page, random = Math.random) {
  for (const selector of ['[data-move]', '[data-choice]', '[data-handoff]']) {
    const controls = await page.locator(ENABLED_VISIBLE(selector)).elementHandles();
    if (controls.length === 0) continue;
    const control = controls[Math.floor(random() * controls.length)];
    try {
      const label = await control.evaluate(
        (el) => el.getAttribute('data-move') ?? el.getAttribute('data-choice') ?? 'handoff',
      );
      await control.click({ timeout: 2000 });
      return label;
    } catch {
      // The board re-rendered under the click: try again on the next step.
      return 'stale';
    } finally {
      await Promise.all(controls.map((c) => c.dispose()));
    }
  }
  return undefined;
}

export async function isOver(page) {
  return (await page.locator('[data-gameover]').count()) > 0;
}

/**
 * Plays one page to game over (the other seats are bots, or other pages that `others` drive).
 * Fails if nothing can be clicked for `stallMs` while the game is not over.
 */
export async function playToEnd(
  pages,
  { maxSteps = 4000, stallMs = 20_000, onStep, stopAfter = Infinity } = {},
) {
  let steps = 0;
  let idleSince = Date.now();
  const counts = {};
  while (!(await isOver(pages[0]))) {
    if (steps >= stopAfter) return { steps, counts, over: false };
    if (steps >= maxSteps) throw new Error(`no game over after ${maxSteps} clicks`);
    let clicked = false;
    for (const page of pages) {
      const move = await clickRandomControl(page);
      if (move && move !== 'stale') {
        clicked = true;
        steps++;
        counts[move] = (counts[move] ?? 0) + 1;
        if (onStep) await onStep(steps, page, move);
        if (process.env.E2E_VERBOSE && steps % 25 === 0) {
          const status = await pages[0]
            .locator('[data-status]')
            .innerText()
            .catch(() => '?');
          console.log(`    step ${steps}: ${status.replace(/\s+/g, ' ')}`);
        }
      }
    }
    if (clicked) idleSince = Date.now();
    else {
      if (Date.now() - idleSince > stallMs) {
        const status = await pages[0]
          .locator('[data-status]')
          .innerText()
          .catch(() => '?');
        const error = await pages[0]
          .locator('[data-error]')
          .innerText()
          .catch(() => '');
        throw new Error(
          `stalled: nothing to click for ${stallMs} ms (status: ${status.replace(/\s+/g, ' ')}) ${error}`,
        );
      }
      await pages[0].waitForTimeout(40);
    }
  }
  return { steps, counts, over: true };
}

/**
 * Sends, through the page's own move functions, a move its board shows as disabled: what a
 * confused or cheating client does (React ignores clicks on disabled buttons, so it goes through
 * the test hook the match pages expose). Returns the move's name.
 */
export async function sendDisallowedMove(page) {
  return page.evaluate(() => {
    if (document.querySelector('[data-status]')?.getAttribute('data-my-turn') !== 'false')
      return undefined;
    const moves = window.__gridplayMoves;
    const control =
      document.querySelector('[data-move][disabled]') ?? document.querySelector('[data-move]');
    // A board may show no move control at all while the seat waits: any of the game's moves will do.
    const name = control?.getAttribute('data-move') ?? Object.keys(moves ?? {})[0];
    if (!name || !moves?.[name]) return undefined;
    moves[name]();
    return name;
  });
}

/**
 * Sends an allowed move with arguments no rule accepts: the client cannot judge it (it holds
 * only a playerView), so it goes to the server, which must refuse it and say why.
 */
export async function sendMalformedMove(page) {
  return page.evaluate(() => {
    const control = document.querySelector('[data-move]:not([disabled])');
    const name = control?.getAttribute('data-move');
    const moves = window.__gridplayMoves;
    if (!name || !moves?.[name]) return undefined;
    moves[name]({ not: 'an argument' }, -1, 'nonsense');
    return name;
  });
}
