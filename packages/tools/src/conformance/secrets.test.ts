/**
 * The secrets checks catch each leak a newcomer writes into a hidden-dice game (Bluff Dice,
 * fixtures/bluff-dice.ts), name what leaked, where and to whom, and pass the honest game.
 */
import { describe, expect, it } from 'vitest';
import { randomPlayouts } from './checks';
import type { LongFormMove } from 'boardgame.io';
import { goofspiel, type GoofspielState } from '@gridplay/core/testing';
import { defineGameModule } from '@gridplay/core';
import { bluffDice, type Leak } from './fixtures/bluff-dice';
import { checkSecrets, type SecretFindings } from './secrets';
import { runConformanceSuite } from './suite';

runConformanceSuite(bluffDice(), { seeds: 6 });

const options = { seeds: 4 };
function findingsFor(leak?: Leak): SecretFindings {
  const module = bluffDice(leak);
  const { findings, playouts } = randomPlayouts(module, options);
  expect(findings).toEqual([]);
  return checkSecrets(module, playouts, options);
}

describe('the secrets checks catch what a newcomer gets wrong', () => {
  it('the honest game yields no finding', () => {
    expect(findingsFor()).toEqual({ views: [], ownView: [], copies: [], moves: [] });
  });

  it('a reveal copied after the next round was rolled: a copy of the new hidden dice', () => {
    const { views, ownView, copies } = findingsFor('reveal-after-reroll');
    expect(views).toEqual([]);
    expect(ownView).toEqual([]);
    expect(copies[0]).toMatch(
      /after action \d+ \(seat \d's challenge\[\]\): seat (\d)'s view holds a copy of seat (?!\1)\d's hidden \[[1-6](,[1-6]){4}\] \(seat \d sees it at G\.dice\.\d\) at G\.lastReveal\.\d: a copy of a secret is the secret/,
    );
  });

  it('a public figure computed from hidden dice: the view after a bid depends on them', () => {
    const { views, copies, moves } = findingsFor('public-figure');
    expect(views).toEqual([]);
    expect(copies).toEqual([]);
    expect(moves[0]).toMatch(
      /after action \d+ \(seat \d's bid\[\d+,\d\]\): (seat \d|a spectator)'s view after the move depends on seat \d's secrets without revealing them: G\.matching reads \d+, and \d+ when only seat \d's secrets differ/,
    );
  });

  it("a log line that lists the bidder's dice", () => {
    const { views, copies, moves } = findingsFor('log-lists-dice');
    expect(views).toEqual([]);
    expect(moves[0]).toMatch(
      /bid\[\d+,\d\]\): the log entry (seat \d|a spectator) receives depends on seat \d's secrets: entry 0's metadata\.text reads "Player \d bids \d+ × \d \(holding [1-6](, [1-6]){4}\)"/,
    );
    expect(copies[0]).toMatch(
      /bid\[\d+,\d\]\): the log line "Player (\d) bids \d+ × \d \(holding [1-6](, [1-6]){4}\)" that (seat \d|a spectator) receives \(entry 0\) shows seat \d's hidden \[[1-6](,[1-6]){4}\] \(seat \d sees it at G\.dice\.\d\)/,
    );
  });

  it('a figure the rules disclose is accepted at its declared place only', () => {
    const module = bluffDice('public-figure');
    const { playouts } = randomPlayouts(module, options);
    const rule = 'Bluff Dice variant: the dealer announces how many dice match each bid';
    expect(
      checkSecrets(module, playouts, { disclosedByRules: { 'G.matching': rule } }).moves,
    ).toEqual([]);
    expect(
      checkSecrets(module, playouts, { disclosedByRules: { 'G.bid': rule } }).moves[0],
    ).toMatch(/G\.matching reads/);
  });

  it("a seat's own dice hidden from it", () => {
    const { views, copies, moves, ownView } = findingsFor('own-dice-hidden');
    expect({ views, copies, moves }).toEqual({ views: [], copies: [], moves: [] });
    expect(ownView).toContainEqual(
      expect.stringMatching(
        /^seat 0 never sees its own secrets: perturbSecrets changed them at \d+ checked points, and seat 0's own view never changed/,
      ),
    );
  });

  it('a secret choice whose move is not marked secret: its arguments reach the other seat', () => {
    const honest = randomPlayouts(goofspiel, options).playouts;
    expect(checkSecrets(goofspiel, honest, options)).toEqual({
      views: [],
      ownView: [],
      copies: [],
      moves: [],
    });
    const bid = goofspiel.game.moves!.bid as LongFormMove<GoofspielState>;
    const inClear = defineGameModule({
      ...goofspiel,
      game: { ...goofspiel.game, moves: { bid: { ...bid, redact: false } } },
    });
    const { copies } = checkSecrets(inClear, randomPlayouts(inClear, options).playouts, options);
    expect(copies[0]).toMatch(
      /after action \d+ \(seat (\d)'s bid\[(\d)\]\): seat (?!\1)\d receives the arguments \[\2\] of seat \1's bid in the log, and \2 is hidden from it at G\.bids\.\1 after the move: a secret choice needs defineMove\(\{ secret: true \}\)/,
    );
  });
});
