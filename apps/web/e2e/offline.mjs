/* global window, navigator, document, fetch, Event */
/**
 * The installable app that works offline (issue 28): once loaded, the app plays each game
 * against the AI and a tutorial step with the browser's network off (the context's offline
 * mode), says plainly that it is offline, and a newer build is what a reload serves.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, DIST_DIR, RESULTS_DIR, startServer, watchedPage } from './harness.mjs';
import { playToEnd } from './driver.mjs';
import { startLocal } from './local-table.mjs';
import { LAPTOP } from './table-dock.mjs';

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Loads the app and waits until its service worker controls the page (all files precached). */
async function installed(page, origin) {
  await page.goto(origin);
  await page.waitForSelector('[data-lobby-ready]');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
}

const buildOf = (page) =>
  page.evaluate(() => document.querySelector('meta[name="gridplay-build"]')?.content);

/** A request that fails because the network is off is what this test does on purpose. */
const offlineNoise = (line) => /ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError/i.test(line);

async function playsOffline(origin, browser, ids) {
  const context = await browser.newContext({ viewport: LAPTOP });
  await context.addInitScript(() => window.localStorage.setItem('gridplay:botPace', '0'));
  const { page, problems } = await watchedPage(context);
  try {
    await installed(page, origin);
    const manifest = await page.evaluate(() =>
      fetch('/manifest.webmanifest').then((r) => r.json()),
    );
    assert(manifest.name && manifest.icons?.length >= 2, 'the app has no usable web manifest');
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('[data-lobby-ready]');
    await page.locator('[data-offline]').waitFor();
    await page.screenshot({ path: join(RESULTS_DIR, 'offline-lobby.png') });
    for (const id of ids) {
      await startLocal(page, origin, id, 'ai');
      const before = await page.locator('[data-log] li').count();
      const { steps } = await playToEnd([page], { stopAfter: 6, stallMs: 30_000 });
      const after = await page.locator('[data-log] li').count();
      assert(steps > 0 && after > before, `${id}: no play offline (${steps} clicks, log ${after})`);
    }
    // A tutorial step, when some game has a tutorial.
    await page.goto(origin);
    await page.waitForSelector('[data-lobby-ready]');
    const learn = page.locator('[data-learn]').first();
    const tutorial = (await learn.count()) > 0 ? await learn.getAttribute('data-learn') : null;
    if (tutorial) {
      await page.locator(`[data-learn="${tutorial}"]`).first().click();
      await page.waitForSelector('[data-coach]');
      const step = await page.locator('.coach-progress').innerText();
      await page.locator('[data-tutorial-target]').first().click();
      await page.waitForFunction(
        (was) => document.querySelector('.coach-progress')?.textContent !== was,
        step,
      );
    }
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.locator('[data-offline]').waitFor({ state: 'detached' });
    const real = problems.filter((line) => !offlineNoise(line));
    assert(real.length === 0, `console errors:\n${real.join('\n')}`);
  } finally {
    await context.close();
  }
}

async function updateServedAfterReload(browser, ids) {
  const served = mkdtempSync(join(tmpdir(), 'gridplay-served-'));
  const next = mkdtempSync(join(tmpdir(), 'gridplay-next-'));
  cpSync(DIST_DIR, served, { recursive: true });
  const server = await startServer(served);
  const context = await browser.newContext({ viewport: LAPTOP });
  const { page, problems } = await watchedPage(context);
  try {
    await installed(page, server.origin);
    const first = await buildOf(page);
    buildApp(next, { GRIDPLAY_BUILD_ID: `update-test-${Date.now()}` });
    rmSync(served, { recursive: true, force: true });
    cpSync(next, served, { recursive: true });
    await page.reload();
    // The new worker takes over and the page reloads onto the new build by itself.
    await page.waitForFunction(
      (was) => document.querySelector('meta[name="gridplay-build"]')?.content !== was,
      first,
      { timeout: 60_000 },
    );
    assert((await buildOf(page)).startsWith('update-test-'), 'the new build is not served');
    // No stale mix: a board chunk of the new build loads and plays.
    await startLocal(page, server.origin, ids[0], 'ai');
    await page.waitForSelector('[data-move], [data-choice]');
    assert(problems.length === 0, `console errors:\n${problems.join('\n')}`);
  } finally {
    await context.close();
    await server.stop();
    rmSync(served, { recursive: true, force: true });
    rmSync(next, { recursive: true, force: true });
  }
}

/** Registers the lane's tests with Playwright Test's `test` (see offline.spec.mjs). */
export function offlineTests(test, ids) {
  test('offline: against the AI in every game and a tutorial step, network off', ({
    origin,
    browser,
  }) => playsOffline(origin, browser, ids));
  test('offline: a reload after a new build serves the new build, no stale mix', ({ browser }) =>
    updateServedAfterReload(browser, ids));
}
