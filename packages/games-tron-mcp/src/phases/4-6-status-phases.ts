/**
 * Phases 4–6 (System Escape, User Interface, File Transfer): skipped when no program has the
 * status the phase moves from; Tron may play one status card first, then the MCP may play a
 * Security card against the status the phase moves programs into.
 */
import { programsAt, STATUS_MOVE, type PhaseName } from '../rules';
import { TRON, type TronMcpState } from '../state';
import { act } from './flow';

export function beginStatusPhase(G: TronMcpState, phase: PhaseName): void {
  const move = STATUS_MOVE[phase]!;
  G.statusPlayed = false;
  G.pending = programsAt(G, move.from).length > 0 ? act(TRON, 'playStatus') : null;
}
