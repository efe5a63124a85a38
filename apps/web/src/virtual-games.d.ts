/// <reference types="vite-plugin-pwa/client" />
declare module 'virtual:gridplay-games' {
  import type { InstalledGame } from '@gridplay/core';
  /** The installed game packages, found at build time by `gridplayGames()` (core's Vite plugin). */
  export const installedGames: readonly InstalledGame[];
}
