/**
 * Taking back decisions, against the AI and in hotseat. A seat may take back everything played
 * since an earlier state only if it learned nothing from it and nothing random happened:
 *
 *  - Chance: the random plugin's state moved (a shuffle, a die, a random pick). Taking it back
 *    would let the player roll again.
 *  - Revelation: the same actions, replayed in other worlds that the seat could not tell apart
 *    from the real one (its own view with the hidden part re-dealt by the game's `determinize`),
 *    leave the seat a different view than the real world does. Then the actions showed it
 *    something hidden (a drawn card, an opponent's played card, a secret choice revealed).
 *
 * The second test is generic: no game has to mark its moves. A game without `determinize` can
 * take back only where the seat's view hides nothing at all.
 */
import type { PlayerID, State } from 'boardgame.io';
import type { GameModule } from '../contract/game-module';
import { seededRandom } from '../random';
import { LocalMatch, type Action } from '../simulate/local-match';
import { viewHasSecrets } from '../secrets/view-has-secrets';

export type TakeBack = { ok: true } | { ok: false; reason: string };

export interface TakeBackOptions {
  /** How many other worlds to replay the actions in (more: fewer reveals missed by chance). */
  samples?: number;
  /** Seed of the re-deals, so the answer is the same every time it is asked. */
  seed?: number;
}

export const CHANCE_HAPPENED =
  'Something random happened since then (a shuffle, a draw or a roll).';
export const SOMETHING_REVEALED = 'Something hidden was revealed since then.';
export const CANNOT_TELL = 'This game cannot tell whether taking back would reveal a secret.';

/** Whether `seat` may go back from the state reached by `actions` to `before`. */
export function mayTakeBack<G>(
  module: GameModule<G>,
  before: State<G>,
  actions: readonly Action[],
  seat: PlayerID,
  { samples = 6, seed = 1 }: TakeBackOptions = {},
): TakeBack {
  if (actions.length === 0) return { ok: false, reason: 'There is nothing to take back.' };
  const after = replay(module, before, actions);
  if (!after) return { ok: false, reason: 'Those decisions no longer replay from that moment.' };
  if (randomStateOf(before) !== randomStateOf(after)) return { ok: false, reason: CHANCE_HAPPENED };

  const viewBefore = viewOf(module, before, seat);
  const viewAfter = JSON.stringify(viewOf(module, after, seat));
  const determinize = module.bot?.determinize;
  if (!determinize) {
    return viewHasSecrets(viewBefore) ? { ok: false, reason: CANNOT_TELL } : { ok: true };
  }
  for (let i = 0; i < samples; i++) {
    const world = determinize(
      structuredClone(viewBefore) as G,
      before.ctx,
      seat,
      seededRandom(seed + i),
    );
    const elsewhere = replay(module, { ...before, G: world }, actions);
    // An action that the real world allows and another world refuses told the seat which world
    // it is in (e.g. the opponent played a card the seat could not know it held).
    if (!elsewhere || JSON.stringify(viewOf(module, elsewhere, seat)) !== viewAfter) {
      return { ok: false, reason: SOMETHING_REVEALED };
    }
  }
  return { ok: true };
}

function replay<G>(
  module: GameModule<G>,
  from: State<G>,
  actions: readonly Action[],
): State<G> | undefined {
  const match = new LocalMatch(module.game, { numPlayers: from.ctx.numPlayers });
  match.state = from;
  for (const action of actions) {
    if (!match.dispatch(action).ok) return undefined;
  }
  return match.state;
}

function viewOf<G>(module: GameModule<G>, state: State<G>, seat: PlayerID): unknown {
  const playerView = module.game.playerView;
  return playerView ? playerView({ G: state.G, ctx: state.ctx, playerID: seat }) : state.G;
}

function randomStateOf(state: State): string {
  return JSON.stringify(
    (state.plugins as Record<string, { data?: unknown }>)?.random?.data ?? null,
  );
}
