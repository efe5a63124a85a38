/**
 * Phase 4, Switch: the Humans may put a Matrix counter on, or take it off, any of their
 * characters born in the Matrix (never a Zion-born human; rogue programs are always in the
 * Matrix). Each character switches at most once per phase, so the phase always ends.
 */
import { switchable } from '../rules';
import { act } from './flow';
import { HUMANS, type MatrixState } from '../state';

export function beginSwitch(G: MatrixState): void {
  G.switched = [];
  G.pending = switchable(G).length > 0 ? act(HUMANS, 'switch') : null;
}
