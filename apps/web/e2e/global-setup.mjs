/**
 * Before any browser test: chromium is there, the app is built (into E2E_DIST, so several people
 * can test one work tree side by side), and the lobby lists the games the tests were named
 * after; its screenshots are kept. The servers themselves are worker fixtures (fixtures.mjs).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp, launchBrowser, requireChromium, RESULTS_DIR, startServer } from './harness.mjs';
import { gameIds } from './installed-games.mjs';

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

export default async function globalSetup() {
  requireChromium();
  mkdirSync(RESULTS_DIR, { recursive: true });
  console.log('web e2e: building the app…');
  buildApp();
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(server.origin);
    await page.waitForSelector('[data-lobby-ready]');
    const ids = await page
      .locator('[data-game]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-game')));
    await page.screenshot({ path: join(RESULTS_DIR, 'lobby.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: join(RESULTS_DIR, 'lobby-phone.png'), fullPage: true });
    if (ids.length === 0) throw new Error('the lobby shows no installed game');
    const named = gameIds();
    if (ids.join(',') !== named.join(','))
      throw new Error(
        `the lobby lists ${ids.join(', ')} but the tests were named after ${named.join(', ')} (e2e/list-games.mts)`,
      );
    console.log(`web e2e: the lobby lists ${ids.join(', ')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
