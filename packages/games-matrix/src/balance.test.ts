import { describe, expect, it } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import module from './index';
import type { MatrixState } from './state';

describe('balance report labels', () => {
  const match = new LocalMatch<MatrixState>(module.game, { numPlayers: 2, seed: 'labels' });
  const label = (move: string, ...args: unknown[]) =>
    module.balance!.moveLabel!(match.G, match.ctx, '0', { move, args });

  it('names the card a move plays, and leaves other moves to their name', () => {
    expect(label('playEvent', 'humans:dodge-this#2')).toBe('Event: Dodge This');
    expect(label('attemptMission', 'basic')).toBe('Mission: Basic Mission');
    expect(label('takeCard', 'neo')).toBe('take: Neo');
    expect(label('recallCharacter', 'machines:smith#1')).toBe('recall: Agent Smith');
    expect(label('bringIn', 'machines:thompson#1')).toBe('bring in: Agent Thompson');
    expect(label('chooseCasualty', 'humans:neo#1')).toBe('casualty: Neo');
    expect(label('pass', 'contest')).toBeUndefined();
  });

  it('says each win condition in words', () => {
    const condition = (reason: string) =>
      module.balance!.winCondition!({ winner: '1', reason }, match.G, match.ctx);
    expect(['missions', 'neo', 'ship', 'zion'].map(condition)).toEqual([
      '20 Mission Points',
      'Neo killed',
      'Nebuchadnezzar destroyed',
      '20 Time counters',
    ]);
  });
});
