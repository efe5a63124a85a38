/* global document, fetch */
/**
 * Browser test of accounts (`node e2e/accounts.mjs`, or `runAccountTests` from a runner): a guest
 * page asks nothing about accounts; a player registers in the top bar's form, lands on their
 * profile, stays logged in across a reload, a second browser context sees the profile and a
 * leaderboard, and logging out returns the top bar to "Log in". No console error anywhere.
 */
import { join } from 'node:path';
import { RESULTS_DIR, watchedPage } from './harness.mjs';

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

/** Registers the lane's tests with Playwright Test's `test` (see accounts.spec.mjs). */
export function accountTests(test) {
  test('accounts: register, profile, reload, another context, leaderboard, log out', async ({
    origin,
    browser,
  }) => {
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

/** Registers `name` from the top bar's form in a fresh context's page. */
async function registerIn(context, origin, name) {
  const watched = await accountPage(context);
  const { page } = watched;
  await page.goto(origin);
  await page.waitForSelector('[data-lobby-ready]');
  await topBarLink(page, 'Log in').click();
  await page.getByRole('button', { name: 'New here? Register' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill('a long password');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return watched;
}

/** Two players' ratings for `game` as the public profile shows them. */
const ratingOf = (page, name, game) =>
  page.evaluate(
    async ([who, id]) => (await (await fetch(`/api/players/${who}`)).json()).ratings[id],
    [name, game],
  );

export function playNowTests(test) {
  test('accounts: two players press Play now, are paired in a rated match, one resigns, profiles and leaderboard change', async ({
    origin,
    browser,
  }) => {
    const contexts = [await browser.newContext(), await browser.newContext()];
    const names = ['E2e_Quick', 'E2e_Steady'];
    try {
      const players = [];
      for (const [index, context] of contexts.entries())
        players.push(await registerIn(context, origin, names[index]));
      const [a, b] = players;
      const game = await a.page.evaluate(async () => {
        const games = await (await fetch('/api/games')).json();
        return games.find((g) => g.minPlayers <= 2 && g.maxPlayers >= 2).id;
      });
      for (const player of players)
        assert((await ratingOf(player.page, names[0], game)) === undefined, 'rated before playing');

      // The create form offers "Rated" to a logged-in player.
      await a.page.goto(`${origin}/play/${game}/new?mode=online`);
      const rated = a.page.locator('[data-rated]');
      await rated.waitFor();
      assert(await rated.isEnabled(), 'the Rated switch is disabled for a logged-in player');

      // Both press Play now on the same game card: the first waits (and sees the time), the
      // second is paired at once; both land on the match.
      await a.page.goto(origin);
      await a.page.locator(`[data-play-now="${game}"]`).click();
      await a.page.locator(`[data-play-now-waiting="${game}"] [data-play-now-waited]`).waitFor();
      await a.page.screenshot({ path: join(RESULTS_DIR, 'accounts-play-now-waiting.png') });
      await b.page.goto(origin);
      await b.page.locator(`[data-play-now="${game}"]`).click();
      for (const { page } of players) {
        await page.waitForURL(new RegExp(`/match/${game}/`), { timeout: 15_000 });
        await page.waitForSelector('[data-match]');
      }
      assert(
        a.page.url() === b.page.url(),
        `paired into two matches: ${a.page.url()} ${b.page.url()}`,
      );
      // The panels of a rated match show each player's rating.
      await a.page.locator('[data-seat-rating="1500"]').nth(1).waitFor();
      // …on screen: a long name ellipsizes; neither a badge nor a side panel spills off the window.
      const spill = await a.page.evaluate(() => {
        const edge = document.documentElement.clientWidth;
        const boxes = [...document.querySelectorAll('[data-seat-rating], .side > *')];
        return Math.max(...boxes.map((box) => box.getBoundingClientRect().right - edge));
      });
      assert(spill <= 0, `the players' panel spills ${spill} px off the window`);
      await a.page.screenshot({ path: join(RESULTS_DIR, 'accounts-rated-match.png') });

      // Steady resigns (a real result): Quick wins, both are told.
      await b.page.locator('[data-resign]').click();
      await b.page.locator('[data-resign-confirm]').click();
      await a.page.locator('[data-gameover="won"]').first().waitFor({ timeout: 15_000 });
      await b.page.locator('[data-gameover="lost"]').first().waitFor({ timeout: 15_000 });
      await a.page.locator('[data-ending="resigned"]').first().waitFor();

      // Both profiles and the leaderboard changed.
      await b.page.goto(`${origin}/players/${names[0]}`);
      await b.page
        .locator('[data-recent-matches]')
        .getByText(/win, rating \d+/)
        .waitFor();
      await a.page.goto(`${origin}/players/${names[1]}`);
      await a.page
        .locator('[data-recent-matches]')
        .getByText(/loss, rating \d+/)
        .waitFor();
      const [won, lost] = [
        await ratingOf(a.page, names[0], game),
        await ratingOf(a.page, names[1], game),
      ];
      assert(won.games === 1 && lost.games === 1, `games counted: ${JSON.stringify([won, lost])}`);
      assert(won.rating > 1500 && lost.rating < 1500, `ratings: ${won.rating} / ${lost.rating}`);
      await a.page.goto(`${origin}/leaderboard/${game}`);
      const rows = a.page.locator('[data-leaderboard] tbody tr');
      await rows.nth(1).waitFor();
      const order = await rows.allInnerTexts();
      const at = (name) => order.findIndex((row) => row.includes(name));
      assert(at(names[0]) >= 0 && at(names[0]) < at(names[1]), `leaderboard: ${order.join(' | ')}`);
      await a.page.screenshot({ path: join(RESULTS_DIR, 'accounts-leaderboard.png') });

      // My games follows the account: a third context logged in as Quick lists the match.
      const third = await browser.newContext();
      try {
        const watched = await accountPage(third);
        await watched.page.goto(origin);
        await topBarLink(watched.page, 'Log in').click();
        await watched.page.getByLabel('Name').fill(names[0]);
        await watched.page.getByLabel('Password').fill('a long password');
        await watched.page.getByRole('button', { name: 'Log in', exact: true }).click();
        await topBarLink(watched.page, names[0]).waitFor();
        await watched.page.goto(origin);
        await watched.page.locator('[data-my-games] [data-status="finished"]').waitFor();
        players.push(watched);
      } finally {
        await third.close();
      }

      const real = players.flatMap((p) => p.problems).filter((p) => !/status of 401/.test(p));
      assert(real.length === 0, `console errors:\n${real.join('\n')}`);
    } finally {
      for (const context of contexts) await context.close();
    }
  });
}

/** Registers the Play now AI-offer test: a guest alone in the queue takes the AI at a level. */
export function playNowAiTests(test) {
  test('accounts: a guest alone in Play now takes the AI offered after the wait, at the level chosen (Hard)', async ({
    origin,
    browser,
  }) => {
    const context = await browser.newContext();
    try {
      const watched = await watchedPage(context);
      const { page } = watched;
      await page.goto(origin);
      const game = await page.evaluate(async () => {
        const games = await (await fetch('/api/games')).json();
        return games.find((g) => g.minPlayers <= 2 && g.maxPlayers >= 2).id;
      });
      await page.locator('[data-ai-after]').selectOption('15');
      await page.locator(`[data-play-now="${game}"]`).click();
      const offer = page.locator(`[data-play-now-waiting="${game}"] [data-play-now-ai-offer]`);
      await offer.waitFor({ timeout: 30_000 });
      await offer.getByLabel('AI level').selectOption('hard');
      await offer.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(RESULTS_DIR, 'accounts-play-now-ai-offer.png') });
      await offer.locator('[data-play-now-ai]').click();
      await page.waitForURL(new RegExp(`/match/${game}/`), { timeout: 15_000 });
      await page.waitForSelector('[data-match]');
      const matchID = new URL(page.url()).pathname.split('/').pop();
      const levels = await page.evaluate(
        async ([name, id]) => {
          const match = await (await fetch(`/games/${name}/${id}`)).json();
          return match.players.map((player) => player.data?.bot ?? null);
        },
        [game, matchID],
      );
      assert(
        levels.filter((level) => level !== null).join() === 'hard',
        `the AI seats' levels are ${JSON.stringify(levels)}, not one "hard"`,
      );
      const real = watched.problems.filter((p) => !/status of 401/.test(p));
      assert(real.length === 0, `console errors:\n${real.join('\n')}`);
    } finally {
      await context.close();
    }
  });
}
