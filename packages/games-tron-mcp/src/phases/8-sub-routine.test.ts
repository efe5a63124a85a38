import { describe, expect, it } from 'vitest';
import {
  cardCount,
  designs,
  inHandCard,
  ok,
  scenario,
  setHand,
  stackDeck,
  MCP,
  TRON,
} from '../testing/scenario';

const atSubRoutine = (seat: typeof TRON | typeof MCP, tronHand: string[], mcpHand: string[]) =>
  scenario('subRoutine', { seat, stage: 'subRoutine' }, (G) => {
    setHand(G, TRON, ...tronHand);
    setHand(G, MCP, ...mcpHand);
  });

describe('Sub-Routine phase', () => {
  it('the MCP and Tron alternate; two passes in a row end the phase (and the round)', () => {
    const m = atSubRoutine(MCP, ['bit'], ['null-unit']);
    ok(m, MCP, 'pass', 'subRoutine');
    expect(m.G.pending).toEqual({ seat: TRON, stage: 'subRoutine' });
    ok(m, TRON, 'playSubRoutine', inHandCard(m.G, TRON, 'bit'));
    // A play resets the count: the MCP may still act.
    expect(m.G.pending).toEqual({ seat: MCP, stage: 'subRoutine' });
    ok(m, MCP, 'pass', 'subRoutine');
    ok(m, TRON, 'pass', 'subRoutine');
    expect(m.G.round).toBe(2);
    expect(m.ctx.phase).not.toBe('subRoutine');
  });

  it('Location Query takes any named card from the deck into the hand, then shuffles', () => {
    const m = atSubRoutine(TRON, ['location-query'], []);
    const query = inHandCard(m.G, TRON, 'location-query');
    expect(m.move(TRON, 'playSubRoutine', query)).toEqual({
      ok: false,
      reason: 'Name the card to take from your deck.',
    });
    ok(m, TRON, 'playSubRoutine', query, 'flynn');
    expect(designs(m.G.seats[TRON].hand)).toEqual(['flynn']);
    expect(designs(m.G.seats[TRON].discard)).toEqual(['location-query']);
    expect(cardCount(m.G, TRON)).toBe(71);
  });

  it('Bit and Null Unit shuffle the discard into the deck (the card itself goes to the discard after)', () => {
    const m = atSubRoutine(TRON, ['bit'], []);
    m.patch((G) => {
      G.seats[TRON].discard.push(...G.seats[TRON].deck.splice(0, 10));
    });
    ok(m, TRON, 'playSubRoutine', inHandCard(m.G, TRON, 'bit'));
    expect(m.G.seats[TRON].deck).toHaveLength(70);
    expect(designs(m.G.seats[TRON].discard)).toEqual(['bit']);

    const n = atSubRoutine(MCP, [], ['null-unit']);
    n.patch((G) => {
      G.seats[MCP].discard.push(...G.seats[MCP].deck.splice(0, 5));
    });
    ok(n, MCP, 'playSubRoutine', inHandCard(n.G, MCP, 'null-unit'));
    expect(n.G.seats[MCP].deck).toHaveLength(42);
    expect(designs(n.G.seats[MCP].discard)).toEqual(['null-unit']);
  });

  it('Pool of Pure Power, Command Carrier and Dead Zone Conscripts draw 2', () => {
    const m = atSubRoutine(
      MCP,
      ['pool-of-pure-power'],
      ['command-carrier', 'dead-zone-conscripts'],
    );
    m.patch((G) => {
      stackDeck(G, MCP, 'sark', 'guards', 'cesta', 'discs');
      stackDeck(G, TRON, 'aim', 'ram');
    });
    ok(m, MCP, 'playSubRoutine', inHandCard(m.G, MCP, 'command-carrier'));
    expect(designs(m.G.seats[MCP].hand)).toEqual(['dead-zone-conscripts', 'sark', 'guards']);
    ok(m, TRON, 'playSubRoutine', inHandCard(m.G, TRON, 'pool-of-pure-power'));
    expect(designs(m.G.seats[TRON].hand)).toEqual(['aim', 'ram']);
    ok(m, MCP, 'playSubRoutine', inHandCard(m.G, MCP, 'dead-zone-conscripts'));
    expect(designs(m.G.seats[MCP].hand)).toEqual(['sark', 'guards', 'cesta', 'discs']);
  });

  it('End of Line: Tron discards 2 cards at random', () => {
    const m = atSubRoutine(MCP, ['aim', 'speed', 'ram'], ['end-of-line']);
    ok(m, MCP, 'playSubRoutine', inHandCard(m.G, MCP, 'end-of-line'));
    expect(m.G.seats[TRON].hand).toHaveLength(1);
    expect([...designs(m.G.seats[TRON].hand), ...designs(m.G.seats[TRON].discard)].sort()).toEqual([
      'aim',
      'ram',
      'speed',
    ]);
    expect(designs(m.G.seats[MCP].discard)).toEqual(['end-of-line']);
  });

  it('Inoperative Data Systems and Bugs in the System: the MCP discards 2 cards at random', () => {
    const m = atSubRoutine(
      TRON,
      ['inoperative-data-systems', 'bugs-in-the-system'],
      ['sark', 'guards', 'cesta', 'discs', 'recognizers'],
    );
    ok(m, TRON, 'playSubRoutine', inHandCard(m.G, TRON, 'inoperative-data-systems'));
    expect(m.G.seats[MCP].hand).toHaveLength(3);
    expect(m.G.seats[MCP].discard).toHaveLength(2);
    ok(m, MCP, 'pass', 'subRoutine');
    ok(m, TRON, 'playSubRoutine', inHandCard(m.G, TRON, 'bugs-in-the-system'));
    expect(m.G.seats[MCP].hand).toHaveLength(1);
    expect(m.G.seats[MCP].discard).toHaveLength(4);
    expect(cardCount(m.G, MCP)).toBe(43);
  });

  it('Progress Report shows the MCP his next 10 deck cards, order kept', () => {
    const m = atSubRoutine(MCP, [], ['progress-report']);
    const next10 = m.G.seats[MCP].deck.slice(0, 10);
    ok(m, MCP, 'playSubRoutine', inHandCard(m.G, MCP, 'progress-report'));
    expect(m.G.reveals).toEqual([
      { viewer: MCP, owner: MCP, source: 'Progress Report', cards: next10, until: 1 },
    ]);
  });

  it('Logic Probe shows the MCP Tron’s hand as it is now; reveals end with the round', () => {
    const m = atSubRoutine(MCP, ['aim', 'ram'], ['logic-probe']);
    const hand = [...m.G.seats[TRON].hand];
    ok(m, MCP, 'playSubRoutine', inHandCard(m.G, MCP, 'logic-probe'));
    expect(m.G.reveals).toEqual([
      { viewer: MCP, owner: TRON, source: 'Logic Probe', cards: hand, until: 1 },
    ]);
    ok(m, TRON, 'pass', 'subRoutine');
    ok(m, MCP, 'pass', 'subRoutine');
    expect(m.G.round).toBe(2);
    expect(m.G.reveals).toEqual([]);
  });

  it('X cards, Matter Transform Sequence and other kinds cannot be played here', () => {
    const m = atSubRoutine(TRON, ['re-energize', 'matter-transform-sequence', 'aim'], []);
    expect(m.move(TRON, 'playSubRoutine', inHandCard(m.G, TRON, 're-energize'))).toEqual({
      ok: false,
      reason: 'Re-Energize is played only as a response, in its window.',
    });
    expect(
      m.move(TRON, 'playSubRoutine', inHandCard(m.G, TRON, 'matter-transform-sequence')),
    ).toEqual({
      ok: false,
      reason: 'Matter Transform Sequence is played only with Flynn, in Program Execute.',
    });
    expect(m.move(TRON, 'playSubRoutine', inHandCard(m.G, TRON, 'aim'))).toEqual({
      ok: false,
      reason: 'Aim is not a Sub-Routine card.',
    });
    const x = atSubRoutine(MCP, [], ['transport-disorientation']);
    expect(x.move(MCP, 'playSubRoutine', inHandCard(x.G, MCP, 'transport-disorientation')).ok).toBe(
      false,
    );
  });
});
