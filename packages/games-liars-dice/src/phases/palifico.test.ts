import { describe, expect, it } from 'vitest';
import { bidOf, ok, refused, table } from '../testing/scenario';

describe('Palifico (option)', () => {
  it('off by default: a player down to one die opens an ordinary round', () => {
    const match = table({ '0': [2, 3], '1': [4, 4] }, { bid: bidOf(3, 5, '0'), toAct: '1' });
    ok(match, '1', 'dudo'); // no 5 and no ace: the bidder, player 1, loses a die
    expect(match.G.cups['0']).toHaveLength(1);
    expect(match.G.opener).toBe('0');
    expect(match.G.palifico).toBe(false);
  });

  it('a player down to one die opens a Palifico round', () => {
    const match = table(
      { '0': [2, 3], '1': [4, 4, 4] },
      { bid: bidOf(3, 5, '0'), toAct: '1', palifico: true },
    );
    ok(match, '1', 'dudo');
    expect(match.G.opener).toBe('0');
    expect(match.G.palifico).toBe(true);
    expect(match.G.palificoPlayed).toEqual(['0']);
  });

  it('only once a match for each player', () => {
    // Player 3 loses their last die; player 1, down to one die, opens the next round.
    const lastDie = (palificoPlayed: string[]) => {
      const match = table(
        { '0': [6], '1': [2, 3], '2': [4] },
        { bid: bidOf(2, 5, '2'), palifico: true },
      ).patch((G) => {
        G.palificoPlayed = palificoPlayed;
      });
      ok(match, '0', 'dudo');
      expect(match.G.opener).toBe('0');
      return match.G.palifico;
    };
    expect(lastDie([])).toBe(true);
    expect(lastDie(['0'])).toBe(false);
  });

  it('aces are not wild in a Palifico round', () => {
    const match = table(
      { '0': [5], '1': [1, 1, 5] },
      { bid: bidOf(3, 5, '0'), toAct: '1', palifico: true, palificoRound: true },
    );
    ok(match, '1', 'dudo');
    expect(match.G.lastReveal).toMatchObject({ counted: 2, loser: '0', palifico: true });
  });

  it('the face may not change; the quantity must rise', () => {
    const palificoTable = () =>
      table(
        { '0': [5], '1': [1, 1, 5] },
        { bid: bidOf(1, 5, '0'), toAct: '1', palifico: true, palificoRound: true },
      );
    refused(
      palificoTable(),
      '1',
      'bid',
      [2, 6],
      'Palifico: the face may not change; bid more fives.',
    );
    refused(
      palificoTable(),
      '1',
      'bid',
      [1, 6],
      'Palifico: the face may not change; bid more fives.',
    );
    refused(palificoTable(), '1', 'bid', [1, 5], 'Palifico: raise the quantity above 1 five.');
    ok(palificoTable(), '1', 'bid', 2, 5);
  });

  it('the opener may open on aces: they are an ordinary face in a Palifico round', () => {
    const match = table({ '0': [1], '1': [1, 1, 5] }, { palifico: true, palificoRound: true });
    ok(match, '0', 'bid', 1, 1);
    ok(match, '1', 'bid', 2, 1);
  });
});
