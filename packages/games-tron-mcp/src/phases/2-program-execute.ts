/** Phase 2, Program Execute: the MCP may download a Control card, then Tron a Program. */
import { MCP, type TronMcpState } from '../state';
import { act } from './flow';

export function beginProgramExecute(G: TronMcpState): void {
  G.pending = act(MCP, 'downloadControl');
}
