/* global document, window, Event */
/**
 * Browser tests of a match's social life (`E2E_ONLY=social`, and in the default run):
 *  1. every installed game, against AI: take back while the AI thinks (or its refusal in words),
 *     look back at an earlier moment and return to live, play to game over, then watch the full
 *     replay (slider over every decision, step, play, the game's own board at each moment) and
 *     find the match in the lobby's My games, finished, one click from its replay;
 *  2. online: two players and a spectator chat (the spectator's line marked, markup shown as
 *     text, a too-long line refused in words), one asks to take back and the other accepts, the
 *     seat looks back at its own earlier view, and My games resumes the match in one click
 *     (desktop and phone layouts).
 * Screenshots go to test-results/social-*.png.
 */
import { join } from 'node:path';
import { watchedPage, RESULTS_DIR } from './harness.mjs';
import { clickRandomControl, isOver, playToEnd } from './driver.mjs';
import { readTally, record } from './tally.mjs';

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const logCount = (page) => page.locator('[data-log] li').count();
const shot = (page, name) =>
  page.screenshot({ path: join(RESULTS_DIR, `social-${name}.png`), fullPage: true });

/** A page of these tests: console errors, plus the address of any failed request. */
async function socialPage(context) {
  const watched = await watchedPage(context);
  watched.page.on('response', (response) => {
    if (response.status() >= 400)
      watched.problems.push(
        `(${response.status()} ${response.request().method()} ${response.url()})`,
      );
  });
  return watched;
}

function noProblems(problems, where) {
  assert(
    problems.length === 0,
    `${where}: ${problems.length} console error(s):\n${problems.slice(0, 5).join('\n')}`,
  );
}

/** Waits until the page's board offers a control (or the match is over). */
async function untilPlayable(page) {
  await page
    .locator(
      '[data-gameover], [data-move]:not([disabled]):visible, [data-choice]:not([disabled]):visible',
    )
    .first()
    .waitFor({ timeout: 30_000 });
}

/** Clicks controls until the log has grown past `lines` (one decision of this page's seat). */
async function decideOnce(page, lines) {
  for (let i = 0; i < 12 && (await logCount(page)) <= lines; i++) {
    await untilPlayable(page);
    if (await isOver(page)) return;
    await clickRandomControl(page);
    await page.waitForTimeout(150);
  }
}

/** Take-backs against the AI the rules allowed, over the lane's games (a tally: see tally.mjs). */
const takeBacksAccepted = () => readTally('take-backs').reduce((sum, n) => sum + n, 0);

/** Registers the lane's tests with Playwright Test's `test` (see social.spec.mjs). */
export function socialTests(test, allIds) {
  // E2E_GAME=<id> narrows the per-game tests to one game (while working on one).
  const ids = process.env.E2E_GAME ? allIds.filter((id) => id === process.env.E2E_GAME) : allIds;
  for (const id of ids)
    test(`${id}: take back, look back, game over, full replay, My games (social)`, ({
      origin,
      browser,
    }) => aiLifecycle(origin, browser, id));
  if (ids.length > 1)
    test('an undo against the AI was shown in at least one game (social)', async () =>
      assert(takeBacksAccepted() > 0, 'the rules refused every take-back tried'));
  if (ids.length > 0)
    test('hotseat: a take-back returns the board to the person who decided (social)', ({
      origin,
      browser,
    }) => hotseatTakeBack(origin, browser, ids));
  test(`${allIds[0]}: online against a server bot to game over, then its full replay (social)`, ({
    origin,
    browser,
  }) => onlineReplay(origin, browser, allIds[0]));
  test(`${allIds[0]}: online chat between two players and a spectator (social)`, ({
    origin,
    browser,
  }) => onlineSocial(origin, browser, allIds));
}

async function aiLifecycle(origin, browser, id) {
  const context = await browser.newContext({ viewport: DESKTOP });
  // The AI waits 2.5 s before answering at first, so a decision can be taken back meanwhile.
  await context.addInitScript(() => {
    if (window.localStorage.getItem('gridplay:botPace') === null)
      window.localStorage.setItem('gridplay:botPace', '2500');
  });
  const { page, problems } = await socialPage(context);
  await page.goto(`${origin}/play/${id}/new?mode=ai`);
  await page.waitForSelector('[data-start-match]');
  for (const select of await page.locator('select[aria-label$="AI difficulty"]').all())
    await select.selectOption('easy');
  await page.locator('[data-start-match]').click();
  await page.waitForSelector('[data-match]');
  await untilPlayable(page);

  // Take back: one decision of ours, then at once (the AI is still thinking). The rules may
  // refuse (chance, a revealed secret): then the page says why, and we try a later decision.
  for (let attempt = 0; attempt < 3 && !(await isOver(page)); attempt++) {
    await untilPlayable(page);
    const before = await logCount(page);
    await decideOnce(page, before);
    const after = await logCount(page);
    if (after <= before) break;
    await page.locator('[data-take-back]').click();
    // Either the last decision goes (the log loses its lines) or the page says why not. (One
    // confirm may send several moves, as matrix's "plug in 2" does: the last of them goes.)
    await page.waitForFunction(
      (n) =>
        document.querySelector('[data-take-back-refused]') !== null ||
        document.querySelectorAll('[data-log] li').length < n,
      after,
      { timeout: 5000 },
    );
    const refusal = page.locator('[data-take-back-refused]');
    if ((await refusal.count()) === 0) {
      record('take-backs', id, 1);
      console.log(`    (${id}: taken back, log ${after} → ${await logCount(page)} lines)`);
      break;
    }
    const words = (await refusal.innerText()).trim();
    assert(words.length > 'Cannot take back:'.length + 5, 'a refused take-back says no reason');
    console.log(`    (${id}: take-back refused: "${words.replace(/\s+/g, ' ')}")`);
    await refusal.locator('button').click();
  }
  await shot(page, `${id}-take-back`);

  // Faster AI from here: reload (the match comes back from the device) and play on.
  await page.evaluate(() => window.localStorage.setItem('gridplay:botPace', '0'));
  await page.reload();
  await page.waitForSelector('[data-match]');
  await untilPlayable(page);
  for (let i = 0; i < 3 && !(await isOver(page)); i++) await decideOnce(page, await logCount(page));

  // Looking back: an earlier moment of our own view, no move possible, then back to live.
  if (!(await isOver(page))) {
    await page.waitForSelector('[data-thinking]', { state: 'detached' });
    await page.locator('[data-look-back]').click();
    await page.waitForSelector('[data-looking-back] [data-replay-board]');
    assert(
      (await page.locator('[data-move]:not([data-replay-board] [data-move])').count()) === 0,
      'a live move control is on the page while looking back',
    );
    assert(
      await page
        .locator('[data-replay-board]')
        .evaluate((el) => el.inert === true || el.hasAttribute('inert')),
      'the looked-back board is not read-only',
    );
    await page.locator('[data-replay-back]').click();
    await shot(page, `${id}-look-back`);
    await page.locator('[data-back-to-live]').click();
    await page.waitForSelector('[data-looking-back]', { state: 'detached' });
  }

  await playToEnd([page]);
  const sessionPath = new URL(page.url()).pathname;
  // The result panel leads to the replay.
  await page
    .locator('[data-show-result]')
    .click({ timeout: 3000 })
    .catch(() => {});
  await page.locator('[data-result-panel] [data-watch-replay]').click();
  await page.waitForURL(`**${sessionPath}/replay`);
  await checkReplayPage(page, id);

  // My games: the match is listed as finished and opens its replay in one click.
  await page.goto(origin);
  const sessionId = sessionPath.split('/').pop();
  const row = page.locator(`[data-my-game="local:${sessionId}"]`);
  await row.waitFor();
  assert((await row.getAttribute('data-status')) === 'finished', 'My games: not finished');
  await row.locator('[data-my-game-open]').click();
  await page.waitForSelector('[data-replay-page]');
  noProblems(problems, `${id} social lifecycle`);
  await context.close();
}

/**
 * Hotseat, game after game until the rules allow one: a person decides (the page hands the
 * device on), then takes it back: the log returns and the board is theirs again, no hand-over.
 */
async function hotseatTakeBack(origin, browser, ids) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const { page, problems } = await socialPage(context);
  let accepted;
  for (const id of ids) {
    await page.goto(`${origin}/play/${id}/new?mode=hotseat`);
    await page.locator('[data-start-match]').click();
    await page.waitForSelector('[data-match]');
    for (let attempt = 0; attempt < 3 && !accepted; attempt++) {
      if ((await page.locator('[data-handoff]').count()) > 0)
        await page.locator('[data-handoff]').click();
      await untilPlayable(page);
      const before = await logCount(page);
      await decideOnce(page, before);
      if ((await logCount(page)) <= before) break;
      await page.locator('[data-take-back]').click();
      await page.waitForFunction(
        (n) =>
          document.querySelector('[data-take-back-refused]') !== null ||
          document.querySelectorAll('[data-log] li').length <= n,
        before,
        { timeout: 5000 },
      );
      const refusal = page.locator('[data-take-back-refused]');
      if ((await refusal.count()) > 0) {
        await refusal.locator('button').click();
        continue;
      }
      accepted = id;
      // The log shortens first; the hand-over screen goes in the same render or the next one.
      const stayedHidden = await page
        .locator('[data-handoff]')
        .waitFor({ state: 'detached', timeout: 3000 })
        .then(
          () => false,
          () => true,
        );
      assert(!stayedHidden, 'the board stayed hidden');
      await untilPlayable(page);
      await shot(page, `${id}-hotseat-take-back`);
    }
    if (accepted) break;
  }
  assert(accepted, 'the rules refused every hotseat take-back tried');
  console.log(`    (hotseat take-back accepted in ${accepted})`);
  noProblems(problems, 'hotseat take-back');
  await context.close();
}

/** Checks the replay page now shown: revealed, a slider over every decision, each drawn. */
async function checkReplayPage(page, name) {
  await page.waitForSelector('[data-replay-page] [data-replay-board]');
  const total = Number(await page.locator('[data-replay]').getAttribute('data-moments'));
  assert(total >= 3, `the replay has only ${total} moments`);
  const slider = page.locator('[data-replay-slider]');
  assert(Number(await slider.getAttribute('max')) === total - 1, 'the slider misses decisions');
  const scope = await page.locator('[data-replay-scope]').innerText();
  assert(/everything is revealed/i.test(scope), `a finished replay is not revealed: ${scope}`);
  const moment = () => page.locator('[data-replay]').getAttribute('data-moment').then(Number);
  await page.locator('[data-replay-forward]').click();
  assert((await moment()) === 1, 'Forward did not move one decision');
  await page.locator('[data-replay-back]').click();
  assert((await moment()) === 0, 'Back did not move one decision');
  for (const at of [Math.floor(total / 3), Math.floor((2 * total) / 3), total - 1]) {
    await slider.fill(String(at));
    assert((await moment()) === at, `the slider did not reach decision ${at}`);
    assert(
      (await page.locator('[data-replay-board] .alert').count()) === 0,
      `the board failed to draw decision ${at}`,
    );
    const lines = await page.locator('[data-replay-log] li').count();
    assert(lines > 0 && lines <= at, `the log at decision ${at} shows ${lines} lines`);
  }
  await shot(page, `${name}-replay-end`);
  await slider.fill('0');
  await page.locator('[data-replay-play]').click();
  await page.waitForFunction(
    () => Number(document.querySelector('[data-replay]')?.getAttribute('data-moment')) >= 2,
    null,
    { timeout: 5000 },
  );
  await page.locator('[data-replay-play]').click();
  await shot(page, `${name}-replay-playing`);
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-replay-phone`);
  await page.setViewportSize(DESKTOP);
}

async function onlineReplay(origin, browser, id) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const { page, problems } = await socialPage(context);
  await page.goto(`${origin}/play/${id}/new?mode=online`);
  await page.waitForSelector('[data-start-match]');
  await page.locator('[data-seat="1"] select').first().selectOption('ai');
  await page.locator('[data-seat="1"] select').nth(1).selectOption('easy');
  for (const input of await page.locator('form input[type="number"]').all()) {
    const min = Number((await input.getAttribute('min')) ?? '1');
    await input.fill(String(Math.max(min, 1)));
  }
  await page.locator('[data-start-match]').click();
  await page.waitForSelector('[data-match]');
  const matchPath = new URL(page.url()).pathname;
  await playToEnd([page], { stallMs: 40_000 });
  await page
    .locator('[data-show-result]')
    .click({ timeout: 3000 })
    .catch(() => {});
  await page.locator('[data-result-panel] [data-watch-replay]').click();
  await page.waitForURL(`**${matchPath}/replay`);
  await checkReplayPage(page, `${id}-online`);
  // My games: finished, one click back to the replay.
  await page.goto(origin);
  const row = page.locator(`[data-my-game="online:${matchPath.split('/').pop()}"]`);
  await row.locator('[data-my-game-status]', { hasText: 'Finished' }).waitFor();
  await row.locator('[data-my-game-open]').click();
  await page.waitForSelector('[data-replay-page]');
  noProblems(problems, `${id} online replay`);
  await context.close();
}

async function createOnline(page, origin, id, name) {
  await page.goto(origin);
  await page.waitForSelector('[data-lobby-ready]');
  await page.locator('[data-player-name]').fill(name);
  await page.locator(`[data-play-online="${id}"]`).click();
  await page.waitForSelector('[data-start-match]');
  for (const input of await page.locator('form input[type="number"]').all()) {
    const min = Number((await input.getAttribute('min')) ?? '1');
    await input.fill(String(Math.max(min, 1)));
  }
  await page.locator('[data-start-match]').click();
  return page.locator('[data-invite-link]').inputValue();
}

/** Bob joins Ada's match by its link; a spectator watches. */
async function seatTable(browser, origin, id) {
  const contexts = await Promise.all(
    [0, 1, 2].map(() => browser.newContext({ viewport: DESKTOP })),
  );
  const [a, b, watcher] = await Promise.all(contexts.map((c) => socialPage(c)));
  const link = await createOnline(a.page, origin, id, 'Ada');
  await b.page.goto(link);
  await b.page.locator('[data-player-name]').fill('Bob');
  await b.page.locator('[data-join-seat]').first().click();
  await b.page.waitForSelector('[data-match]');
  await watcher.page.goto(link);
  await watcher.page.locator('[data-watch]').click();
  await watcher.page.waitForSelector('[data-match]');
  await a.page.waitForSelector('[data-invite-link]', { state: 'detached' });
  return { a, b, watcher, link, contexts };
}

const isMyTurn = async (page) =>
  (await page.locator('[data-status][data-my-turn="true"]').count()) > 0;

/** The page whose seat must act (either may, on a simultaneous step). */
async function whoActs(pages) {
  for (let i = 0; i < 300; i++) {
    for (const page of pages) if (await isMyTurn(page)) return page;
    await pages[0].waitForTimeout(100);
  }
  throw new Error('no seat has a decision to make');
}

/**
 * The seat to act decides once and asks to take it back; the other accepts and every page
 * returns to the log it had. Returns the asking page, or undefined when the rules refused.
 */
async function onlineTakeBack(aPage, bPage, watchers) {
  const mover = await whoActs([aPage, bPage]);
  const other = mover === aPage ? bPage : aPage;
  await untilPlayable(mover);
  const before = await logCount(mover);
  await decideOnce(mover, before);
  await mover.waitForTimeout(300);
  await mover.locator('[data-ask-take-back]').click();
  const answer = other.locator('[data-take-back-accept]');
  const refusal = mover.locator('[data-take-back-refused]');
  for (let i = 0; i < 100 && (await answer.count()) + (await refusal.count()) === 0; i++)
    await mover.waitForTimeout(100);
  if ((await refusal.count()) > 0) {
    const words = (await refusal.innerText()).trim();
    assert(words.length > 'Cannot take back:'.length + 5, 'a refused take-back says no reason');
    console.log(`    (online take-back refused: "${words}")`);
    return undefined;
  }
  await shot(other, 'take-back-request');
  await answer.click();
  for (const p of [mover, other, ...watchers])
    await p.waitForFunction((n) => document.querySelectorAll('[data-log] li').length <= n, before, {
      timeout: 10_000,
    });
  await mover.locator('[data-take-back-message]', { hasText: 'You took back' }).waitFor();
  await other.locator('[data-take-back-message]', { hasText: 'took back their' }).waitFor();
  await shot(mover, 'take-back-online');
  console.log(`    (online take-back accepted: log back to ${before} lines)`);
  return mover;
}

const chatLine = (page, text) => page.locator('[data-chat-line]', { hasText: text });

async function onlineSocial(origin, browser, ids) {
  const { a, b, watcher, link, contexts } = await seatTable(browser, origin, ids[0]);
  const say = async (page, text) => {
    await page.locator('[data-chat-input]').fill(text);
    await page.locator('[data-chat-send]').click();
  };

  // Chat: Ada, Bob and the spectator, each line reaching all three.
  await say(a.page, 'good luck, Bob');
  await say(b.page, '<b>thanks</b> & you');
  await say(watcher.page, 'watching from the stands');
  for (const p of [a.page, b.page, watcher.page]) {
    await chatLine(p, 'good luck, Bob').waitFor();
    await chatLine(p, 'thanks').waitFor();
    await chatLine(p, 'watching from the stands').waitFor();
  }
  const marked = await chatLine(a.page, 'watching from the stands').innerText();
  assert(/spectator/i.test(marked), `the spectator's line is not marked: ${marked}`);
  const bold = await chatLine(a.page, 'thanks').innerText();
  assert(bold.includes('<b>thanks</b> & you'), `markup was not shown as text: ${bold}`);
  assert((await a.page.locator('[data-chat-lines] b').count()) === 0, 'chat markup was executed');
  assert(/Ada/.test(await chatLine(b.page, 'good luck').innerText()), 'the line lacks its name');
  // Each line says when it was said, as the reader's clock shows it (hh:mm).
  const said = await chatLine(b.page, 'good luck').locator('[data-chat-time]').innerText();
  assert(/^\d{1,2}:\d{2}/.test(said), `the line has no time: "${said}"`);
  // Too long: refused in words (the page checks first; the server would too).
  await a.page.locator('[data-chat-input]').fill('x'.repeat(301));
  await a.page.locator('[data-chat-send]').click();
  const problem = await a.page.locator('[data-chat-problem]').innerText();
  assert(/at most 300 characters/.test(problem), `no length refusal: ${problem}`);
  // Too fast: the server refuses, and the page says so in words. The ten lines are typed and sent
  // inside the page in one go: typed one by one from here, a busy machine could send them slower
  // than the one-a-second refill, and the limit would never be reached.
  await a.page.evaluate(() => {
    const input = document.querySelector('[data-chat-input]');
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value').set;
    for (let i = 1; i <= 10; i++) {
      setValue.call(input, `line ${i}`);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.form.requestSubmit();
    }
  });
  await a.page.locator('[data-chat-problem]', { hasText: 'chatting too fast' }).waitFor();
  await chatLine(b.page, 'line 3').waitFor();
  await shot(a.page, 'chat-seat');
  await shot(watcher.page, 'chat-spectator');
  await watcher.page.setViewportSize(PHONE);
  await shot(watcher.page, 'chat-phone');
  await watcher.page.setViewportSize(DESKTOP);

  // History on join: a late spectator gets the lines said before.
  const late = await socialPage(contexts[2]);
  await late.page.goto(link);
  await late.page.locator('[data-watch]').click();
  await chatLine(late.page, 'good luck, Bob').waitFor();

  // Online take-back (here, or in the next games' matches if the rules refuse it here).
  let mover = await onlineTakeBack(a.page, b.page, [watcher.page]);
  const extra = [];
  for (const id of ids.slice(1)) {
    if (mover) break;
    const table = await seatTable(browser, origin, id);
    extra.push(...table.contexts);
    if (await onlineTakeBack(table.a.page, table.b.page, [table.watcher.page])) mover = 'elsewhere';
  }
  assert(mover, 'no online take-back was accepted in any game');
  await Promise.all(extra.map((c) => c.close()));
  if (mover === 'elsewhere') mover = (await isMyTurn(a.page)) ? a.page : b.page;

  // Looking back online: the seat's own earlier view, then live again.
  await decideOnce(mover, await logCount(mover));
  await mover.locator('[data-look-back]').click();
  await mover.waitForSelector('[data-looking-back] [data-replay-board]');
  await mover.locator('[data-replay-back]').click();
  await shot(mover, 'look-back-online');
  await mover.locator('[data-back-to-live]').click();
  await mover.waitForSelector('[data-looking-back]', { state: 'detached' });

  // My games: Bob's lobby lists the match; one click takes him back to his seat.
  await b.page.goto(origin);
  const matchID = link.split('/').pop();
  const row = b.page.locator(`[data-my-game="online:${matchID}"]`);
  await row.waitFor();
  await row.locator('[data-my-game-status]', { hasText: /Your turn|Waiting/ }).waitFor();
  await shot(b.page, 'my-games');
  await b.page.setViewportSize(PHONE);
  await shot(b.page, 'my-games-phone');
  await b.page.setViewportSize(DESKTOP);
  await row.locator('[data-my-game-open]').click();
  await b.page.waitForSelector('[data-match]');
  assert((await b.page.locator('[data-join]').count()) === 0, 'My games lost the seat');
  await chatLine(b.page, 'good luck, Bob').waitFor();

  for (const [who, p] of Object.entries({ ada: a, bob: b, spectator: watcher }))
    noProblems(p.problems, `online social, ${who}`);
  await Promise.all(contexts.map((c) => c.close()));
}
