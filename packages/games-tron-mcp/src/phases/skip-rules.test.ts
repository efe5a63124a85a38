import { describe, expect, it } from 'vitest';
import type { Status } from '../state';
import { ok, putInPlay, scenario, setHand, MCP, TRON } from '../testing/scenario';

/** End Program Execute with these programs in play; return the phases that asked anything. */
function phasesReached(programs: [string, Status][]) {
  const m = scenario('programExecute', { seat: TRON, stage: 'downloadProgram' }, (G) => {
    for (const [design, status] of programs) putInPlay(G, design, status);
    setHand(G, TRON);
    setHand(G, MCP);
  });
  const visited: string[] = [];
  ok(m, TRON, 'pass', 'downloadProgram');
  // Pass every decision until the Sub-Routine phase, noting each phase that asked one.
  while (m.ctx.phase !== 'subRoutine') {
    visited.push(`${m.ctx.phase}:${m.G.pending!.stage}`);
    const { seat, stage } = m.G.pending!;
    ok(m, seat, 'pass', stage);
  }
  return visited;
}

describe('skip rules (tested at the start of each phase)', () => {
  it('no programs: phases 3–7 are all skipped', () => {
    expect(phasesReached([])).toEqual([]);
  });

  it('a Game Grid program: phases 3 and 4 are played (4: Escape, then Security vs Rogue only if a Rogue program exists)', () => {
    expect(phasesReached([['ram', 'gameGrid']])).toEqual([
      'gameGrid:attack',
      'systemEscape:playStatus',
    ]);
  });

  it('only a Rogue program: 3 and 4 are skipped, 5 is played (and Security vs Activated is not offered)', () => {
    expect(phasesReached([['clu', 'rogue']])).toEqual(['userInterface:playStatus']);
  });

  it('only an Activated program: phase 6 only', () => {
    expect(phasesReached([['ram', 'activated']])).toEqual(['fileTransfer:playStatus']);
  });

  it('only a Mesa program: phase 7 only, and passing it offers Tron the erase', () => {
    expect(phasesReached([['ram', 'mesa']])).toEqual([
      'programDelete:attack',
      'programDelete:erase',
    ]);
  });

  it('programs at every status: Security is offered against the status each phase moves into', () => {
    expect(
      phasesReached([
        ['ram', 'gameGrid'],
        ['clu', 'rogue'],
        ['yori', 'activated'],
        ['tron', 'mesa'],
      ]),
    ).toEqual([
      'gameGrid:attack',
      'systemEscape:playStatus',
      'systemEscape:attack',
      'userInterface:playStatus',
      'userInterface:attack',
      'fileTransfer:playStatus',
      'fileTransfer:attack',
      'programDelete:attack',
      'programDelete:erase',
    ]);
  });
});
