import { useId, useState } from 'react';
import { savedName, saveName } from '../app/storage';

/** The player's name, remembered in this browser and used when joining matches. */
export function usePlayerName(): [string, (name: string) => void] {
  const [name, setName] = useState(savedName);
  return [
    name,
    (next: string) => {
      const clean = next.slice(0, 24);
      setName(clean);
      saveName(clean);
    },
  ];
}

export function PlayerNameField({
  name,
  onChange,
}: {
  name: string;
  onChange: (name: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Your name</label>
      <input
        id={id}
        type="text"
        data-player-name
        value={name}
        maxLength={24}
        autoComplete="nickname"
        placeholder="Choose a name"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The name to join with: the chosen one, or a friendly default. */
export function nameOrGuest(name: string): string {
  return name.trim() || 'Guest';
}
