/** Phase 3, Game Grid: skipped with no Game Grid program; the MCP may play one Game card. */
import { programsAt } from '../rules';
import { MCP, type TronMcpState } from '../state';
import { act } from './flow';

export function beginGameGrid(G: TronMcpState): void {
  G.pending = programsAt(G, 'gameGrid').length > 0 ? act(MCP, 'attack') : null;
}
