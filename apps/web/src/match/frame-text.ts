/**
 * The words of the frame around a board: the status bar, the log lines and the result. Pure
 * functions of the seat's state and the game module, so every game gets them for free.
 */
import { activePlayersOf, seatName, type GameModule } from '@gridplay/core';
import type { Ctx, LogEntry } from 'boardgame.io';

export interface Status {
  /** "Your turn", "MCP's turn", "Waiting for Tron and MCP". */
  turn: string;
  /** Human name of the phase / stage, if the game has phases. */
  phase?: string;
  /** What this seat may do now. */
  prompt: string;
  /** Whether this seat must act now. */
  mine: boolean;
}

function names(module: Pick<GameModule, 'meta'>, ids: string[], me: string | null): string {
  const words = ids.map((id) => (id === me ? 'you' : seatName(module.meta, id)));
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function statusOf(
  module: Pick<GameModule, 'meta' | 'prompt' | 'phaseLabel'>,
  state: { G: unknown; ctx: Ctx },
  playerID: string | null,
): Status {
  const { ctx } = state;
  const active = activePlayersOf(ctx);
  const mine = playerID !== null && active.includes(playerID);
  const stage = playerID !== null ? ctx.activePlayers?.[playerID] : undefined;
  const phaseName = stage ?? ctx.phase ?? undefined;
  const label = phaseName ? module.phaseLabel?.(phaseName) : undefined;
  // A game that returns the raw name for a stage it does not label still gets readable words.
  const phase = phaseName
    ? label && label !== phaseName
      ? label
      : humanize(phaseName)
    : undefined;
  let turn: string;
  if (ctx.gameover !== undefined) turn = 'Game over';
  else if (mine && active.length === 1) turn = 'Your turn';
  else if (mine)
    turn = `Your move (with ${names(
      module,
      active.filter((id) => id !== playerID),
      playerID,
    )})`;
  else turn = `Waiting for ${names(module, active, playerID)}`;
  let prompt = '';
  try {
    prompt = module.prompt?.(state as { G: never; ctx: Ctx }, playerID) ?? '';
  } catch {
    // A game's prompt must never take the frame down with it.
  }
  if (!prompt)
    prompt =
      ctx.gameover !== undefined
        ? ''
        : mine
          ? 'Make your move.'
          : playerID === null
            ? 'You are watching.'
            : 'Please wait.';
  return { turn, phase, prompt, mine };
}

/** "playCard" → "play card". */
export function humanize(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

export interface LogLine {
  key: string;
  seat: string | undefined;
  text: string;
}

/** One line per player action, in the words the move's `describe` wrote. */
export function logLines(module: Pick<GameModule, 'meta'>, log: readonly LogEntry[]): LogLine[] {
  const lines: LogLine[] = [];
  log.forEach((entry, i) => {
    if ((entry as { automatic?: boolean }).automatic) return;
    const payload = entry.action?.payload as { type?: string; playerID?: string } | undefined;
    if (!payload?.type) return;
    // Events fired by a move's own code carry no player: the move's line already tells the story.
    if (entry.action.type === 'GAME_EVENT' && payload.playerID === undefined) return;
    const who =
      payload.playerID !== undefined ? seatName(module.meta, payload.playerID) : undefined;
    const described = (entry.metadata as { text?: unknown } | undefined)?.text;
    let text: string;
    if (typeof described === 'string' && described) text = described;
    else if (entry.action.type === 'GAME_EVENT')
      text = `${who ?? 'The game'} ${eventWords(payload.type)}`;
    else text = `${who ?? 'Someone'}: ${humanize(payload.type)}`;
    lines.push({ key: `${entry._stateID}-${i}`, seat: payload.playerID, text });
  });
  return lines;
}

function eventWords(event: string): string {
  switch (event) {
    case 'endTurn':
      return 'ends the turn';
    case 'endPhase':
      return 'ends the phase';
    case 'endStage':
      return 'is done';
    case 'pass':
      return 'passes';
    default:
      return humanize(event);
  }
}

/** The result for the game-over screen, and whether this seat won. */
export function outcomeOf(
  module: Pick<GameModule, 'meta' | 'outcome'>,
  state: { G: unknown; ctx: Ctx },
  playerID: string | null,
): { text: string; verdict: 'won' | 'lost' | 'draw' | 'over' } {
  const gameover = state.ctx.gameover as
    { winner?: string; draw?: boolean; winners?: string[] } | undefined;
  const winners =
    gameover?.winners ?? (gameover?.winner !== undefined ? [String(gameover.winner)] : []);
  let verdict: 'won' | 'lost' | 'draw' | 'over' = 'over';
  if (gameover?.draw) verdict = 'draw';
  else if (playerID !== null && winners.length > 0)
    verdict = winners.includes(playerID) ? 'won' : 'lost';
  let text = '';
  try {
    text = module.outcome?.(state.ctx.gameover, state as { G: never; ctx: Ctx }) ?? '';
  } catch {
    // Fall back to the generic words below.
  }
  if (!text) {
    if (gameover?.draw) text = 'A draw.';
    else if (winners.length > 0)
      text = `${names(module, winners, null)} win${winners.length === 1 ? 's' : ''}.`;
    else text = 'The game is over.';
  }
  return { text, verdict };
}
