/** The AI level of one seat, each level named with its rating when the game has one. */
import type { GameMeta } from '@gridplay/core';
import type { Difficulty } from './lobby-api';
import { levelLabel } from './level-label';
import { DIFFICULTIES } from './seat-plan';

export function LevelSelect({
  meta,
  label,
  value,
  onChange,
}: {
  meta: Pick<GameMeta, 'levelRatings'>;
  /** The select's accessible name, e.g. "MCP AI difficulty". */
  label: string;
  value: Difficulty;
  onChange: (difficulty: Difficulty) => void;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as Difficulty)}
    >
      {DIFFICULTIES.map((d) => (
        <option key={d} value={d}>
          {levelLabel(meta, d)}
        </option>
      ))}
    </select>
  );
}

/** One line under the seats saying what the figures mean; nothing for a game without them. */
export function LevelRatingsNote({ meta }: { meta: Pick<GameMeta, 'levelRatings'> }) {
  if (!meta.levelRatings) return null;
  return (
    <p className="help" data-level-ratings-note>
      AI levels are rated on the players&rsquo; scale, where a newcomer starts at 1500.
    </p>
  );
}
