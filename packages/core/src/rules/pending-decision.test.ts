import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Game } from 'boardgame.io';
import { LocalMatch } from '../simulate/local-match';
import { defineMove } from './define-move';
import { RULES_OWN_THE_FLOW } from './rules-own-the-flow';
import {
  decisionPhase,
  decisionPhasesWith,
  followPendingDecision,
  onlyPendingChoice,
  stagesFromMoves,
  type DecisionState,
} from './pending-decision';

/**
 * A two-phase toy round: in "call" seat 0 names a number, in "answer" seat 1 names one, and a
 * round whose answer matches the call ends the game. Each phase's start leaves one decision.
 */
interface Toy extends DecisionState {
  calls: number[];
  answers: number[];
  log: string[];
}

const name = defineMove<Toy, [number]>({
  args: z.tuple([z.number().int()]),
  check: ({ G, playerID }) =>
    G.pending?.seat === playerID ? undefined : 'It is not your decision.',
  apply: ({ G, events }, value) => {
    if (G.pending?.stage === 'call') G.calls.push(value);
    else G.answers.push(value);
    G.pending = null;
    followPendingDecision(G, events);
  },
});

const stages = stagesFromMoves({ call: { name }, answer: { name } });

const toy: Game<Toy> = {
  setup: () => ({ pending: null, phaseBegun: '', calls: [], answers: [], log: [] }),
  phases: {
    call: decisionPhase<Toy, 'call' | 'answer'>({
      name: 'call',
      start: true,
      next: 'answer',
      stages,
      begin: (G) => {
        G.log.push('call begins');
        G.pending = { seat: '0', stage: 'call' };
      },
    }),
    answer: decisionPhase<Toy, 'call' | 'answer'>({
      name: 'answer',
      next: 'call',
      stages,
      begin: (G) => {
        G.log.push('answer begins');
        G.pending = { seat: '1', stage: 'answer' };
      },
    }),
  },
  endIf: ({ G }) =>
    G.answers.length > 0 && G.answers.at(-1) === G.calls.at(-1) ? { winner: '1' } : undefined,
  events: RULES_OWN_THE_FLOW,
};

describe('a flow of pending decisions', () => {
  it('each phase runs its start once, asks the seat it names, and ends when nothing is pending', () => {
    const match = new LocalMatch(toy, { numPlayers: 2, seed: 'pending' });
    expect(match.ctx.phase).toBe('call');
    expect(match.activePlayers()).toEqual(['0']);
    expect(match.ctx.activePlayers).toEqual({ '0': 'call' });

    expect(match.move('0', 'name', 3)).toEqual({ ok: true });
    expect(match.ctx.phase).toBe('answer');
    expect(match.ctx.activePlayers).toEqual({ '1': 'answer' });

    expect(match.move('1', 'name', 4)).toEqual({ ok: true });
    expect(match.ctx.phase).toBe('call');
    expect(match.G.log).toEqual(['call begins', 'answer begins', 'call begins']);
    expect(match.isOver).toBe(false);

    match.move('0', 'name', 5);
    match.move('1', 'name', 5);
    expect(match.isOver).toBe(true);
  });

  it('a seat the rules do not name cannot move, and nothing outside a stage is a move', () => {
    const match = new LocalMatch(toy, { numPlayers: 2, seed: 'pending' });
    const before = match.G;
    expect(match.move('1', 'name', 3).ok).toBe(false);
    expect(match.G).toEqual(before);
    expect(match.ctx.phase).toBe('call');
  });
});

describe('decisionPhasesWith', () => {
  it('makes the same phases as decisionPhase, from a name, a start, the next phase and the stage table', () => {
    const phase = decisionPhasesWith<Toy, 'call' | 'answer'>(stages);
    const listed: Game<Toy> = {
      ...toy,
      phases: {
        call: phase(
          'call',
          (G) => {
            G.log.push('call begins');
            G.pending = { seat: '0', stage: 'call' };
          },
          'answer',
          true,
        ),
        answer: phase(
          'answer',
          (G) => {
            G.log.push('answer begins');
            G.pending = { seat: '1', stage: 'answer' };
          },
          'call',
        ),
      },
    };
    expect(phase('answer', () => {}, 'call')).toMatchObject({ start: false, next: 'call' });
    const match = new LocalMatch(listed, { numPlayers: 2, seed: 'pending' });
    expect(match.ctx.activePlayers).toEqual({ '0': 'call' });
    match.move('0', 'name', 3);
    expect(match.ctx.phase).toBe('answer');
    expect(match.ctx.activePlayers).toEqual({ '1': 'answer' });
    match.move('1', 'name', 3);
    expect(match.G.log).toEqual(['call begins', 'answer begins']);
    expect(match.isOver).toBe(true);
  });
});

describe('onlyPendingChoice', () => {
  const pass = { move: 'pass', args: ['counter'] };
  const play = { move: 'play', args: ['card'] };
  const pending = { seat: '1', stage: 'counter' as const };

  it("names the seat's single choice in its pending decision, with the decision's stage", () => {
    expect(onlyPendingChoice(pending, '1', () => [pass])).toEqual({
      choice: pass,
      stage: 'counter',
    });
  });

  it('is undefined when there is a choice to make, nothing pending, or the decision is another seat’s', () => {
    expect(onlyPendingChoice(pending, '1', () => [pass, play])).toBeUndefined();
    expect(onlyPendingChoice(pending, '1', () => [])).toBeUndefined();
    expect(onlyPendingChoice(null, '1', () => [pass])).toBeUndefined();
    let asked = false;
    const listing = () => {
      asked = true;
      return [pass];
    };
    expect(onlyPendingChoice(pending, '0', listing)).toBeUndefined();
    expect(asked).toBe(false);
  });
});
