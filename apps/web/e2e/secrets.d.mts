export function secretLeaks(input: {
  seatFrames: string[][];
  seatTexts?: string[];
  spectatorFrames: string[];
  spectatorText: string;
}): { secrets: number; inTraffic: string[]; inPage: string[]; inSeatPages: string[] };
