import { describe, expect, it } from 'vitest';
import {
  designs,
  inHandCard,
  ok,
  programDesigns,
  putInPlay,
  scenario,
  setHand,
  MCP,
  TRON,
} from '../testing/scenario';

describe('status cards (phases 4–6), played before the MCP attack', () => {
  it('an Escape card moves every Game Grid program to Rogue; then a Security card can hit them at once', () => {
    const m = scenario('systemEscape', { seat: TRON, stage: 'playStatus' }, (G) => {
      putInPlay(G, 'ram', 'gameGrid');
      putInPlay(G, 'yori', 'gameGrid');
      putInPlay(G, 'tron', 'activated');
      setHand(G, TRON, 'illegal-exit', 'password');
      setHand(G, MCP, 'guards');
    });
    expect(m.move(TRON, 'playStatus', inHandCard(m.G, TRON, 'password'))).toEqual({
      ok: false,
      reason: 'Password is not an Escape card for the 4 · System Escape phase.',
    });
    ok(m, TRON, 'playStatus', inHandCard(m.G, TRON, 'illegal-exit'));
    expect(programDesigns(m.G)).toEqual(['ram@rogue', 'yori@rogue', 'tron@activated']);
    expect(designs(m.G.seats[TRON].discard)).toEqual(['illegal-exit']);
    expect(m.G.pending).toEqual({ seat: MCP, stage: 'attack' });
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'guards'));
    expect(m.G.attack!.target).toBe('rogue');
  });

  it('an Activation card moves Rogue programs to Activated; a Transport card Activated to the Mesa', () => {
    const ui = scenario('userInterface', { seat: TRON, stage: 'playStatus' }, (G) => {
      putInPlay(G, 'clu', 'rogue');
      setHand(G, TRON, 'hacking');
    });
    ok(ui, TRON, 'playStatus', inHandCard(ui.G, TRON, 'hacking'));
    expect(programDesigns(ui.G)).toEqual(['clu@activated']);

    const ft = scenario('fileTransfer', { seat: TRON, stage: 'playStatus' }, (G) => {
      putInPlay(G, 'clu', 'activated');
      setHand(G, TRON, 'solar-sailor');
    });
    ok(ft, TRON, 'playStatus', inHandCard(ft.G, TRON, 'solar-sailor'));
    expect(programDesigns(ft.G)).toEqual(['clu@mesa']);
  });

  it('Reassemble Recognizer (TU) needs Flynn in play', () => {
    const m = scenario('fileTransfer', { seat: TRON, stage: 'playStatus' }, (G) => {
      putInPlay(G, 'ram', 'activated');
      setHand(G, TRON, 'reassemble-recognizer');
    });
    expect(m.move(TRON, 'playStatus', inHandCard(m.G, TRON, 'reassemble-recognizer'))).toEqual({
      ok: false,
      reason: 'Reassemble Recognizer is a U card: it needs Flynn in play.',
    });
    m.patch((G) => {
      putInPlay(G, 'flynn', 'rogue');
    });
    ok(m, TRON, 'playStatus', inHandCard(m.G, TRON, 'reassemble-recognizer'));
    expect(programDesigns(m.G)).toEqual(['ram@mesa', 'flynn@rogue']);
  });

  it('at most one status card per phase', () => {
    const m = scenario('systemEscape', { seat: TRON, stage: 'playStatus' }, (G) => {
      putInPlay(G, 'ram', 'gameGrid');
      setHand(G, TRON, 'illegal-exit', 'minus-one-tank');
      setHand(G, MCP);
    });
    ok(m, TRON, 'playStatus', inHandCard(m.G, TRON, 'illegal-exit'));
    expect(m.move(TRON, 'playStatus', inHandCard(m.G, TRON, 'minus-one-tank')).ok).toBe(false);
  });
});
