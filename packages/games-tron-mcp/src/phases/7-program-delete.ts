/**
 * Phase 7, Program Delete: skipped with no Mesa program. The MCP may play a Security card
 * against the Mesa. If Tron counters it, or the MCP plays none, Tron may discard one more Skill
 * card: the MCP is erased and Tron wins (RULINGS §1, Program Delete).
 */
import { programsAt } from '../rules';
import { MCP, type TronMcpState } from '../state';
import { act } from './flow';

export function beginProgramDelete(G: TronMcpState): void {
  G.pending = programsAt(G, 'mesa').length > 0 ? act(MCP, 'attack') : null;
}
