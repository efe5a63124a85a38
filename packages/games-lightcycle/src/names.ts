/** How players are named in log lines: "Player 1" for seat "0". */
import type { PlayerId } from './state';

export const label = (player: PlayerId): string => `Player ${Number(player) + 1}`;
