/**
 * A decision in the player's words, for the coach: the move's own log line (`describe`, the words
 * the match log prints) without the deciding seat's name — "Raises to five 4s" — else the move's
 * name and arguments ("Play card 3").
 *
 * `describe` is written for the full state, and some lines tell what the move reveals (a Dudo
 * counts every cup). The coach knows only the seat's view, so the line is written in a few worlds
 * dealt from that view by the game's own sampler: words that come out the same in every one are
 * the seat's to know; words that differ depend on what it cannot see, and the plain name is used.
 * A secret move's line is written for the table and leaves out what was chosen ("has chosen a
 * card"), so the plain name is used for it too.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import {
  seatName,
  type AiMove,
  type GameModule,
  type Randomness,
  moveSpecOf,
  describeMove,
  movesAvailableTo,
} from '@gridplay/core';
import { worldSampler } from './sample-world';

/** Worlds a line is written in before the coach trusts that it depends on nothing hidden. */
export const WORDS_WORLDS = 6;

/** "playCard" → "play card". */
function spaced(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An argument readably: a name in words ("uberDash" → "uber dash"), a record by its values. */
function plainArgument(value: unknown): string {
  if (typeof value === 'string')
    return /^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(value) ? spaced(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(plainArgument).join(' ');
  if (value !== null && typeof value === 'object')
    return Object.values(value).map(plainArgument).join(' ');
  return String(value);
}

/** The move's name and its arguments, when the game writes no line for it. */
export function plainChoiceWords(choice: AiMove): string {
  const name = capitalized(spaced('move' in choice ? choice.move : choice.event));
  const args = (choice.args ?? []).map(plainArgument);
  return args.length > 0 ? `${name} ${args.join(', ')}` : name;
}

/** The line without the deciding seat's own name in front: "Player 1 passes." → "Passes." */
function withoutSeat(line: string, name: string): string {
  return line.startsWith(`${name} `) ? capitalized(line.slice(name.length + 1)) : line;
}

/**
 * What `choice` does, in the player's words, from `seat`'s view alone. `random` deals the worlds
 * the line is checked in.
 */
export function choiceWords(
  module: GameModule,
  view: unknown,
  ctx: Ctx,
  seat: PlayerID,
  choice: AiMove,
  random: Randomness,
): string {
  if (!('move' in choice)) return plainChoiceWords(choice);
  const spec = moveSpecOf(movesAvailableTo(module.game, ctx, seat)[choice.move]);
  if (!spec?.describe || spec.secret) return plainChoiceWords(choice);
  let sampler: (random: Randomness) => unknown;
  try {
    sampler = worldSampler(module, view, ctx, seat);
  } catch {
    return plainChoiceWords(choice);
  }
  const hasSampler = module.bot?.determinize !== undefined;
  const lines = new Set<string | undefined>();
  for (let world = 0; world < (hasSampler ? WORDS_WORLDS : 1); world++) {
    lines.add(
      describeMove(module.game, { G: sampler(random), ctx }, seat, choice.move, choice.args),
    );
    if (lines.size > 1) break;
  }
  const [line] = lines;
  if (lines.size > 1 || !line) return plainChoiceWords(choice);
  return withoutSeat(line, seatName(module.meta, seat));
}
