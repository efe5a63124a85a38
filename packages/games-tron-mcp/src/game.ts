/**
 * Tron vs the MCP, assembled as a boardgame.io game. One round is phases 1–8 in order; inside
 * each phase both players act in the order the rules name them, each decision a stage held by
 * exactly one seat (the defender answers inside the attacker's phase). `G.pending` names the
 * decision; a phase ends when nothing is pending.
 */
import type { Ctx, PhaseConfig } from 'boardgame.io';
import {
  decisionPhase,
  RULES_OWN_THE_FLOW,
  stagesFromMoves,
  type GridplayGame,
  type Randomness,
} from '@gridplay/core';
import { mcpDeck, tronDeck } from './cards';
import { enumerate } from './ai';
import { beginMulligan } from './phases/mulligan';
import { beginDataInput } from './phases/data-input';
import { beginProgramExecute } from './phases/program-execute';
import { beginGameGrid } from './phases/game-grid';
import { beginStatusPhase } from './phases/status-phases';
import { beginProgramDelete } from './phases/program-delete';
import { beginSubRoutine } from './phases/sub-routine';
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
export const STAGE_MOVES: Record<Stage, Record<string, unknown>> = {
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

const stages = stagesFromMoves(STAGE_MOVES);

/** One phase of the round: its rule text runs on entry, and it ends once nothing is pending. */
function phase(
  name: PhaseName,
  begin: (G: TronMcpState, random: Randomness) => void,
  next: PhaseName,
  start = false,
): PhaseConfig<TronMcpState> {
  return decisionPhase<TronMcpState, PhaseName>({ name, begin, next, start, stages });
}

export function setup({ random }: { random: Randomness }): TronMcpState {
  const G: TronMcpState = {
    round: 0,
    seats: {
      [TRON]: { hand: [], deck: random.Shuffle(tronDeck()), discard: [] },
      [MCP]: { hand: [], deck: random.Shuffle(mcpDeck()), discard: [] },
    },
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
