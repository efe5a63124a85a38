/** The status bar's words: what a seat is asked to do now, the phase names, the result. */
import type { Ctx, PlayerID } from 'boardgame.io';
import { seatName } from '@gridplay/core';
import { meta } from './meta';
import type { LightcycleView } from './state';

const PHASES: Record<string, string> = {
  placement: 'Setup: placing cycles',
  rounds: 'Rounds',
  place: 'Placing cycles',
  choose: 'Choosing cards',
  dash: 'Dash directions',
  respawn: 'Respawning',
};

export function prompt(
  { G: view, ctx }: { G: LightcycleView; ctx: Ctx },
  playerID: PlayerID | null,
): string {
  if (ctx.gameover !== undefined) return 'The game is over.';
  const stage = playerID === null ? undefined : ctx.activePlayers?.[playerID];
  switch (stage) {
    case 'place':
      return 'Place your cycle: pick a cell for its head, then a neighbour for its trail.';
    case 'choose':
      return view.overDrive
        ? 'Over-Drive! Choose a card (and how far a Regular move goes).'
        : 'Choose your card for this round.';
    case 'dash':
      return 'Choose the direction of your Dash.';
    case 'respawn':
      return 'You respawn: choose the cell behind you (your facing).';
    default:
      return ctx.phase === 'placement'
        ? 'Waiting for the other players to place their cycles.'
        : `Round ${view.round}: waiting for the other players.`;
  }
}

export function outcome(gameover: unknown): string {
  const result = gameover as { winner?: string; draw?: boolean };
  if (result.winner !== undefined) return `${seatName(meta, result.winner)} wins the Grid.`;
  return 'Draw: the leaders are level at the round limit.';
}

export const phaseLabel = (phase: string) => PHASES[phase] ?? phase;
