import { describe, expect, it } from 'vitest';
import { duelModule } from '../testing/duel-game';
import { createOnlineClient } from './online-client';

describe('createOnlineClient', () => {
  it('names the match in the socket handshake, so a balancer can keep a match on one process', () => {
    const client = createOnlineClient(duelModule, 'match-42', { playerID: '0', credentials: 'c' });
    const transport = (client as unknown as { transport: { socketOpts?: { query?: unknown } } })
      .transport;
    expect(transport.socketOpts?.query).toEqual({ matchID: 'match-42' });
  });
});
