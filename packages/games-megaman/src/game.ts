/**
 * The MegaMan Trading Card Game as a boardgame.io game, in the rulebook's order: preparing for
 * play (`setup.ts`: the decks, the destiny cut, the opening hands — after the seats bring their
 * decks, when they choose them at the table), then turns in turn. A turn is the active player's
 * draw, resource, main and battle phases and its end (`phases/1-draw.ts` … `5-end-of-turn.ts`);
 * each decision is a stage held by one seat (`G.pending`): in the main phase the opportunity
 * passes back and forth between the players. The battle leaves nothing pending, and the turn ends.
 */
import { RULES_OWN_THE_FLOW, type GridplayGame } from '@gridplay/core';
import type { StageMap } from 'boardgame.io';
import { BRING_STAGE, bringDeck } from './bring-deck';
import { enumerate } from './legal-moves';
import { discardDown } from './moves/discard-down';
import { endResources, playResource } from './moves/resources';
import { playChip, playEvent } from './moves/play-card';
import { spend } from './moves/spend';
import { blast, chooseDestiny } from './moves/blast';
import { pass } from './moves/pass';
import { beginTurn } from './phases/1-draw';
import { handOn } from './phases/flow';
import { setup, setupRefusal } from './setup';
import { opponentOf, type MegaManState, type MegaManView, type Seat, type Stage } from './state';
import { playerView } from './view';

/** The moves each decision of a turn offers, in the turn's order. */
const TURN_STAGES: Record<Stage, StageMap<MegaManState>[string]> = {
  discardDown: { moves: { discardDown } },
  resources: { moves: { playResource, endResources } },
  main: { moves: { playEvent, playChip, spend, blast, pass } },
  chooseDestiny: { moves: { chooseDestiny } },
};

const stages: StageMap<MegaManState> = {
  // Before the deal: the seats bringing their deck at the table, all at once (`bring-deck.ts`).
  [BRING_STAGE]: { moves: { bringDeck } },
  ...TURN_STAGES,
};

export const game: GridplayGame<MegaManState, MegaManView> = {
  name: 'megaman',
  minPlayers: 2,
  maxPlayers: 2,
  setup,
  validateSetupData: (setupData, numPlayers) => setupRefusal(setupData, numPlayers),
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
      // The draw phase begins the turn; each phase hands on to the next (`phases/`).
      const seat = ctx.currentPlayer as Seat;
      G.activeSeat = seat;
      beginTurn(G, seat);
      handOn(G, events);
    },
    stages,
  },
  endIf: ({ G }) =>
    G.loser === null ? undefined : { winner: opponentOf(G.loser), loser: G.loser },
  events: RULES_OWN_THE_FLOW,
  playerView,
  ai: { enumerate },
};
