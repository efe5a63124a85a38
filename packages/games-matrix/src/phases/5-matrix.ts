/**
 * Phase 5, Matrix: skipped unless the Humans have a character in the Matrix (RULINGS §4 reads
 * the seed's "does have" as "does not have"). Four segments:
 *
 *   Interception — the Humans win: no Combat or Escape this phase (straight to the Mission).
 *   Combat       — the loser chooses one of its characters in the Matrix: it is killed (the
 *                  winner chooses with a hunter in the Matrix or after Mr. Anderson).
 *   Mission      — a Mission card (Neo must be in the Matrix) or the Basic Mission (1 MP).
 *                  Won: the points; a Mission card is completed and leaves the game.
 *                  Lost: the Mission card goes back to the Humans' hand.
 *   Escape       — the Machines win: another Combat, then another Escape, until the Humans win
 *                  an Escape or have no character left in the Matrix.
 *
 * When the phase ends with the Humans free (Escape won, or never intercepted), they may take
 * Matrix counters off their characters.
 */
import type { Randomness } from '@gridplay/core';
import { cardDef } from '../cards';
import { casualtyChooser, combatCasualty } from '../abilities';
import { kill } from '../effects';
import { charactersIn, humansInMatrix, neoInMatrix } from '../rules';
import { gameOver } from '../victory';
import { act, openContest } from './flow';
import {
  BASIC_MISSION_POINTS,
  HUMANS,
  opponentOf,
  type ContestKind,
  type MatrixState,
  type Seat,
} from '../state';

export function beginMatrix(G: MatrixState, random: Randomness): void {
  G.matrix = { unseen: false, looping: false, casualtyOf: null, hunter: null };
  G.mission = null;
  if (humansInMatrix(G).length === 0) {
    G.pending = null;
    return;
  }
  openContest(G, 'interception', random);
}

export function afterMatrixContest(
  G: MatrixState,
  kind: ContestKind,
  winner: Seat,
  random: Randomness,
): void {
  switch (kind) {
    case 'interception':
      if (winner === HUMANS) {
        G.matrix.unseen = true;
        beginMission(G, random);
      } else {
        openContest(G, 'combat', random);
      }
      break;
    case 'combat':
      askCasualty(G, winner, random);
      break;
    case 'mission':
      settleMission(G, winner === HUMANS);
      if (gameOver(G)) G.pending = null;
      else if (G.matrix.unseen) offerExit(G);
      else openContest(G, 'escape', random);
      break;
    case 'escape':
      if (winner === HUMANS) {
        offerExit(G);
      } else {
        G.matrix.looping = true;
        openContest(G, 'combat', random);
      }
      break;
    default:
      throw new Error(`${kind} is not a Matrix contest`);
  }
}

/**
 * The Combat loser must lose a character in the Matrix, its choice (the winner's, with a hunter
 * in the Matrix); with one candidate it is made for it. A shield may die in Neo's place.
 */
function askCasualty(G: MatrixState, winner: Seat, random: Randomness): void {
  const loser = opponentOf(winner);
  const candidates = charactersIn(G, loser, 'matrix');
  const chooser = casualtyChooser(G, winner, loser);
  G.matrix.hunter = null;
  if (candidates.length > 1) {
    G.matrix.casualtyOf = loser;
    G.pending = act(chooser, 'casualty');
    return;
  }
  if (candidates.length === 1) kill(G, combatCasualty(G, candidates[0]));
  afterCasualty(G, random);
}

/** After the Combat's casualty: on to the Mission (first Combat) or the Escape (the loop). */
export function afterCasualty(G: MatrixState, random: Randomness): void {
  if (gameOver(G) || humansInMatrix(G).length === 0) {
    G.pending = null;
    return;
  }
  if (G.matrix.looping) openContest(G, 'escape', random);
  else beginMission(G, random);
}

/** With Neo in the Matrix the Humans choose a Mission card or the Basic Mission. */
function beginMission(G: MatrixState, random: Randomness): void {
  if (neoInMatrix(G)) {
    G.pending = act(HUMANS, 'mission');
    return;
  }
  G.mission = 'basic';
  openContest(G, 'mission', random);
}

export function missionPoints(mission: string): number {
  if (mission === 'basic') return BASIC_MISSION_POINTS;
  const def = cardDef(mission);
  return def.kind === 'mission' ? def.points : 0;
}

function settleMission(G: MatrixState, won: boolean): void {
  const mission = G.mission!;
  if (won) G.missionPoints += missionPoints(mission);
  if (mission !== 'basic') {
    if (won) G.completed.push(mission);
    else G.seats[HUMANS].hand.push(mission);
  }
  G.mission = null;
}

/** The Humans may take Matrix counters off as the phase ends (none plugged: nothing to ask). */
function offerExit(G: MatrixState): void {
  G.pending = G.humans.some((h) => h.plugged) ? act(HUMANS, 'exit') : null;
}
