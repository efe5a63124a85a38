/**
 * The MegaMan Trading Card Game as a boardgame.io game. A turn is the active player's draw,
 * resource, main and battle phases (`phases/`); each decision is a stage held by one seat
 * (`G.pending`): in the main phase the opportunity passes back and forth between the players.
 */
import { RULES_OWN_THE_FLOW, type AiMove, type GridplayGame } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { enumerate } from './ai';
import { BRING_STAGE, bringDeck, isBringing } from './bring-deck';
import { discardDown } from './moves/draw-phase';
import { endResources, playResource } from './moves/resource-phase';
import { blast, chooseDestiny, pass, playChip, playEvent, spend } from './moves/main-phase';
import { handOn } from './moves/common';
import { beginTurn } from './phases/draw-phase';
import { DEFAULT_DECK, setup, setupProblem } from './setup';
import { opponentOf, type MegaManState, type MegaManView, type Seat, type Stage } from './state';
import { playerView } from './view';

export const STAGE_MOVES: Record<Stage, Record<string, unknown>> = {
  discardDown: { discardDown },
  resources: { playResource, endResources },
  main: { playEvent, playChip, spend, blast, pass },
  chooseDestiny: { chooseDestiny },
};

// Before the deal: the seats bringing their deck at the table, all at once (`bring-deck.ts`).
const stages = {
  ...Object.fromEntries(Object.entries(STAGE_MOVES).map(([name, moves]) => [name, { moves }])),
  [BRING_STAGE]: { moves: { bringDeck } },
};

/** Before the deal a bot brings its seat's default demo deck; then the rules' `enumerate`. */
function decisions(G: MegaManState | MegaManView, ctx: Ctx, playerID: PlayerID): AiMove[] {
  if (G.bringing?.length)
    return isBringing(G, playerID) && ctx.gameover === undefined
      ? [{ move: 'bringDeck', args: [{ deck: DEFAULT_DECK[playerID as Seat] }] }]
      : [];
  return enumerate(G, ctx, playerID);
}

export const game: GridplayGame<MegaManState, MegaManView> = {
  name: 'megaman',
  minPlayers: 2,
  maxPlayers: 2,
  setup: setup as never,
  validateSetupData: (setupData, numPlayers) => setupProblem(setupData, numPlayers),
  // No moves outside a stage: every decision belongs to the seat the rules name.
  moves: {},
  turn: {
    order: {
      first: ({ G, ctx }) => ctx.playOrder.indexOf(G.first),
      // After the decks were brought, the first turn is the destiny cut's winner's.
      next: ({ G, ctx }) =>
        G.turnNumber === 0
          ? ctx.playOrder.indexOf(G.first)
          : (ctx.playOrderPos + 1) % ctx.numPlayers,
    },
    onBegin: ({ G, ctx, events }) => {
      if (G.bringing?.length) {
        events.setActivePlayers({
          value: Object.fromEntries(G.bringing.map((seat) => [seat, BRING_STAGE])),
        });
        return;
      }
      const seat = ctx.currentPlayer as Seat;
      G.activeSeat = seat;
      beginTurn(G, seat);
      handOn(G, events);
    },
    stages: stages,
  },
  endIf: ({ G }) =>
    G.loser === null ? undefined : { winner: opponentOf(G.loser), loser: G.loser },
  events: RULES_OWN_THE_FLOW,
  playerView,
  ai: { enumerate: decisions },
};
