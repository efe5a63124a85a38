/** Scenario set-up for the tests: a table with chosen cups, opener, bid and options. */
import { expect } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import type { Face } from '../dice';
import module from '../index';
import type { Bid, State } from '../state';

export interface TableSetup {
  /** Who is to act (and opened the round), default '0'. */
  toAct?: string;
  bid?: Bid | null;
  calza?: boolean;
  palifico?: boolean;
  /** This round is a Palifico round. */
  palificoRound?: boolean;
  seed?: string;
}

/** A match whose cups are exactly `cups` (one entry a seat; [] = out), `toAct` to act. */
export function table(cups: Record<string, Face[]>, setup: TableSetup = {}): LocalMatch<State> {
  const toAct = setup.toAct ?? '0';
  const match = new LocalMatch<State>(module.game, {
    numPlayers: Object.keys(cups).length,
    seed: setup.seed ?? 'scenario',
    setupData: { calza: setup.calza ?? false, palifico: setup.palifico ?? false },
  });
  return match.patch(
    (G) => {
      G.cups = structuredClone(cups);
      G.opener = toAct;
      G.bid = setup.bid ?? null;
      G.palifico = setup.palificoRound ?? false;
    },
    { currentPlayer: toAct, playOrderPos: match.ctx.playOrder.indexOf(toAct) },
  );
}

/** The move must be accepted. */
export function ok(match: LocalMatch<State>, seat: string, move: string, ...args: unknown[]) {
  expect(match.move(seat, move, ...args)).toEqual({ ok: true });
}

/** The move must be refused for exactly `reason`, and change nothing. */
export function refused(
  match: LocalMatch<State>,
  seat: string,
  move: string,
  args: unknown[],
  reason: string,
) {
  const before = match.state;
  expect(match.move(seat, move, ...args)).toEqual({ ok: false, reason });
  expect(match.state).toBe(before);
}

export const bidOf = (quantity: number, face: Face, bidder: string): Bid => ({
  quantity,
  face,
  bidder,
});

/** Number of dice in every cup, seat by seat. */
export const sizes = (G: State) => Object.values(G.cups).map((cup) => cup.length);
