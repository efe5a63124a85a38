/** The create form's clock choice for online matches: none, or a preset and what a timeout does. */
import { useId } from 'react';
import { TIME_CONTROL_PRESETS, type TimeControlPreset, type TimeoutPenalty } from '@gridplay/core';
import { describeControl } from './lifecycle-words';

export interface TimeControlChoice {
  preset: TimeControlPreset | 'none';
  onTimeout: TimeoutPenalty;
}

export const NO_CLOCK: TimeControlChoice = { preset: 'none', onTimeout: 'lose' };

/** What the create request sends: nothing without a clock. */
export function timeControlRequest(choice: TimeControlChoice) {
  return choice.preset === 'none'
    ? undefined
    : { preset: choice.preset, onTimeout: choice.onTimeout };
}

const PENALTY_LABELS: Record<TimeoutPenalty, (numPlayers: number) => string> = {
  lose: (n) => (n > 2 ? 'They are out: an AI plays on for them' : 'They lose the match'),
  'ai-decides': () => 'An AI makes that one decision for them',
  'ai-takes-seat': () => 'An AI takes their seat for the rest of the match',
};

export function TimeControlField({
  value,
  numPlayers,
  onChange,
}: {
  value: TimeControlChoice;
  numPlayers: number;
  onChange: (choice: TimeControlChoice) => void;
}) {
  const clockId = useId();
  const penaltyId = useId();
  const presets = Object.entries(TIME_CONTROL_PRESETS) as [
    TimeControlPreset,
    (typeof TIME_CONTROL_PRESETS)[TimeControlPreset],
  ][];
  return (
    <>
      <div className="field">
        <label htmlFor={clockId}>Clock</label>
        <select
          id={clockId}
          value={value.preset}
          onChange={(e) =>
            onChange({ ...value, preset: e.target.value as TimeControlChoice['preset'] })
          }
          data-time-control-preset
        >
          <option value="none">No clock</option>
          {presets.map(([preset, control]) => (
            <option key={preset} value={preset}>
              {describeControl({ ...control, onTimeout: 'lose' })}
            </option>
          ))}
        </select>
      </div>
      {value.preset !== 'none' && (
        <div className="field">
          <label htmlFor={penaltyId}>When a player’s clock runs out</label>
          <select
            id={penaltyId}
            value={value.onTimeout}
            onChange={(e) => onChange({ ...value, onTimeout: e.target.value as TimeoutPenalty })}
            data-time-control-penalty
          >
            {(Object.keys(PENALTY_LABELS) as TimeoutPenalty[]).map((penalty) => (
              <option key={penalty} value={penalty}>
                {PENALTY_LABELS[penalty](numPlayers)}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
