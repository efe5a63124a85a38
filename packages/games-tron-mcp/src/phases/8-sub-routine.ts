/** Phase 8, Sub-Routine: the MCP, then Tron, alternately play one Sub-Routine or pass. */
import { MCP, opponentOf, type TronMcpState } from '../state';
import { act } from './flow';

export function beginSubRoutine(G: TronMcpState): void {
  G.subRoutinePasses = 0;
  G.pending = act(MCP, 'subRoutine');
}

/** After a play or a pass: two passes in a row end the phase. */
export function afterSubRoutineAction(G: TronMcpState, passed: boolean): void {
  G.subRoutinePasses = passed ? G.subRoutinePasses + 1 : 0;
  G.pending = G.subRoutinePasses >= 2 ? null : act(opponentOf(G.pending!.seat), 'subRoutine');
}
