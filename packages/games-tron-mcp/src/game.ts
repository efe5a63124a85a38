/**
 * Tron vs the MCP, assembled as a boardgame.io game. One round is phases 1–8 in order; inside
 * each phase both players act in the order the rules name them, each decision a stage held by
 * exactly one seat (the defender answers inside the attacker's phase). `G.pending` names the
 * decision; a phase ends when nothing is pending.
 */
import type { Ctx, MoveMap } from 'boardgame.io';
import {
  decisionPhasesWith,
  RULES_OWN_THE_FLOW,
  shuffledSeatPiles,
  stagesFromMoves,
  type GridplayGame,
  type Randomness,
} from '@gridplay/core';
import { mcpDeck, tronDeck } from './cards';
import { enumerate } from './legal-moves';
import { beginMulligan } from './phases/0-mulligan';
import { beginDataInput } from './phases/1-data-input';
import { beginProgramExecute } from './phases/2-program-execute';
import { beginGameGrid } from './phases/3-game-grid';
import { beginStatusPhase } from './phases/4-6-status-phases';
import { beginProgramDelete } from './phases/7-program-delete';
import { beginSubRoutine } from './phases/8-sub-routine';
import { drawCards } from './effects';
import { discardExcess, mulligan } from './moves/opening';
import { downloadControl, downloadProgram } from './moves/download';
import { playStatus } from './moves/status';
import { attack, chooseDerez, commitSkill, disorient, erase, reEnergize } from './moves/attack';
import { playSubRoutine } from './moves/sub-routine';
import { pass } from './moves/pass';
import { playerView } from './view';
import {
  CONTROLS_TO_WIN,
  MCP,
  STARTING_HAND,
  TRON,
  type Stage,
  type TronMcpState,
  type TronMcpView,
} from './state';
import type { PhaseName } from './rules';

/** The moves each decision offers. */
export const STAGE_MOVES: Record<Stage, MoveMap<TronMcpState>> = {
  mulligan: { mulligan, pass },
  discardDown: { discardExcess },
  downloadControl: { downloadControl, pass },
  downloadProgram: { downloadProgram, pass },
  playStatus: { playStatus, pass },
  attack: { attack, pass },
  counter: { commitSkill, pass },
  respond: { disorient, pass },
  chooseDerez: { chooseDerez },
  reEnergize: { reEnergize, pass },
  erase: { erase, pass },
  subRoutine: { playSubRoutine, pass },
};

/** One phase of the round: its rule text runs on entry, and it ends once nothing is pending. */
const phase = decisionPhasesWith<TronMcpState, PhaseName>(stagesFromMoves(STAGE_MOVES));

export function setup({ random }: { random: Randomness }): TronMcpState {
  const G: TronMcpState = {
    round: 0,
    seats: shuffledSeatPiles({ [TRON]: tronDeck(), [MCP]: mcpDeck() }, random),
    programs: [],
    controls: [],
    phaseBegun: '',
    pending: null,
    attack: null,
    statusPlayed: false,
    subRoutinePasses: 0,
    mulligans: 0,
    reveals: [],
    mcpErased: false,
  };
  drawCards(G, TRON, STARTING_HAND, random);
  drawCards(G, MCP, STARTING_HAND, random);
  return G;
}

export function gameOver(G: TronMcpState): { winner: string; reason: string } | undefined {
  if (G.mcpErased) return { winner: TRON, reason: 'erased' };
  if (G.controls.length >= CONTROLS_TO_WIN) return { winner: MCP, reason: 'control' };
  return undefined;
}

export const game: GridplayGame<TronMcpState, TronMcpView> = {
  name: 'tron-mcp',
  minPlayers: 2,
  maxPlayers: 2,
  setup,
  phases: {
    mulligan: phase(
      'mulligan',
      (G) => {
        G.pending = beginMulligan(G);
      },
      'dataInput',
      true,
    ),
    dataInput: phase('dataInput', beginDataInput, 'programExecute'),
    programExecute: phase('programExecute', beginProgramExecute, 'gameGrid'),
    gameGrid: phase('gameGrid', beginGameGrid, 'systemEscape'),
    systemEscape: phase(
      'systemEscape',
      (G) => beginStatusPhase(G, 'systemEscape'),
      'userInterface',
    ),
    userInterface: phase(
      'userInterface',
      (G) => beginStatusPhase(G, 'userInterface'),
      'fileTransfer',
    ),
    fileTransfer: phase(
      'fileTransfer',
      (G) => beginStatusPhase(G, 'fileTransfer'),
      'programDelete',
    ),
    programDelete: phase('programDelete', beginProgramDelete, 'subRoutine'),
    subRoutine: phase('subRoutine', beginSubRoutine, 'dataInput'),
  },
  endIf: ({ G }: { G: TronMcpState; ctx: Ctx }) => gameOver(G),
  events: RULES_OWN_THE_FLOW,
  playerView,
  ai: { enumerate },
};
