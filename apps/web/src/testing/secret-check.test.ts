// The browser tests' secret check must be able to fail: these frames are what socket.io delivers.
import { describe, expect, it } from 'vitest';
import { secretLeaks } from '../../e2e/secrets.mjs';

const frame = (event: string, G: unknown) => `42/duel,${JSON.stringify([event, 'm1', { G }])}`;
const red = [frame('sync', { hands: { '0': ['card-ace-red'], '1': [] }, table: ['card-two'] })];
const blue = [frame('sync', { hands: { '0': [], '1': ['card-king-blue'] }, table: ['card-two'] })];

describe('secretLeaks', () => {
  it('finds nothing when the spectator gets only what every seat got', () => {
    const spectator = [frame('sync', { hands: { '0': [], '1': [] }, table: ['card-two'] })];
    const leaks = secretLeaks({
      seatFrames: [red, blue],
      seatTexts: ['card-two', 'card-two'],
      spectatorFrames: spectator,
      spectatorText: 'card-two',
    });
    expect(leaks).toEqual({ secrets: 2, inTraffic: [], inPage: [], inSeatPages: [] });
  });

  it('catches a hand sent to the spectator, shown on its page or on the other seat’s page', () => {
    const leaky = [frame('update', { hands: { '0': ['card-ace-red'], '1': [] }, table: [] })];
    const leaks = secretLeaks({
      seatFrames: [red, blue],
      seatTexts: ['card-ace-red', 'You see card-ace-red'],
      spectatorFrames: leaky,
      spectatorText: 'Blue holds card-king-blue',
    });
    expect(leaks.inTraffic).toEqual(['card-ace-red']);
    expect(leaks.inPage).toEqual(['card-king-blue']);
    expect(leaks.inSeatPages).toEqual(['card-ace-red']);
  });

  it('treats a string another seat saw inside a log line as public', () => {
    const log = [frame('update', { log: ['Red plays card-ace-red'] })];
    const leaks = secretLeaks({
      seatFrames: [red, [...blue, ...log]],
      spectatorFrames: red,
      spectatorText: '',
    });
    expect(leaks.inTraffic).toEqual([]);
  });
});
