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
    prompt = module.prompt?.(state, playerID) ?? '';
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
  names: SeatNames = {},
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
    text = module.outcome?.(state.ctx.gameover, state) ?? '';
  } catch {
    // Fall back to the generic words below.
  }
  if (!text) {
    if (gameover?.draw) text = 'A draw.';
    else if (winners.length > 0) {
      const words = winners.map((id) => playerLabel(module, id, names));
      text = `${joinWords(words)} win${winners.length === 1 ? 's' : ''}.`;
    } else text = 'The game is over.';
  }
  return { text: withNames(text, module, names), verdict };
}

/** Player names by seat, from the lobby (online) or the create form (local). */
export type SeatNames = Readonly<Record<string, string | undefined>>;

const GENERIC_SEAT = /^Player \d+$/;

/**
 * How the table calls a seat: the player's name; with the seat's role beside it when the game
 * names its seats ("Ada (Tron)"), since the role is part of what a player must know.
 */
export function playerLabel(
  module: Pick<GameModule, 'meta'>,
  id: string,
  names: SeatNames = {},
): string {
  const seat = seatName(module.meta, id);
  const name = names[id]?.trim();
  if (!name || name === seat) return seat;
  return GENERIC_SEAT.test(seat) ? name : `${name} (${seat})`;
}

/**
 * Puts player names into a game's own sentences. Only generic seat names ("Player 4") are
 * replaced: a role name such as "Tron" may also be a card's name, so it is left as written.
 */
export function withNames(
  text: string,
  module: Pick<GameModule, 'meta'>,
  names: SeatNames = {},
): string {
  return text.replace(/\bPlayer (\d+)\b/g, (words, number: string) => {
    const id = String(Number(number) - 1);
    if (seatName(module.meta, id) !== words) return words;
    return names[id]?.trim() || words;
  });
}

/**
 * A refusal in player words: rule checks already speak them; the generic refusals name moves
 * and stages by their code names, which are turned into the game's own labels here.
 */
export function refusalWords(
  module: Pick<GameModule, 'meta' | 'phaseLabel'>,
  reason: string,
  names: SeatNames = {},
): string {
  const notNow = /^"([^"]+)" is not allowed now \(([^)]+)\)\.?$/.exec(reason);
  if (notNow) {
    const [, move, where] = notNow;
    const label = module.phaseLabel?.(where);
    const step = label && label !== where ? label : humanize(where);
    const action = humanize(move);
    return `You cannot ${action} now: this is the ${step.replace(/^\d+ · /, '')} step.`;
  }
  const malformed = /^Malformed move/i.exec(reason);
  if (malformed) return 'That move was not understood. Choose it again from the board.';
  return withNames(reason, module, names);
}

/** The turn words and prompt with player names in them. */
export function namedStatus(
  module: Pick<GameModule, 'meta' | 'prompt' | 'phaseLabel' | 'outcome'>,
  state: { G: unknown; ctx: Ctx },
  playerID: string | null,
  names: SeatNames = {},
  perspective: 'seat' | 'table' = 'seat',
): Status {
  const status = statusOf(module, state, playerID);
  const active = activePlayersOf(state.ctx);
  let turn = status.turn;
  if (state.ctx.gameover === undefined && status.mine && playerID !== null) {
    // Several people at one screen (hotseat) need to hear whose move it is, by name.
    const others = active
      .filter((id) => id !== playerID)
      .map((id) => playerLabel(module, id, names));
    const whose =
      perspective === 'table'
        ? `Your ${others.length ? 'move' : 'turn'}, ${playerLabel(module, playerID, names)}`
        : status.turn.replace(/ \(with .*\)$/, '');
    turn = others.length ? `${whose} (with ${joinWords(others)})` : whose;
  }
  if (state.ctx.gameover === undefined && !status.mine) {
    const words = active.map((id) => playerLabel(module, id, names));
    turn =
      playerID === null && words.length > 0
        ? `${joinWords(words)} ${words.length === 1 ? 'is' : 'are'} playing`
        : `Waiting for ${joinWords(words)}`;
  }
  let prompt = withNames(status.prompt, module, names);
  if (state.ctx.gameover !== undefined) {
    // The result, not the game's "the game is over".
    prompt = outcomeOf(module, state, playerID, names).text;
  } else if (playerID === null && /^(please wait|you are watching)/i.test(prompt)) {
    prompt = `You are watching. ${turn}.`;
  }
  return { ...status, turn, prompt };
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The game-over heading: personal when this page plays one seat, else who won, by name. */
export function resultTitle(
  module: Pick<GameModule, 'meta'>,
  state: { ctx: Ctx },
  verdict: 'won' | 'lost' | 'draw' | 'over',
  perspective: 'seat' | 'table',
  names: SeatNames = {},
): string {
  if (verdict === 'draw') return 'Draw';
  if (perspective === 'seat' && verdict === 'won') return 'Victory';
  if (perspective === 'seat' && verdict === 'lost') return 'Defeat';
  const winners = winnersOf(state.ctx);
  if (winners.length === 0) return 'Game over';
  const words = winners.map((id) => playerLabel(module, id, names));
  return `${joinWords(words)} win${words.length === 1 ? 's' : ''}`;
}

export function winnersOf(ctx: Ctx): string[] {
  const gameover = ctx.gameover as { winner?: string; winners?: string[] } | undefined;
  return (
    gameover?.winners?.map(String) ??
    (gameover?.winner !== undefined ? [String(gameover.winner)] : [])
  );
}

/**
 * What happened since this seat last acted, newest last: the other seats' moves and the
 * game's automatic events, for the banner ("Just now: MCP plays Derezz on Yori"). Empty for a
 * spectator (the log beside the board tells them) and before anything happened.
 */
export function sinceMyLastMove(lines: readonly LogLine[], playerID: string | null): LogLine[] {
  if (playerID === null) return [];
  let start = lines.length;
  while (start > 0 && lines[start - 1].seat !== playerID) start--;
  return lines.slice(start);
}

/** "Bea is thinking", "Bea and Cal are thinking": the bots that are deciding now, by name. */
export function thinkingLine(labels: readonly string[]): string {
  return `${joinWords([...labels])} ${labels.length === 1 ? 'is' : 'are'} thinking`;
}
