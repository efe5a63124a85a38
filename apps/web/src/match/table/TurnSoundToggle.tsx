/** The switch for the your-turn chime (off by default; this browser remembers it). */
import { setTurnSound, useTurnSoundSetting } from '../turn-signal';

export function TurnSoundToggle() {
  const on = useTurnSoundSetting();
  return (
    <button
      className="btn small ghost"
      type="button"
      aria-pressed={on}
      data-turn-sound
      title={on ? 'A chime sounds when it becomes your turn' : 'No sound when it becomes your turn'}
      onClick={() => setTurnSound(!on)}
    >
      {on ? 'Sound on' : 'Sound off'}
    </button>
  );
}
