import { describe, expect, it } from 'vitest';
import {
  inHandCard,
  ok,
  putControls,
  putInPlay,
  scenario,
  setHand,
  MCP,
  TRON,
} from '../testing/scenario';

const atProgramDelete = (tronHand: string[], mcpHand: string[], flynn = false) =>
  scenario('programDelete', { seat: MCP, stage: 'attack' }, (G) => {
    putInPlay(G, 'ram', 'mesa');
    if (flynn) putInPlay(G, 'flynn', 'rogue');
    setHand(G, TRON, ...tronHand);
    setHand(G, MCP, ...mcpHand);
  });

describe('Program Delete and the two wins', () => {
  it('Tron counters the Security card, then discards one more Skill card: the MCP is erased, Tron wins', () => {
    const m = atProgramDelete(['reflexes', 'timing'], ['sark']);
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'sark'));
    ok(m, TRON, 'commitSkill', [inHandCard(m.G, TRON, 'reflexes')]);
    ok(m, TRON, 'pass', 'counter');
    expect(m.G.pending).toEqual({ seat: TRON, stage: 'erase' });
    ok(m, TRON, 'erase', inHandCard(m.G, TRON, 'timing'));
    expect(m.ctx.gameover).toEqual({ winner: TRON, reason: 'erased' });
  });

  it('if the MCP plays no Security card, Tron may erase him the same way', () => {
    const m = atProgramDelete(['timing'], ['sark']);
    ok(m, MCP, 'pass', 'attack');
    ok(m, TRON, 'erase', inHandCard(m.G, TRON, 'timing'));
    expect(m.ctx.gameover).toEqual({ winner: TRON, reason: 'erased' });
  });

  it('a Security card not countered derezzes the Mesa program and there is no erase', () => {
    const m = atProgramDelete(['timing'], ['deflector-shields']);
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'deflector-shields'));
    ok(m, TRON, 'commitSkill', [inHandCard(m.G, TRON, 'timing')]);
    ok(m, TRON, 'pass', 'counter');
    expect(m.G.programs).toEqual([]);
    expect(m.ctx.gameover).toBeUndefined();
    expect(m.ctx.phase).toBe('subRoutine');
  });

  it('the erase needs a Skill card Tron could use here (User Sacrifice with Flynn; not Divert Beam)', () => {
    const m = atProgramDelete(['divert-beam', 'user-sacrifice'], [], true);
    ok(m, MCP, 'pass', 'attack');
    expect(m.move(TRON, 'erase', inHandCard(m.G, TRON, 'divert-beam'))).toEqual({
      ok: false,
      reason: 'Divert Beam can only be used in the File Transfer phase.',
    });
    ok(m, TRON, 'erase', inHandCard(m.G, TRON, 'user-sacrifice'));
    expect(m.ctx.gameover).toEqual({ winner: TRON, reason: 'erased' });
  });

  it('the MCP wins the moment his 10th Control card is in play', () => {
    const m = scenario('programExecute', { seat: MCP, stage: 'downloadControl' }, (G) => {
      setHand(G, MCP, 'increase-intelligence');
      putControls(G, 9);
    });
    expect(m.ctx.gameover).toBeUndefined();
    ok(m, MCP, 'downloadControl', inHandCard(m.G, MCP, 'increase-intelligence'));
    expect(m.ctx.gameover).toEqual({ winner: MCP, reason: 'control' });
    expect(m.move(TRON, 'pass', 'downloadProgram').ok).toBe(false);
  });
});
