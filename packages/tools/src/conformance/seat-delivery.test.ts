import { describe, expect, it } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import { deliveredLog } from './seat-delivery';

const entry = (playerID: string, redact?: boolean): LogEntry => ({
  action: { type: 'MAKE_MOVE', payload: { type: 'bid', args: [4], playerID } },
  _stateID: 3,
  turn: 2,
  phase: '',
  metadata: { text: 'Player 1 bids.' },
  ...(redact ? { redact } : {}),
});

describe('the log each seat receives', () => {
  it("a secret move's arguments reach only its author; its log line reaches everyone", () => {
    const [own] = deliveredLog([entry('0', true)], '0');
    const [other] = deliveredLog([entry('0', true)], '1');
    const [spectator] = deliveredLog([entry('0', true)], null);
    expect(own.action.payload.args).toEqual([4]);
    expect(other.action.payload.args).toBeNull();
    expect(spectator.action.payload.args).toBeNull();
    expect(other.metadata).toEqual({ text: 'Player 1 bids.' });
    expect(other).not.toHaveProperty('redact');
  });

  it('a move not marked secret reaches everyone as it is', () => {
    expect(deliveredLog([entry('0')], '1')).toEqual([entry('0')]);
  });
});
