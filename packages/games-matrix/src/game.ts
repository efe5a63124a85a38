/**
 * The Matrix card game, assembled as a boardgame.io game. One turn is the six phases in order
 * (Time, Zion, Zero-One, Switch, Matrix, Reality); inside each phase every decision is a stage
 * held by exactly one seat. `G.pending` names the decision; a phase ends when nothing is pending.
 */
import {
  decisionPhasesWith,
  RULES_OWN_THE_FLOW,
  shuffledSeatPiles,
  stagesFromMoves,
} from '@gridplay/core';
import type { Ctx, MoveMap } from 'boardgame.io';
import type { GridplayGame, Randomness } from '@gridplay/core';
import { deckOf, STARTING_CHARACTERS } from './cards';
import { enumerate } from './legal-moves';
import { drawCards } from './effects';
import { defOf, type PhaseName } from './rules';
import { beginTime } from './phases/1-time';
import { beginZion } from './phases/2-zion';
import { beginZeroOne } from './phases/3-zero-one';
import { beginSwitch } from './phases/4-switch';
import { beginMatrix } from './phases/5-matrix';
import { beginReality } from './phases/6-reality';
import { discardDown } from './moves/discard';
import { drawTwo, recallCharacter, takeCard } from './moves/draw';
import { bringIn } from './moves/characters';
import { plug, unplug } from './moves/switch';
import { playEvent } from './moves/contest';
import { chooseCasualty } from './moves/casualty';
import { attemptMission } from './moves/mission';
import { scrapRobot } from './moves/scrap';
import { pass } from './moves/pass';
import { playerView } from './view';
import { gameOver } from './victory';
import {
  HULL,
  HUMANS,
  MACHINES,
  SEATS,
  STARTING_HAND,
  type MatrixState,
  type MatrixView,
  type Stage,
} from './state';

/** The moves each decision offers. */
export const STAGE_MOVES: Record<Stage, MoveMap<MatrixState>> = {
  discardDown: { discardDown },
  draw: { drawTwo, takeCard, recallCharacter },
  bringIn: { bringIn, pass },
  switch: { plug, unplug, pass },
  contest: { playEvent, pass },
  casualty: { chooseCasualty },
  mission: { attemptMission },
  scrap: { scrapRobot },
  exit: { unplug, pass },
};

/** One phase of the turn: its rule text runs on entry, and it ends once nothing is pending. */
const phase = decisionPhasesWith<MatrixState, PhaseName>(stagesFromMoves(STAGE_MOVES));

export function setup({ random }: { random: Randomness }): MatrixState {
  const G: MatrixState = {
    turn: 0,
    seats: shuffledSeatPiles({ [HUMANS]: deckOf(HUMANS), [MACHINES]: deckOf(MACHINES) }, random),
    humans: [],
    machines: [],
    completed: [],
    missionPoints: 0,
    timeCounters: 0,
    hull: HULL,
    neutralized: [],
    switched: [],
    mission: null,
    matrix: { unseen: false, looping: false, casualtyOf: null, hunter: null },
    contest: null,
    lastContest: null,
    neoKilled: false,
    phaseBegun: '',
    pending: null,
  };
  // Morpheus and Trinity, Agent Smith and Agent Jones start in play (the seed).
  for (const seat of SEATS) {
    const deck = G.seats[seat].deck;
    for (const design of STARTING_CHARACTERS[seat]) {
      const card = deck.splice(
        deck.findIndex((c) => defOf(c) === design),
        1,
      )[0];
      if (seat === HUMANS) G.humans.push({ card, plugged: false });
      else G.machines.push(card);
    }
    drawCards(G, seat, STARTING_HAND, random);
  }
  return G;
}

export const game: GridplayGame<MatrixState, MatrixView> = {
  name: 'matrix',
  minPlayers: 2,
  maxPlayers: 2,
  setup,
  phases: {
    time: phase('time', (G) => beginTime(G), 'zion', true),
    zion: phase('zion', beginZion, 'zeroOne'),
    zeroOne: phase('zeroOne', beginZeroOne, 'switch'),
    switch: phase('switch', (G) => beginSwitch(G), 'matrix'),
    matrix: phase('matrix', beginMatrix, 'reality'),
    reality: phase('reality', beginReality, 'time'),
  },
  endIf: ({ G }: { G: MatrixState; ctx: Ctx }) => gameOver(G),
  events: RULES_OWN_THE_FLOW,
  playerView,
  ai: { enumerate },
};
