import { renderToStaticMarkup } from 'react-dom/server';
import type { GameMeta, LevelRatings } from '@gridplay/core';
import { describe, expect, it } from 'vitest';
import { levelLabel } from './level-label';
import { LevelRatingsNote, LevelSelect } from './LevelSelect';

const levelRatings: LevelRatings = {
  levels: {
    easy: { rating: 1500, deviation: 70, games: 40 },
    normal: { rating: 1583, deviation: 75, games: 40 },
    hard: { rating: 1646, deviation: 90, games: 20 },
  },
  measured: { date: '2026-11-26T11:00:00Z', command: 'npm run …', anchor: 'easy', load: '2.0' },
};

const optionsOf = (meta: Pick<GameMeta, 'levelRatings'>) =>
  [
    ...renderToStaticMarkup(
      <LevelSelect meta={meta} label="MCP AI difficulty" value="hard" onChange={() => {}} />,
    ).matchAll(/<option value="(\w+)"[^>]*>([^<]*)<\/option>/g),
  ].map(([, value, text]) => `${value}: ${text}`);

describe('the AI level picker', () => {
  it('names each level with its rating, to the nearest 10, when the game has ratings', () => {
    expect(optionsOf({ levelRatings })).toEqual([
      'easy: Easy · about 1500',
      'normal: Normal · about 1580',
      'hard: Hard · about 1650',
    ]);
    expect(renderToStaticMarkup(<LevelRatingsNote meta={{ levelRatings }} />)).toContain(
      'a newcomer starts at 1500',
    );
  });

  it('shows just the level name for a game without ratings, or a level the ladder left out', () => {
    expect(optionsOf({})).toEqual(['easy: Easy', 'normal: Normal', 'hard: Hard']);
    expect(renderToStaticMarkup(<LevelRatingsNote meta={{}} />)).toBe('');
    const noHard = {
      levelRatings: { ...levelRatings, levels: { easy: levelRatings.levels.easy } },
    };
    expect(levelLabel(noHard, 'hard')).toBe('Hard');
    expect(levelLabel(noHard, 'easy')).toBe('Easy · about 1500');
  });

  it('shows no figure for a level the ladder rated no higher than one below it', () => {
    const inverted = {
      levelRatings: {
        ...levelRatings,
        levels: { ...levelRatings.levels, hard: { rating: 1551, deviation: 96, games: 12 } },
      },
    };
    expect(optionsOf(inverted)).toEqual([
      'easy: Easy · about 1500',
      'normal: Normal · about 1580',
      'hard: Hard',
    ]);
  });

  it('keeps its accessible name and the chosen level', () => {
    const html = renderToStaticMarkup(
      <LevelSelect
        meta={{ levelRatings }}
        label="MCP AI difficulty"
        value="hard"
        onChange={() => {}}
      />,
    );
    expect(html).toContain('aria-label="MCP AI difficulty"');
    expect(html).toMatch(/<option value="hard" selected="">/);
  });
});
