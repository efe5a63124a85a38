/**
 * Your turn, announced where a player looks when the tab is in the background: the tab title
 * and the favicon (an orange dot on the Gridplay mark), and, when the player turns it on, a short
 * chime made with the Web Audio API (no sound file). All return to normal once it is not.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';

const TURN_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#05080f"/><path d="M6 22h10V10h10" fill="none" stroke="#38e8ff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="24" cy="24" r="7" fill="#ff9d3b" stroke="#05080f" stroke-width="2"/></svg>',
  );
const PLAIN_ICON = '/favicon.svg';

function setIcon(href: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

// ---------------------------------------------------------------------------------------------
// The sound setting: off by default, remembered by this browser, shared by every open frame.

const SOUND_KEY = 'gridplay:turnSound';
const listeners = new Set<() => void>();

function soundOn(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setTurnSound(on: boolean): void {
  try {
    window.localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the setting lasts for this page only (listeners still hear it).
  }
  if (on) chime();
  for (const listener of listeners) listener();
}

export function useTurnSoundSetting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    soundOn,
    () => false,
  );
}

// ---------------------------------------------------------------------------------------------
// The chime: two short sine notes, rising, quiet.

let audio: AudioContext | undefined;

function chime(): void {
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    audio ??= new Context();
    // Browsers start audio suspended until the page has had a click; the toggle is one.
    void audio.resume().catch(() => {});
    const start = audio.currentTime + 0.02;
    for (const [i, frequency] of [660, 990].entries()) {
      const at = start + i * 0.13;
      const note = audio.createOscillator();
      const volume = audio.createGain();
      note.type = 'sine';
      note.frequency.value = frequency;
      volume.gain.setValueAtTime(0.0001, at);
      volume.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.22);
      note.connect(volume).connect(audio.destination);
      note.start(at);
      note.stop(at + 0.25);
    }
  } catch {
    // No audio output: the title and the favicon still tell.
  }
}

export function useTurnSignal(gameTitle: string, myTurn: boolean): void {
  const sound = useTurnSoundSetting();
  useEffect(() => {
    document.title = myTurn ? `● Your turn · ${gameTitle} — Gridplay` : `${gameTitle} — Gridplay`;
    setIcon(myTurn ? TURN_ICON : PLAIN_ICON);
  }, [gameTitle, myTurn]);
  useEffect(() => () => setIcon(PLAIN_ICON), []);
  // The chime sounds when the turn comes to this seat, not when a page opens on it.
  const wasMine = useRef(myTurn);
  useEffect(() => {
    if (myTurn && !wasMine.current && sound) chime();
    wasMine.current = myTurn;
  }, [myTurn, sound]);
}
