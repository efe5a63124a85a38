/** One row of `virtual:gridplay-games`, the web app's list of installed games. */
import type { GameMeta } from './game-meta';
import type { GameModule } from './game-module';

export interface InstalledGame {
  readonly meta: GameMeta;
  /** Loads the rules and the board loader; only a match page calls it. */
  load(): Promise<{ default: GameModule }>;
  /** The rules text (Markdown). */
  rules(): Promise<string>;
}
