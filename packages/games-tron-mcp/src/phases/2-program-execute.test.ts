import { describe, expect, it } from 'vitest';
import {
  designs,
  inHandCard,
  ok,
  programDesigns,
  putInPlay,
  scenario,
  setHand,
  stackDeck,
  MCP,
  TRON,
} from '../testing/scenario';

const atDownload = (edit: Parameters<typeof scenario>[2]) =>
  scenario('programExecute', { seat: TRON, stage: 'downloadProgram' }, edit);

describe('Program Execute', () => {
  it('the MCP may download one Control card, then Tron one Program, which enters at Game Grid', () => {
    const m = scenario('programExecute', { seat: MCP, stage: 'downloadControl' }, (G) => {
      setHand(G, MCP, 'access-the-pentagon', 'control-incom', 'guards');
      setHand(G, TRON, 'ram', 'tron');
    });
    expect(m.move(MCP, 'downloadControl', inHandCard(m.G, MCP, 'guards'))).toEqual({
      ok: false,
      reason: 'Guards is not a Control card.',
    });
    ok(m, MCP, 'downloadControl', inHandCard(m.G, MCP, 'access-the-pentagon'));
    expect(designs(m.G.controls)).toEqual(['access-the-pentagon']);
    expect(m.G.pending).toEqual({ seat: TRON, stage: 'downloadProgram' });
    ok(m, TRON, 'downloadProgram', inHandCard(m.G, TRON, 'ram'));
    expect(programDesigns(m.G)).toEqual(['ram@gameGrid']);
    // One download each: the phase is over (Game Grid phase follows, with Ram there).
    expect(m.ctx.phase).toBe('gameGrid');
  });

  it('uniqueness: one Program of each name in play', () => {
    const m = atDownload((G) => {
      putInPlay(G, 'ram', 'rogue');
      setHand(G, TRON, 'ram');
    });
    expect(m.move(TRON, 'downloadProgram', inHandCard(m.G, TRON, 'ram'))).toEqual({
      ok: false,
      reason: 'Uniqueness rule: Ram is already in play (only one of each name at a time)',
    });
  });

  it('Clu enters at Rogue and shows Tron the MCP hand (only to Tron, until the end of the round)', () => {
    const m = atDownload((G) => {
      setHand(G, TRON, 'clu');
      setHand(G, MCP, 'sark', 'cesta');
    });
    ok(m, TRON, 'downloadProgram', inHandCard(m.G, TRON, 'clu'));
    expect(programDesigns(m.G)).toEqual(['clu@rogue']);
    expect(m.G.reveals).toEqual([
      { viewer: TRON, owner: MCP, source: 'Clu', cards: m.G.seats[MCP].hand, until: 1 },
    ]);
  });

  it('Yori draws 2 when downloaded; she may enter Rogue only while Tron is at Rogue', () => {
    const alone = atDownload((G) => {
      setHand(G, TRON, 'yori');
      stackDeck(G, TRON, 'aim', 'speed');
    });
    expect(alone.move(TRON, 'downloadProgram', inHandCard(alone.G, TRON, 'yori'), 'rogue')).toEqual(
      { ok: false, reason: 'Yori may only enter Rogue while Tron is in play at Rogue.' },
    );
    ok(alone, TRON, 'downloadProgram', inHandCard(alone.G, TRON, 'yori'));
    expect(programDesigns(alone.G)).toEqual(['yori@gameGrid']);
    expect(designs(alone.G.seats[TRON].hand)).toEqual(['aim', 'speed']);

    const withTron = atDownload((G) => {
      putInPlay(G, 'tron', 'rogue');
      setHand(G, TRON, 'yori');
    });
    expect(withTron.legalMoves(TRON)).toContainEqual({
      move: 'downloadProgram',
      args: [inHandCard(withTron.G, TRON, 'yori'), 'rogue'],
    });
    ok(withTron, TRON, 'downloadProgram', inHandCard(withTron.G, TRON, 'yori'), 'rogue');
    expect(programDesigns(withTron.G)).toEqual(['tron@rogue', 'yori@rogue']);
  });

  it('other programs cannot choose Rogue', () => {
    const m = atDownload((G) => {
      putInPlay(G, 'tron', 'rogue');
      setHand(G, TRON, 'ram');
    });
    expect(m.move(TRON, 'downloadProgram', inHandCard(m.G, TRON, 'ram'), 'rogue')).toEqual({
      ok: false,
      reason: 'Ram enters at Game Grid status.',
    });
  });

  it('Flynn needs a Matter Transform Sequence, discarded with him', () => {
    const without = atDownload((G) => {
      setHand(G, TRON, 'flynn');
    });
    expect(without.move(TRON, 'downloadProgram', inHandCard(without.G, TRON, 'flynn'))).toEqual({
      ok: false,
      reason:
        'Flynn is a User: download him together with a Matter Transform Sequence from your hand.',
    });
    const m = atDownload((G) => {
      setHand(G, TRON, 'flynn', 'matter-transform-sequence', 'aim');
    });
    ok(m, TRON, 'downloadProgram', inHandCard(m.G, TRON, 'flynn'));
    expect(programDesigns(m.G)).toEqual(['flynn@gameGrid']);
    expect(designs(m.G.seats[TRON].discard)).toEqual(['matter-transform-sequence']);
    expect(designs(m.G.seats[TRON].hand)).toEqual(['aim']);
  });

  it('a derezzed Program may be downloaded again, and its download effect fires again', () => {
    const m = atDownload((G) => {
      setHand(G, TRON, 'yori');
      G.seats[TRON].discard.push(
        G.seats[TRON].deck.splice(
          G.seats[TRON].deck.findIndex((c) => c.includes(':yori#')),
          1,
        )[0],
      );
    });
    const before = m.G.seats[TRON].hand.length;
    ok(m, TRON, 'downloadProgram', inHandCard(m.G, TRON, 'yori'));
    expect(m.G.seats[TRON].hand.length).toBe(before - 1 + 2);
  });
});
