/**
 * What the lobby needs to know about a game without loading its rules or its board: a game
 * package's `meta.ts` exports one of these and imports nothing heavier than types.
 */
import type { LevelRatings } from './level-ratings';

export type SetupValue = string | number | boolean;

export interface SetupOption {
  /** Key in boardgame.io's `setupData`. */
  readonly key: string;
  readonly label: string;
  readonly help?: string;
  readonly default: SetupValue;
  /**
   * A fixed list of values to choose from; when absent the value is a boolean, a string or a
   * number, and a number is always a whole number (a count, a score, a limit).
   */
  readonly choices?: readonly { readonly value: SetupValue; readonly label: string }[];
  readonly min?: number;
  readonly max?: number;
}

export interface GameMeta {
  /** boardgame.io game `name`; also the URL slug. Lower-case, dashes. */
  readonly id: string;
  readonly title: string;
  /** One line for the gallery. */
  readonly description: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Names of the seats for asymmetric games (`['Tron', 'MCP']`); index = playerID. */
  readonly seatNames?: readonly string[];
  readonly setupOptions: readonly SetupOption[];
  /** The gallery picture: standalone SVG markup, drawn for this game (viewBox 0 0 160 100). */
  readonly art: string;
  /** Main colour of the game's UI, a CSS colour. */
  readonly accent: string;
  /**
   * About how many minutes the game's guided first match takes, when the package has one
   * (`tutorial` on its module): the lobby offers "Learn to play" from this, without loading rules.
   */
  readonly tutorialMinutes?: number;
  /**
   * The game's own pages beside its matches (a deck builder, a card gallery), each linked from
   * the game's lobby card; the page itself comes from the module's `tools` under the same `id`.
   */
  readonly tools?: readonly GameTool[];
  /**
   * Each AI level's rating on the players' scale, as `npm run level-ratings` measured and wrote
   * it (the package's `src/level-ratings.json`); the lobby shows it beside the level's name.
   */
  readonly levelRatings?: LevelRatings;
}

/** A page a game supplies beside its matches, as the lobby lists it (no code loaded yet). */
export interface GameTool {
  /** Lower-case with dashes; also the last part of the page's address. */
  readonly id: string;
  /** The link's words and the page's heading, e.g. "Deck builder". */
  readonly title: string;
  /** One line for the link's accessible description. */
  readonly summary?: string;
}

/** Default `setupData` from a meta's options, overlaid by the chosen values. */
export function defaultSetupData(
  meta: Pick<GameMeta, 'setupOptions'>,
  chosen: Record<string, SetupValue> = {},
): Record<string, SetupValue> {
  const data: Record<string, SetupValue> = {};
  for (const option of meta.setupOptions) data[option.key] = chosen[option.key] ?? option.default;
  return data;
}

/** Why `setupData` is not acceptable for this game, or undefined. */
export function invalidSetupData(
  meta: GameMeta,
  setupData: unknown,
  numPlayers: number,
): string | undefined {
  if (
    !Number.isInteger(numPlayers) ||
    numPlayers < meta.minPlayers ||
    numPlayers > meta.maxPlayers
  ) {
    return `${meta.title} is for ${meta.minPlayers}–${meta.maxPlayers} players, not ${numPlayers}`;
  }
  if (setupData === undefined || setupData === null) return undefined;
  if (typeof setupData !== 'object' || Array.isArray(setupData))
    return 'setupData must be an object';
  for (const [key, value] of Object.entries(setupData as Record<string, unknown>)) {
    const option = meta.setupOptions.find((o) => o.key === key);
    if (!option) return `unknown setup option "${key}"`;
    if (option.choices) {
      if (!option.choices.some((c) => c.value === value))
        return `"${key}" cannot be ${JSON.stringify(value)}`;
    } else if (typeof value !== typeof option.default) {
      return `"${key}" must be a ${typeof option.default}`;
    } else if (typeof value === 'number') {
      // Every game's numbers count something: 5.5 points or half a round are not settings.
      if (!Number.isInteger(value))
        return `"${key}" (${option.label}) must be a whole number, not ${value}`;
      if (
        (option.min !== undefined && value < option.min) ||
        (option.max !== undefined && value > option.max)
      ) {
        return `"${key}" must be between ${option.min} and ${option.max}`;
      }
    }
  }
  return undefined;
}
