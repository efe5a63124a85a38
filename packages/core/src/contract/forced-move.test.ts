import { describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { forcedMoveFor } from './forced-move';
import type { AiMove, ForcedMove, GameModule } from './game-module';

/** A seat whose legal choices are `choices`, with a hook that answers `forced`. */
function moduleWith(choices: AiMove[], forced: ForcedMove | undefined) {
  return {
    game: { ai: { enumerate: () => choices } } as unknown as GameModule['game'],
    forcedMove: () => forced,
  };
}
const playing = { G: {}, ctx: { gameover: undefined } as unknown as Ctx };
const PASS: AiMove = { move: 'pass', args: ['counter'] };
const because = 'your hand is empty, so you pass';

describe('forcedMoveFor', () => {
  it('plays the single legal choice the game says is forced in public', () => {
    expect(forcedMoveFor(moduleWith([PASS], { choice: PASS, because }), playing, '0')).toEqual({
      choice: PASS,
      because,
    });
  });

  it('leaves a single choice to the player when the game does not call it public', () => {
    expect(forcedMoveFor(moduleWith([PASS], undefined), playing, '0')).toBeUndefined();
  });

  it('ignores a hook that names a move while the rules offer more than one', () => {
    const play: AiMove = { move: 'play', args: ['card'] };
    expect(
      forcedMoveFor(moduleWith([PASS, play], { choice: PASS, because }), playing, '0'),
    ).toBeUndefined();
  });

  it('ignores a hook that names another move than the one the rules allow', () => {
    const other: AiMove = { move: 'pass', args: ['attack'] };
    expect(
      forcedMoveFor(moduleWith([PASS], { choice: other, because }), playing, '0'),
    ).toBeUndefined();
  });

  it('never plays for a spectator, after game over, or for a game without the hook', () => {
    const module = moduleWith([PASS], { choice: PASS, because });
    expect(forcedMoveFor(module, playing, null)).toBeUndefined();
    const over = { G: {}, ctx: { gameover: { winner: '0' } } as unknown as Ctx };
    expect(forcedMoveFor(module, over, '0')).toBeUndefined();
    expect(forcedMoveFor({ game: module.game }, playing, '0')).toBeUndefined();
  });
});
