/* global fetch */
/**
 * Browser test of accounts (`node e2e/accounts.mjs`, or `runAccountTests` from a runner): a guest
 * page asks nothing about accounts; a player registers in the top bar's form, lands on their
 * profile, stays logged in across a reload, a second browser context sees the profile and a
 * leaderboard, and logging out returns the top bar to "Log in". No console error anywhere.
 */
import { join } from 'node:path';
import { buildApp, launchBrowser, RESULTS_DIR, startServer, watchedPage } from './harness.mjs';

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** A page whose account requests are counted. */
async function accountPage(context) {
  const watched = await watchedPage(context);
  const accountRequests = [];
  watched.page.on('request', (request) => {
    if (new URL(request.url()).pathname.match(/^\/api\/(me|auth)/))
      accountRequests.push(request.url());
  });
  return { ...watched, accountRequests };
}

const topBarLink = (page, name) => page.locator('header.topbar nav').getByRole('link', { name });

export async function runAccountTests(origin, browser, test) {
  await test('accounts: register, profile, reload, another context, leaderboard, log out', async () => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    try {
      const { page, problems, accountRequests } = await accountPage(first);
      await page.goto(origin);
      await page.waitForSelector('[data-lobby-ready]');
      await topBarLink(page, 'Log in').waitFor();
      assert(accountRequests.length === 0, `a guest page asked ${accountRequests.join(', ')}`);

      await topBarLink(page, 'Log in').click();
      await page.getByRole('button', { name: 'New here? Register' }).click();
      await page.getByLabel('Name').fill('E2e_Ada');
      await page.getByLabel('Password').fill('a long password');
      await page.screenshot({ path: join(RESULTS_DIR, 'accounts-register.png') });
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'E2e_Ada' }).waitFor();
      await page.getByText('No rated matches yet.').waitFor();
      await topBarLink(page, 'E2e_Ada').waitFor();
      await page.screenshot({ path: join(RESULTS_DIR, 'accounts-profile.png') });

      await page.reload();
      await topBarLink(page, 'E2e_Ada').waitFor();

      const other = await accountPage(second);
      await other.page.goto(`${origin}/players/e2e_ada`);
      await other.page.getByRole('heading', { level: 1, name: 'E2e_Ada' }).waitFor();
      await topBarLink(other.page, 'Log in').waitFor();
      const game = await other.page.evaluate(async () => {
        const games = await (await fetch('/api/games')).json();
        return games[0].id;
      });
      const title = await other.page.evaluate(
        async (id) => (await (await fetch('/api/games')).json()).find((g) => g.id === id).title,
        game,
      );
      await other.page
        .getByRole('navigation', { name: 'Leaderboards' })
        .getByRole('link', { name: title })
        .click();
      await other.page.getByText('Nobody has played enough rated matches yet.').waitFor();
      assert(
        other.page.url().endsWith(`/leaderboard/${game}`),
        `Leaderboards opened ${other.page.url()}`,
      );

      await page.getByRole('button', { name: 'Log out' }).click();
      await topBarLink(page, 'Log in').waitFor();
      const me = await page.evaluate(async () => (await fetch('/api/me')).status);
      assert(me === 401, `after logging out /api/me answered ${me}`);
      const hint = (await first.cookies()).find((c) => c.name === 'gridplay_signed_in');
      assert(!hint, 'the signed-in hint outlived the logout');
      const session = (await first.cookies()).length;
      assert(session === 0, `cookies left after logging out: ${session}`);

      const real = [...problems, ...other.problems].filter((p) => !/status of 401/.test(p));
      assert(real.length === 0, `console errors:\n${real.join('\n')}`);
    } finally {
      await first.close();
      await second.close();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildApp();
  const server = await startServer();
  const browser = await launchBrowser();
  let failed = 0;
  try {
    await runAccountTests(server.origin, browser, async (name, run) => {
      try {
        await run();
        console.log(`  ✓ ${name}`);
      } catch (error) {
        failed++;
        console.log(`  ✗ ${name}\n${error.stack}`);
      }
    });
  } finally {
    await browser.close();
    await server.stop();
  }
  process.exit(failed ? 1 : 0);
}
