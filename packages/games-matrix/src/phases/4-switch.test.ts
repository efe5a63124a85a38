import { describe, expect, it } from 'vitest';
import { HUMANS, humanDesigns, ok, putHuman, scenario } from '../testing/scenario';

describe('Switch phase: Matrix counters', () => {
  const switching = () =>
    scenario('switch', { seat: HUMANS, stage: 'switch' }, (G) => {
      putHuman(G, 'neo', true);
      putHuman(G, 'tank');
      putHuman(G, 'oracle');
    });

  it('red-pill humans are plugged in or unplugged; the phase ends on a pass', () => {
    const match = switching();
    const [morpheus, , neo] = match.G.humans.map((h) => h.card);
    ok(match, HUMANS, 'plug', morpheus);
    ok(match, HUMANS, 'unplug', neo);
    expect(humanDesigns(match.G)).toEqual(['morpheus*', 'trinity', 'neo', 'tank', 'oracle']);
    ok(match, HUMANS, 'pass', 'switch');
    expect(match.ctx.phase).toBe('matrix');
  });

  it('Zion-born humans can never be plugged in; programs never leave the Matrix', () => {
    const match = switching();
    const [, , , tank, oracle] = match.G.humans.map((h) => h.card);
    expect(match.move(HUMANS, 'plug', tank)).toEqual({
      ok: false,
      reason: 'Tank was born in Zion and can never be plugged in.',
    });
    expect(match.move(HUMANS, 'unplug', oracle)).toEqual({
      ok: false,
      reason: 'The Oracle is a program: always in the Matrix.',
    });
  });

  it('each character switches at most once a phase; with nobody left to switch the phase ends', () => {
    const match = scenario('switch', { seat: HUMANS, stage: 'switch' });
    const [morpheus, trinity] = match.G.humans.map((h) => h.card);
    ok(match, HUMANS, 'plug', morpheus);
    expect(match.move(HUMANS, 'unplug', morpheus)).toEqual({
      ok: false,
      reason: 'Morpheus has already switched this phase.',
    });
    expect(match.move(HUMANS, 'plug', morpheus)).toEqual({
      ok: false,
      reason: 'Morpheus is already in the Matrix.',
    });
    ok(match, HUMANS, 'plug', trinity);
    // Both switched: the Matrix phase has begun with the Interception.
    expect(match.ctx.phase).toBe('matrix');
    expect(match.G.contest?.kind).toBe('interception');
  });
});
