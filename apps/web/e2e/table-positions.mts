/**
 * Prepared positions for the table's browser tests, so a test reaches the moment it checks every
 * time instead of hoping random play gets there. Each position is a local session record (seed +
 * accepted actions, exactly what the app saves), found here by seeded play on the same rules the
 * app runs; the test stores it in the browser and opens it. Printed as JSON:
 *
 *   npx tsx apps/web/e2e/table-positions.mts
 */
import {
  defaultSetupData,
  forcedMoveFor,
  LocalMatch,
  seededRandom,
  type AiMove,
  type GameModule,
} from '@gridplay/core';
import tronMcp from '@gridplay/games-tron-mcp';
import lightcycle from '@gridplay/games-lightcycle';
import megaman from '@gridplay/games-megaman';
import discBattle from '@gridplay/games-disc-battle';
import matrix from '@gridplay/games-matrix';

type Seat = { kind: 'human'; name: string } | { kind: 'ai'; difficulty: 'easy' };
interface Found {
  record: {
    gameId: string;
    numPlayers: number;
    setupData: Record<string, unknown>;
    seed: string;
    seats: Seat[];
    history: unknown[];
  };
  /** The seat the person plays. */
  seat: string;
}

/**
 * Plays seeded games (cards are spent whenever possible, so hands run out) until `wanted` holds
 * for the seat to act; that seat becomes the person's, every other seat an AI.
 */
function find(
  module: GameModule,
  numPlayers: number,
  wanted: (state: { G: unknown; ctx: any }, seat: string) => boolean,
  spend = 0.9,
): Found {
  const setupData = defaultSetupData(module.meta);
  for (let game = 0; game < 400; game++) {
    const seed = `table-${module.meta.id}-${game}`;
    const match = new LocalMatch(module.game, { numPlayers, seed, setupData });
    const random = seededRandom(game + 1);
    for (let step = 0; step < 3000 && !match.isOver; step++) {
      const seat = match.activePlayers()[0];
      if (seat === undefined) break;
      const view = { G: match.view(seat), ctx: match.ctx };
      if (wanted(view, seat)) {
        const seats: Seat[] = Array.from({ length: numPlayers }, (_, i) =>
          String(i) === seat ? { kind: 'human', name: 'Ada' } : { kind: 'ai', difficulty: 'easy' },
        );
        return {
          record: {
            gameId: module.meta.id,
            numPlayers,
            setupData,
            seed,
            seats,
            history: [...(match as any).history],
          },
          seat,
        };
      }
      const choices = module.game.ai.enumerate(view.G, match.ctx, seat) as AiMove[];
      const playing = choices.filter((c) => !('move' in c) || c.move !== 'pass');
      const pool = playing.length > 0 && random.Number() < spend ? playing : choices;
      match.play(seat, pool[random.Die(pool.length) - 1]);
    }
  }
  throw new Error(`no position found for ${module.meta.id}`);
}

const choicesOf = (module: GameModule, state: { G: unknown; ctx: any }, seat: string) =>
  module.game.ai.enumerate(state.G, state.ctx, seat) as AiMove[];
const onlyPass = (module: GameModule, state: { G: any; ctx: any }, seat: string) => {
  const choices = choicesOf(module, state, seat);
  return choices.length === 1 && 'move' in choices[0] && choices[0].move === 'pass';
};

const positions = {
  /** tron-mcp: the person's only choice is to pass, and the table can see it (an empty hand). */
  forcedPass: find(tronMcp, 2, (s, seat) =>
    Boolean(forcedMoveFor(tronMcp, s, seat)?.because.includes('hand is empty')),
  ),
  /** tron-mcp: the person's only choice is to pass, because of what the hidden hand holds. */
  secretPass: find(
    tronMcp,
    2,
    (s, seat) => onlyPass(tronMcp, s, seat) && !forcedMoveFor(tronMcp, s, seat),
  ),
  /** tron-mcp: Tron in a counter window, holding Skill cards he may commit. */
  counter: find(tronMcp, 2, (s: { G: any; ctx: any }, seat) => {
    if (seat !== '0' || s.G.pending?.stage !== 'counter') return false;
    return choicesOf(tronMcp, s, seat).some((c) => 'move' in c && c.move === 'commitSkill');
  }),
  /** lightcycle: a respawned cycle with one free cell to face. */
  respawn: find(lightcycle, 2, (s, seat) => forcedMoveFor(lightcycle, s, seat) !== undefined),
  /** megaman: the person's hand is empty and one choice is left. */
  megamanForced: find(megaman, 2, (s, seat) => forcedMoveFor(megaman, s, seat) !== undefined),
  /** disc-battle: the person's program has one legal move (Disc Battle hides nothing). */
  discForced: find(discBattle, 2, (s, seat) => forcedMoveFor(discBattle, s, seat) !== undefined),
  /** matrix: the person's hand is empty in a contest or while bringing characters in. */
  matrixForced: find(matrix, 2, (s, seat) => forcedMoveFor(matrix, s, seat) !== undefined),
};
console.log(JSON.stringify(positions));
