/* global document, window, fetch */
/**
 * The whole-app browser tests (the specs ai, hotseat, dev and online):
 *  1. every installed game: lobby → match against AI → played to game over by the generic
 *     driver; reload mid-match restores it; no console errors; screenshots of each board;
 *  2. online: two players in two browser contexts play through the server while a third
 *     context watches and receives no secrets; a refused move shows its error; reload restores;
 *     the server goes away mid-match and the pages reconnect by themselves.
 */
import { join } from 'node:path';
import { RESULTS_DIR, startDevServer, watchedPage } from './harness.mjs';
import {
  clickRandomControl,
  isOver,
  playToEnd,
  sendDisallowedMove,
  sendMalformedMove,
} from './driver.mjs';
import { secretLeaks } from './secrets.mjs';

const DESKTOP = { width: 1280, height: 860 };
const ONLINE_CLICKS = 150;
const PHONE = { width: 390, height: 844 };

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

function noProblems(problems, where) {
  // The browser reports the deliberate refusals' socket frames as nothing; any error is a bug.
  assert(
    problems.length === 0,
    `${where}: ${problems.length} console error(s):\n${problems.slice(0, 5).join('\n')}`,
  );
}

/** Dismisses a shown move error, so the next one is known to be new. */
async function clearError(page) {
  const dismiss = page.locator('[data-error] button');
  // The error also goes by itself when the next state arrives: it may be gone before the click.
  if ((await dismiss.count()) > 0) await dismiss.click({ timeout: 3000 }).catch(() => undefined);
  await page.locator('[data-error]').waitFor({ state: 'detached' });
}

async function logCount(page) {
  return page.locator('[data-log] li').count();
}

export async function playAgainstAi(origin, browser, id) {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => window.localStorage.setItem('gridplay:botPace', '0'));
  const { page, problems } = await watchedPage(context);
  await page.goto(origin);
  await page.waitForSelector('[data-lobby-ready]');
  // The rules page, from the lobby.
  await page.locator(`[data-game="${id}"] a[href="/rules/${id}"]`).click();
  await page.waitForSelector('[data-rules] h1, [data-rules] h2');
  await page.screenshot({ path: join(RESULTS_DIR, `${id}-rules.png`) });
  await page.goBack();
  await page.waitForSelector(`[data-play-ai="${id}"]`);
  await page.locator(`[data-play-ai="${id}"]`).click();
  await page.waitForSelector('[data-start-match]');
  // Easy bots keep the test quick; the bots' strength is measured in core's own tests.
  for (const select of await page.locator('select[aria-label$="AI difficulty"]').all())
    await select.selectOption('easy');
  await page.screenshot({ path: join(RESULTS_DIR, `${id}-create.png`) });
  await page.locator('[data-start-match]').click();
  await page.waitForSelector('[data-match]');
  await page.waitForSelector('[data-move], [data-choice]', { timeout: 20_000 });
  let reloaded = false;
  await playToEnd([page], {
    onStep: async (step) => {
      if (step === 8) {
        await page.screenshot({ path: join(RESULTS_DIR, `${id}-board-ai.png`), fullPage: true });
        await page.setViewportSize(PHONE);
        await page.screenshot({ path: join(RESULTS_DIR, `${id}-board-phone.png`), fullPage: true });
        await page.setViewportSize(DESKTOP);
      }
      if (step === 12 && !reloaded && !(await isOver(page))) {
        reloaded = true;
        // Let a bot finish thinking, then reload and check the match came back whole.
        await page.waitForSelector('[data-thinking]', { state: 'detached' });
        const before = await logCount(page);
        await page.reload();
        await page.waitForSelector('[data-match]');
        await page.waitForFunction(
          (n) => document.querySelectorAll('[data-log] li').length >= n,
          before,
        );
      }
    },
  });
  assert(reloaded || (await isOver(page)), 'the reload check did not run');
  const result = await page.locator('[data-result]').innerText();
  assert(result.trim().length > 0, 'the game-over screen shows no result');
  assert((await page.locator('[data-rematch]').count()) === 1, 'no rematch button at game over');
  await page.screenshot({ path: join(RESULTS_DIR, `${id}-gameover-ai.png`), fullPage: true });
  noProblems(problems, `${id} against AI`);
  await context.close();
}

/**
 * `npm run dev` renders in StrictMode, which mounts a page, unmounts it and mounts it again. A
 * match page opened while the AI must act has to come back with a live worker, or the AI never
 * answers. The bots are slowed down so the page can be reloaded while one is thinking.
 */
export async function playAgainstAiInDev(serverOrigin, browser, id) {
  const dev = await startDevServer(serverOrigin);
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => window.localStorage.setItem('gridplay:botPace', '1500'));
  try {
    const page = await context.newPage();
    // The first visit makes Vite transform the app, which takes a while on a cold cache.
    await page.goto(`${dev.origin}/play/${id}/new?mode=ai`);
    await page.waitForSelector('[data-start-match]', { timeout: 60_000 });
    await page.locator('[data-start-match]').click();
    await page.waitForSelector('[data-match]', { timeout: 60_000 });
    let reloads = 0;
    for (let step = 0; step < 40 && reloads < 2 && !(await isOver(page)); step++) {
      if ((await page.locator('[data-thinking]').count()) > 0) {
        await page.reload();
        await page.waitForSelector('[data-match]', { timeout: 30_000 });
        reloads++;
        await page
          .locator('[data-thinking]')
          .waitFor({ state: 'detached', timeout: 20_000 })
          .catch(() => {
            throw new Error('the AI never answered after the page was mounted under StrictMode');
          });
      } else if (!(await clickRandomControl(page))) await page.waitForTimeout(100);
    }
    assert(reloads > 0 || (await isOver(page)), 'the AI was never seen thinking');
  } finally {
    await context.close();
    await dev.stop();
  }
}

export async function playHotseat(origin, browser, id) {
  const context = await browser.newContext({ viewport: PHONE });
  const { page, problems } = await watchedPage(context);
  await page.goto(`${origin}/play/${id}/new?mode=hotseat`);
  await page.locator('[data-start-match]').click();
  await page.waitForSelector('[data-match]');
  const seen = new Set();
  let handoffs = 0;
  for (let step = 0; step < 60 && handoffs < 2 && !(await isOver(page)); step++) {
    if ((await page.locator('[data-handoff]').count()) > 0) {
      // Behind the curtain no move control may be reachable.
      assert(
        (await page.locator('[data-move], [data-choice]').count()) === 0,
        'the hand-over screen shows the board',
      );
      handoffs++;
    }
    seen.add((await page.locator('[data-status] [data-prompt]').innerText()).trim());
    await clickRandomControl(page);
    await page.waitForTimeout(30);
  }
  assert(handoffs >= 1, 'the device was never handed over');
  await page.screenshot({ path: join(RESULTS_DIR, `${id}-hotseat-phone.png`), fullPage: true });
  noProblems(problems, `${id} hotseat`);
  await context.close();
}

export async function playServerBot(server, browser, id) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const { page, problems } = await watchedPage(context);
  await page.goto(server.origin);
  await page.waitForSelector('[data-lobby-ready]');
  // Keyboard only: Tab to the game's "Online" button and press Enter.
  let focused = false;
  for (let i = 0; i < 40 && !focused; i++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(
      (gid) => document.activeElement?.getAttribute('data-play-online') === gid,
      id,
    );
  }
  assert(focused, 'the Online button cannot be reached with Tab');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-start-match]');
  await page.locator('[data-seat="1"] select').first().selectOption('ai');
  await page.locator('[data-seat="1"] select').nth(1).selectOption('easy');
  await page.locator('[data-start-match]').click();
  await page.waitForSelector('[data-match]');
  const matchID = page.url().split('/').pop();
  // The server's bot plays seat 2: a few moves of ours must be answered.
  for (let i = 0; i < 6 && !(await isOver(page)); i++) {
    await page
      .locator(
        '[data-gameover], [data-move]:not([disabled]):visible, [data-choice]:not([disabled]):visible',
      )
      .first()
      .waitFor({ timeout: 20_000 });
    await clickRandomControl(page);
  }
  const lines = await logCount(page);
  assert(lines >= 3, `the server bot did not play (${lines} log lines)`);
  await page.locator('[data-leave]').click();
  // Leaving mid-game gives the seat up for good, so the page asks first; a match that ended
  // meanwhile (the bot's last move can end it) is left at once.
  await page.locator('[data-leave-confirm], [data-lobby-ready]').first().waitFor();
  if ((await page.locator('[data-leave-confirm]').count()) > 0)
    await page.locator('[data-leave-confirm]').click();
  await page.waitForSelector('[data-lobby-ready]');
  const response = await fetch(`${server.origin}/games/${id}/${matchID}`);
  // A match whose last person left is removed by the server (404): the seat is free either way.
  if (response.status !== 404) {
    const match = await response.json();
    assert(!match.players.find((p) => p.id === 0)?.name, 'leaving did not free the seat');
  }
  noProblems(problems, `${id} online against a server bot`);
  await context.close();
}

export async function playOnline(server, browser, id) {
  const origin = server.origin;
  const contexts = await Promise.all(
    [0, 1, 2].map(() => browser.newContext({ viewport: DESKTOP })),
  );
  const [a, b, watcher] = await Promise.all(contexts.map((c) => watchedPage(c)));
  // Ada creates the match.
  await a.page.goto(origin);
  await a.page.waitForSelector('[data-lobby-ready]');
  await a.page.locator('[data-player-name]').fill('Ada');
  await a.page.locator(`[data-play-online="${id}"]`).click();
  await a.page.waitForSelector('[data-start-match]');
  // The shortest match the game's options allow (smallest positive numbers): this test is about
  // the transport, the seats and the secrets; the AI test above plays full-length matches.
  for (const input of await a.page.locator('form input[type="number"]').all()) {
    const min = Number((await input.getAttribute('min')) ?? '1');
    await input.fill(String(Math.max(min, 1)));
  }
  await a.page.locator('[data-start-match]').click();
  const link = await a.page.locator('[data-invite-link]').inputValue();
  assert(link.includes('/match/'), `unexpected invite link ${link}`);
  // Bob sees it among the open matches, then joins by the link; the watcher opens it too.
  await b.page.goto(origin);
  await b.page.waitForSelector(`[data-open-match="${link.split('/').pop()}"]`, { timeout: 10_000 });
  await b.page.goto(link);
  await b.page.locator('[data-player-name]').fill('Bob');
  await b.page.locator('[data-join-seat]').first().click();
  await b.page.waitForSelector('[data-match]');
  await watcher.page.goto(link);
  await watcher.page.locator('[data-watch]').click();
  await watcher.page.waitForSelector('[data-match]');
  await a.page.waitForSelector('[data-invite-link]', { state: 'detached' });

  let refusedLocally = false;
  let refusedByServer = false;
  let serverReason = '';
  let reloaded = false;
  let dropped = false;
  // Online play stops after ONLINE_CLICKS if the game has not ended by then: full games are the
  // AI test's job; this one is about the server round trip, seats, secrets and reconnection.
  const played = await playToEnd([a.page, b.page], {
    stopAfter: ONLINE_CLICKS,
    onStep: async (step) => {
      if (step === 4)
        await watcher.page.screenshot({
          path: join(RESULTS_DIR, `${id}-board-spectator.png`),
          fullPage: true,
        });
      if (step === 6) {
        await a.page.screenshot({
          path: join(RESULTS_DIR, `${id}-board-online.png`),
          fullPage: true,
        });
      }
      if (!refusedLocally && step >= 3 && !(await isOver(a.page))) {
        // A seat with nothing to do sends a move anyway: refused at once, with the reason.
        for (const p of [a.page, b.page]) {
          if ((await p.locator('[data-status][data-my-turn="false"]').count()) === 0) continue;
          await clearError(p);
          const move = await sendDisallowedMove(p);
          if (!move) continue;
          const text = (
            await p
              .locator('[data-error]')
              .innerText({ timeout: 3000 })
              .catch(() => '')
          ).trim();
          // The turn may have passed to this seat in between (then the server judged the move):
          // try again at a later step.
          refusedLocally = /not your turn|nothing to do|not allowed/i.test(text);
          break;
        }
      }
      if (!refusedByServer && step >= 3 && !(await isOver(a.page))) {
        // A seat that may act sends nonsense arguments: only the server can judge, and says why.
        for (const p of [a.page, b.page]) {
          if ((await p.locator('[data-status][data-my-turn="true"]').count()) === 0) continue;
          await clearError(p);
          const move = await sendMalformedMove(p);
          if (!move) continue;
          const error = p.locator('[data-error]');
          if (
            await error.waitFor({ timeout: 3000 }).then(
              () => true,
              () => false,
            )
          ) {
            const text = (await error.innerText()).trim();
            assert(
              text.length > 'Move refused.'.length + 3,
              `the server's refusal of ${move} shows no reason`,
            );
            serverReason = text;
            refusedByServer = true;
          }
          break;
        }
      }
      if (step === 14 && !dropped && !(await isOver(b.page))) {
        // The connection drops (the server goes away): the pages say so, reconnect by themselves
        // when it is back, and play goes on.
        dropped = true;
        await server.halt();
        await b.page.locator('[data-reconnecting]').waitFor({ timeout: 15_000 });
        await server.resume();
        for (const p of [a.page, b.page])
          await p.locator('[data-reconnecting]').waitFor({ state: 'detached', timeout: 30_000 });
      }
      if (step === 10 && !reloaded) {
        reloaded = true;
        const before = await logCount(b.page);
        await b.page.reload();
        await b.page.waitForSelector('[data-match]');
        await b.page.waitForFunction(
          (n) => document.querySelectorAll('[data-log] li').length >= n,
          before,
        );
        assert((await b.page.locator('[data-join]').count()) === 0, 'reload lost the seat');
      }
    },
  });
  assert(refusedLocally, 'no out-of-turn move could be sent');
  assert(refusedByServer, 'no move was refused by the server');
  console.log(`    (server refusal shown: "${serverReason.replace(/\s+/g, ' ')}")`);
  assert(reloaded || (await isOver(a.page)), 'the reload check did not run');
  assert(dropped || (await isOver(a.page)), 'the network-drop check did not run');
  if (played.over) {
    await b.page.waitForSelector('[data-gameover]');
    await watcher.page.waitForSelector('[data-gameover]');
    await b.page.screenshot({
      path: join(RESULTS_DIR, `${id}-gameover-online.png`),
      fullPage: true,
    });
  } else {
    // Both seats and the spectator still agree on the match after all those moves.
    const lines = await Promise.all([a.page, b.page, watcher.page].map((p) => logCount(p)));
    await watcher.page.waitForFunction(
      (n) => document.querySelectorAll('[data-log] li').length >= n,
      Math.min(lines[0], lines[1]),
    );
  }
  const leaks = secretLeaks({
    seatFrames: [a.frames, b.frames],
    seatTexts: await Promise.all([a.page, b.page].map((p) => p.locator('body').innerText())),
    spectatorFrames: watcher.frames,
    spectatorText: await watcher.page.locator('body').innerText(),
  });
  assert(
    leaks.inSeatPages.length === 0,
    `a seat's page shows another seat's secrets: ${leaks.inSeatPages.slice(0, 8).join(', ')}`,
  );
  assert(
    leaks.inTraffic.length === 0,
    `spectator received secrets: ${leaks.inTraffic.slice(0, 8).join(', ')}`,
  );
  assert(
    leaks.inPage.length === 0,
    `spectator page shows secrets: ${leaks.inPage.slice(0, 8).join(', ')}`,
  );
  console.log(`    (${leaks.secrets} seat-only strings checked against the spectator)`);
  if (played.over) await rematch(a.page, b.page);
  else console.log(`    (stopped after ${played.steps} clicks without game over; no rematch)`);
  // While the server was down on purpose, the browser logs its refused reconnection attempts,
  // and a frame sent as the socket was being cut ("WebSocket is already in CLOSING or CLOSED").
  const outage = (problems) =>
    problems.filter(
      (p) =>
        !(dropped && /ERR_CONNECTION_REFUSED|WebSocket is already in CLOSING or CLOSED/.test(p)),
    );
  noProblems(outage(a.problems), `${id} online, player 1`);
  noProblems(outage(b.problems), `${id} online, player 2`);
  noProblems(outage(watcher.problems), `${id} online, spectator`);
  await Promise.all(contexts.map((c) => c.close()));
}

/** Ada asks for a rematch; Bob joins it from his game-over screen. */
async function rematch(aPage, bPage) {
  const a = { page: aPage };
  const b = { page: bPage };
  const finished = a.page.url();
  await a.page.locator('[data-rematch]').click();
  await a.page.waitForURL((url) => url.href !== finished && url.pathname.startsWith('/match/'));
  await a.page.waitForSelector('[data-match]');
  await b.page
    .locator('[data-rematch]', { hasText: 'Join the rematch' })
    .waitFor({ timeout: 10_000 });
  await b.page.locator('[data-rematch]').click();
  await b.page.waitForURL(a.page.url());
  await b.page.waitForSelector('[data-match]');
}
