/** Phase 1, Data Input: a new round; the MCP draws 2, then Tron draws 2; hand limit 8. */
import { expireReveals, type Randomness } from '@gridplay/core';
import { drawCards } from '../effects';
import { MCP, TRON, type TronMcpState } from '../state';
import { nextOverHandLimit } from './flow';

export function beginDataInput(G: TronMcpState, random: Randomness): void {
  G.round += 1;
  // What Clu, Logic Probe and Progress Report showed lasts until the end of its round.
  expireReveals(G.reveals, G.round);
  drawCards(G, MCP, 2, random);
  drawCards(G, TRON, 2, random);
  G.pending = nextOverHandLimit(G);
}
