/**
 * One line of play on the fast path. It copies its starting state once (so nobody else's G is
 * ever changed), then lets every accepted action change that copy in place.
 *
 * A refused action leaves the state as it was, as in boardgame.io. Most refusals happen before a
 * move touches G (wrong seat, wrong stage, a `defineMove` schema or check); for the rare move that
 * changes G and then answers INVALID_MOVE, the state is rebuilt by replaying the accepted actions
 * on a fresh copy of the start — exact, and paid only when it happens.
 */
import { cloneData } from '@gridplay/core';
import type { FastAction, FastRules, FastState } from './fast-rules';

export class FastPlayout {
  state: FastState;
  private readonly start: FastState;
  private readonly history: FastAction[] = [];
  /** Set by `play` when it refuses: the reason, for tests and the curious. */
  lastRefusal?: string;

  /** `start` is only read, never changed. */
  constructor(
    private readonly rules: FastRules,
    start: FastState,
  ) {
    this.start = start;
    this.state = copyOf(start);
  }

  get G(): any {
    return this.state.G;
  }

  get ctx(): FastState['ctx'] {
    return this.state.ctx;
  }

  /** True when the rules accepted the action. */
  play(action: FastAction): boolean {
    const result = this.rules.step(this.state, action);
    if (result.ok) {
      this.state = result.state;
      this.history.push(action);
      return true;
    }
    this.lastRefusal = result.reason;
    if (result.touched) this.rebuild();
    return false;
  }

  private rebuild(): void {
    let state = copyOf(this.start);
    for (const action of this.history) {
      const result = this.rules.step(state, action);
      if (!result.ok)
        throw new Error(`fast path: replay refused ${action.type} (${result.reason})`);
      state = result.state;
    }
    this.state = state;
  }
}

function copyOf(state: FastState): FastState {
  return { G: cloneData(state.G), ctx: cloneData(state.ctx), random: state.random };
}
