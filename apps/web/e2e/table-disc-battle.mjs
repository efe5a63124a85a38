/* global document, window */
/**
 * Disc Battle at the table (issue 25, item 5), at both viewports against the easy AI:
 *  - nothing jumps when a throw resolves: the arena and the decision dock keep their place;
 *  - the compass headings are folded behind "More…" (hidden until opened), in compass words;
 *  - the decision can be taken by keyboard alone: Tab to a quick choice, Enter plays it.
 * Fails without the board's dock (there is none to find).
 */
import { join } from 'node:path';
import { RESULTS_DIR } from './harness.mjs';
import { isOver } from './driver.mjs';
import { openContext, startLocal } from './local-table.mjs';

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const myDecision = '[data-status][data-my-turn="true"]';
const dockMove = '[data-dock] button[data-move]:not([disabled]):visible';
const dockMore = '[data-dock] [data-choice="more"]:visible';

/** Waits for this seat's card (or reaction) to be up, the dock offering a move. */
async function untilMyDecision(page) {
  try {
    await page.waitForSelector(`${myDecision}, [data-gameover]`, { timeout: 20_000 });
    if (await isOver(page)) return;
    // A decision is up when the dock offers a move directly or folded behind More… (with no
    // quick choice, every offered move is a compass heading there).
    await page.locator(`${dockMove}, ${dockMore}`).first().waitFor({ timeout: 20_000 });
  } catch (error) {
    await page.screenshot({ path: join(RESULTS_DIR, 'table-disc-stuck.png') });
    // What the dock showed, so a failure says which decision was stuck.
    const dock = await page
      .locator('[data-dock]')
      .innerText()
      .catch(() => '(no dock)');
    throw new Error(`${error.message}\nthe dock read: ${dock.replace(/\s+/g, ' ').slice(0, 400)}`);
  }
}

/**
 * Where the board draws, in px: the dock, and the arena's top below the frame's status bar (the
 * frame's own "Just now" line may come and go above the board: the arena then fits the room).
 */
const layout = (page) =>
  page.evaluate(() => {
    const rect = (selector) => document.querySelector(selector).getBoundingClientRect();
    const [arena, dock, status] = [rect('.db-arena'), rect('[data-dock]'), rect('[data-status]')];
    return {
      arenaBelowStatus: Math.round(arena.top - status.bottom),
      arenaClearOfDock: arena.bottom <= dock.top,
      dock: [Math.round(dock.top), Math.round(dock.height)],
      scrollY: window.scrollY,
    };
  });

const logLines = (page) => page.locator('[data-log] li').count();

export async function discBattleAtTheTable(origin, browser, viewport, label) {
  const { context, page, problems } = await openContext(browser, viewport);
  try {
    await startLocal(page, origin, 'disc-battle', 'ai');
    // A first decision by keyboard alone: Tab reaches a quick choice in the dock, Enter plays it.
    await untilMyDecision(page);
    const before = await logLines(page);
    let reached = '';
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => {
        const el = document.activeElement;
        return el?.closest('[data-dock]') && el.matches('button[data-move]:not([disabled])')
          ? el.textContent
          : '';
      });
    }
    assert(reached, `${label}: Tab never reached a choice in the dock`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-log] li').length > n,
      before,
      { timeout: 10_000 },
    );

    // More…: the compass headings are hidden until opened, then named in compass words.
    await untilMyDecision(page);
    const more = page.locator('[data-dock] [data-choice="more"]');
    if ((await more.count()) > 0) {
      assert(!(await page.locator('#db-more').isVisible()), `${label}: More… starts open`);
      await more.click();
      const headings = await page.locator('#db-more button[data-move]').allInnerTexts();
      assert(headings.length >= 8, `${label}: only ${headings.length} choices behind More…`);
      assert(
        headings.every((t) => !/°/.test(t)) && headings.some((t) => /^[NESW]{1,3}$/.test(t)),
        `${label}: headings not in compass words: ${headings.slice(0, 6).join(', ')}`,
      );
      await page.screenshot({ path: join(RESULTS_DIR, `table-disc-more-${label}.png`) });
      await more.click();
      assert(!(await page.locator('#db-more').isVisible()), `${label}: More… does not fold`);
    }

    // A throw resolves: the dock stays where it was and the arena below the status bar, to the
    // pixel. Until the disc is in hand, take the safest choice; a lost match is started again.
    for (let tries = 0; tries < 40; tries++) {
      if (await isOver(page)) await startLocal(page, origin, 'disc-battle', 'ai');
      await untilMyDecision(page);
      if (await isOver(page)) continue;
      // Kept for review: a reaction as the player meets it (route on the arena, answers in the dock).
      if (await page.locator('[data-dock] .db-reactions').isVisible())
        await page.screenshot({ path: join(RESULTS_DIR, `table-disc-reaction-${label}.png`) });
      const throwIt = page.locator('[data-dock] [data-move="throwDisc"]:visible').first();
      if ((await throwIt.count()) === 0) {
        const safe = ['hold', 'stand', 'recall', 'react']
          .map((move) => `[data-dock] [data-move="${move}"]:not([disabled]):visible`)
          .join(', ');
        if ((await page.locator(`${safe}, ${dockMove}`).count()) === 0)
          await page.locator(dockMore).click();
        await page.locator(`${safe}, ${dockMove}`).first().click();
        continue;
      }
      const still = await layout(page);
      await throwIt.click();
      // Sampled while the throw resolves and the AI answers (waiting, reacting, its card…).
      for (let sample = 0; sample < 12; sample++) {
        await page.waitForTimeout(50);
        const after = await layout(page);
        assert(
          JSON.stringify(after) === JSON.stringify(still) && after.arenaClearOfDock,
          `${label}: the table moved when the throw resolved: ${JSON.stringify(still)} → ${JSON.stringify(after)}`,
        );
      }
      await page.screenshot({ path: join(RESULTS_DIR, `table-disc-thrown-${label}.png`) });
      assert(problems.length === 0, `${label}: console errors:\n${problems.join('\n')}`);
      return;
    }
    throw new Error(`${label}: never had the disc in hand to throw`);
  } finally {
    await context.close();
  }
}
