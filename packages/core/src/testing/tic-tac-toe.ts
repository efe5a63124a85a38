/**
 * Tic-tac-toe, the bots' perfect-information yardstick: nothing is hidden, so the bot may play on
 * the view itself, and every tactical test has one right answer.
 */
import { z } from 'zod';
import type { Ctx } from 'boardgame.io';
import { defineGameModule, type GameModule } from '../contract/game-module';
import { defineMove } from '../rules/define-move';

export interface TicTacToeState {
  cells: (string | null)[];
}

const LINES: ReadonlyArray<readonly [number, number, number]> = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

const mark = defineMove<TicTacToeState, [number]>({
  args: z.tuple([z.number().int().min(0).max(8)]),
  check: ({ G }, cell) => (G.cells[cell] === null ? undefined : 'That cell is taken.'),
  apply: ({ G, playerID, events }, cell) => {
    G.cells[cell] = playerID;
    events.endTurn();
  },
});

function outcome(G: TicTacToeState, _ctx: Ctx) {
  for (const [a, b, c] of LINES) {
    const owner = G.cells[a];
    if (owner !== null && owner === G.cells[b] && owner === G.cells[c]) return { winner: owner };
  }
  return G.cells.every((cell) => cell !== null) ? { draw: true } : undefined;
}

export const ticTacToe: GameModule<TicTacToeState> = defineGameModule({
  meta: {
    id: 'tic-tac-toe',
    title: 'Tic-tac-toe',
    description: 'Three in a row.',
    minPlayers: 2,
    maxPlayers: 2,
    setupOptions: [],
    art: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"></svg>',
    accent: '#f80',
  },
  game: {
    name: 'tic-tac-toe',
    setup: () => ({ cells: Array(9).fill(null) }),
    moves: { mark },
    endIf: ({ G, ctx }) => outcome(G, ctx),
    playerView: ({ G }) => G,
    ai: {
      enumerate: (G) =>
        G.cells.flatMap((cell, index) => (cell === null ? [{ move: 'mark', args: [index] }] : [])),
    },
  } as GameModule<TicTacToeState>['game'],
  board: async () => ({ default: () => null }),
});
