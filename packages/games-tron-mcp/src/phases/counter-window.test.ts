import { describe, expect, it } from 'vitest';
import { describeMove } from '@gridplay/core';
import { game } from '../game';
import {
  cardCount,
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

/** Phase 3 with Ram (and maybe others) on the Game Grid and the MCP about to attack. */
function gameGridAttack(
  tronHand: string[],
  mcpHand: string[],
  programs: [string, any][] = [['ram', 'gameGrid']],
) {
  return scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
    for (const [design, status] of programs) putInPlay(G, design, status);
    setHand(G, TRON, ...tronHand);
    setHand(G, MCP, ...mcpHand);
  });
}

describe('attack and counter window', () => {
  it('a Game card is countered by Skill cards totalling at least its power; all committed Skill cards are discarded', () => {
    const m = gameGridAttack(['aim', 'timing', 'reflexes'], ['vice-blasters']);
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'vice-blasters'));
    expect(m.G.pending).toEqual({ seat: TRON, stage: 'counter' });
    expect(m.ctx.activePlayers).toEqual({ [TRON]: 'counter' });
    ok(m, TRON, 'commitSkill', [inHandCard(m.G, TRON, 'aim')]);
    expect(m.G.attack).toMatchObject({ total: 3, power: 3 });
    // The MCP may respond to the counter; both pass → the window closes.
    expect(m.ctx.activePlayers).toEqual({ [MCP]: 'respond' });
    ok(m, MCP, 'pass', 'respond');
    ok(m, TRON, 'pass', 'counter');
    expect(programDesigns(m.G)).toEqual(['ram@gameGrid']);
    expect(designs(m.G.seats[TRON].discard)).toEqual(['aim']);
    expect(designs(m.G.seats[TRON].hand).sort()).toEqual(['reflexes', 'timing']);
    expect(m.ctx.phase).not.toBe('gameGrid');
  });

  it('not countered: the only program of the target status is derezzed; the Skill cards are lost anyway; Ram draws 1', () => {
    const m = gameGridAttack(['timing'], ['warrior-elite']);
    const tronDeckTop = m.G.seats[TRON].deck[0];
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'warrior-elite'));
    ok(m, TRON, 'commitSkill', [inHandCard(m.G, TRON, 'timing')]);
    ok(m, MCP, 'pass', 'respond');
    ok(m, TRON, 'pass', 'counter');
    expect(m.G.programs).toEqual([]);
    expect(designs(m.G.seats[TRON].discard).sort()).toEqual(['ram', 'timing']);
    expect(m.G.seats[TRON].hand).toEqual([tronDeckTop]);
  });

  it('with several programs of the target status the MCP chooses which one is derezzed', () => {
    const m = gameGridAttack(
      [],
      ['cesta'],
      [
        ['ram', 'gameGrid'],
        ['yori', 'gameGrid'],
        ['tron', 'rogue'],
      ],
    );
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'cesta'));
    ok(m, TRON, 'pass', 'counter');
    ok(m, MCP, 'pass', 'respond');
    expect(m.G.pending).toEqual({ seat: MCP, stage: 'chooseDerez' });
    expect(
      m
        .legalMoves(MCP)
        .map((c) => designs([(c as any).args[0]])[0])
        .sort(),
    ).toEqual(['ram', 'yori']);
    const tron = m.G.programs.find((p) => p.status === 'rogue')!.card;
    expect(m.move(MCP, 'chooseDerez', tron)).toEqual({
      ok: false,
      reason: 'Only a Game Grid program can be derezzed by this card.',
    });
    ok(m, MCP, 'chooseDerez', m.G.programs.find((p) => p.card.includes('yori'))!.card);
    expect(programDesigns(m.G).sort()).toEqual(['ram@gameGrid', 'tron@rogue']);
  });

  it('Transport Disorientation gives the Game card +1; Tron may then add more Skill', () => {
    const m = gameGridAttack(['aim', 'timing'], ['vice-blasters', 'transport-disorientation']);
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'vice-blasters'));
    ok(m, TRON, 'commitSkill', [inHandCard(m.G, TRON, 'aim')]);
    ok(m, MCP, 'disorient', inHandCard(m.G, MCP, 'transport-disorientation'));
    expect(m.G.attack).toMatchObject({ power: 4, total: 3, disoriented: true });
    expect(m.G.pending).toEqual({ seat: TRON, stage: 'counter' });
    ok(m, TRON, 'commitSkill', [inHandCard(m.G, TRON, 'timing')]);
    ok(m, MCP, 'pass', 'respond');
    ok(m, TRON, 'pass', 'counter');
    expect(programDesigns(m.G)).toEqual(['ram@gameGrid']);
  });

  it('Transport Disorientation cannot answer a Security card, nor be played twice', () => {
    const m = scenario('programDelete', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'ram', 'mesa');
      setHand(G, TRON, 'aim');
      setHand(G, MCP, 'guards', 'transport-disorientation');
    });
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'guards'));
    ok(m, TRON, 'commitSkill', [inHandCard(m.G, TRON, 'aim')]);
    // A Security window has no MCP response: it closes when Tron passes.
    expect(m.G.pending).toEqual({ seat: TRON, stage: 'counter' });
    expect(m.move(MCP, 'disorient', inHandCard(m.G, MCP, 'transport-disorientation')).ok).toBe(
      false,
    );
  });

  it('while the Tron program is in play each Skill card counts +1', () => {
    const m = gameGridAttack(
      ['balance', 'timing'],
      ['space-paranoids'],
      [
        ['ram', 'gameGrid'],
        ['tron', 'rogue'],
      ],
    );
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'space-paranoids'));
    ok(m, TRON, 'commitSkill', [inHandCard(m.G, TRON, 'balance'), inHandCard(m.G, TRON, 'timing')]);
    expect(m.G.attack).toMatchObject({ total: 5, power: 4 });
  });

  it('SU cards need Flynn; Divert Beam only in File Transfer, User Sacrifice only in Program Delete', () => {
    const gg = gameGridAttack(
      ['divert-beam', 'user-sacrifice'],
      ['cesta'],
      [
        ['ram', 'gameGrid'],
        ['flynn', 'rogue'],
      ],
    );
    ok(gg, MCP, 'attack', inHandCard(gg.G, MCP, 'cesta'));
    expect(gg.move(TRON, 'commitSkill', [inHandCard(gg.G, TRON, 'divert-beam')])).toEqual({
      ok: false,
      reason: 'Divert Beam can only be used in the File Transfer phase.',
    });
    expect(gg.move(TRON, 'commitSkill', [inHandCard(gg.G, TRON, 'user-sacrifice')])).toEqual({
      ok: false,
      reason: 'User Sacrifice can only be used in the Program Delete phase.',
    });

    const ft = scenario('fileTransfer', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'ram', 'mesa');
      setHand(G, TRON, 'divert-beam');
      setHand(G, MCP, 'recognizers');
    });
    ok(ft, MCP, 'attack', inHandCard(ft.G, MCP, 'recognizers'));
    expect(ft.move(TRON, 'commitSkill', [inHandCard(ft.G, TRON, 'divert-beam')])).toEqual({
      ok: false,
      reason: 'Divert Beam is a U card: it needs Flynn in play.',
    });

    const withFlynn = scenario('fileTransfer', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'flynn', 'mesa');
      setHand(G, TRON, 'divert-beam');
      setHand(G, MCP, 'recognizers');
    });
    ok(withFlynn, MCP, 'attack', inHandCard(withFlynn.G, MCP, 'recognizers'));
    ok(withFlynn, TRON, 'commitSkill', [inHandCard(withFlynn.G, TRON, 'divert-beam')]);
    ok(withFlynn, TRON, 'pass', 'counter');
    expect(programDesigns(withFlynn.G)).toEqual(['flynn@mesa']);
  });

  it('Re-Energize (needs Flynn) keeps the chosen program in play', () => {
    const m = gameGridAttack(
      ['re-energize'],
      ['discs'],
      [
        ['ram', 'gameGrid'],
        ['flynn', 'activated'],
      ],
    );
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'discs'));
    ok(m, TRON, 'pass', 'counter');
    ok(m, MCP, 'pass', 'respond');
    expect(m.G.pending).toEqual({ seat: TRON, stage: 'reEnergize' });
    ok(m, TRON, 'reEnergize', inHandCard(m.G, TRON, 're-energize'));
    expect(programDesigns(m.G).sort()).toEqual(['flynn@activated', 'ram@gameGrid']);
    expect(designs(m.G.seats[TRON].discard)).toEqual(['re-energize']);
  });

  it('without Flynn there is no Re-Energize decision: the program is derezzed at once', () => {
    const m = gameGridAttack(['re-energize'], ['discs']);
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'discs'));
    ok(m, TRON, 'pass', 'counter');
    ok(m, MCP, 'pass', 'respond');
    expect(m.G.programs).toEqual([]);
  });

  it('only a Game card in Game Grid, a Security card elsewhere, Deflector Shields and Giant Sark only in Program Delete', () => {
    const gg = gameGridAttack([], ['guards', 'cesta']);
    expect(gg.move(MCP, 'attack', inHandCard(gg.G, MCP, 'guards'))).toEqual({
      ok: false,
      reason: 'Only a Game card can be played in the 3 · Game Grid phase.',
    });
    const se = scenario('systemEscape', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'ram', 'rogue');
      setHand(G, MCP, 'giant-sark', 'cesta', 'sark');
    });
    expect(se.move(MCP, 'attack', inHandCard(se.G, MCP, 'giant-sark'))).toEqual({
      ok: false,
      reason: 'Giant Sark can only be played in the Program Delete phase.',
    });
    expect(se.move(MCP, 'attack', inHandCard(se.G, MCP, 'cesta')).ok).toBe(false);
    ok(se, MCP, 'attack', inHandCard(se.G, MCP, 'sark'));
    expect(se.G.attack).toMatchObject({ target: 'rogue', power: 6 });
  });

  it('no card is created or lost by a whole attack', () => {
    const m = gameGridAttack(
      ['aim', 'speed'],
      ['warrior-elite', 'transport-disorientation'],
      [
        ['ram', 'gameGrid'],
        ['clu', 'rogue'],
      ],
    );
    const before = [cardCount(m.G, TRON), cardCount(m.G, MCP)];
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'warrior-elite'));
    ok(m, TRON, 'commitSkill', [inHandCard(m.G, TRON, 'aim')]);
    ok(m, MCP, 'disorient', inHandCard(m.G, MCP, 'transport-disorientation'));
    ok(m, TRON, 'pass', 'counter');
    ok(m, MCP, 'pass', 'respond');
    expect([cardCount(m.G, TRON), cardCount(m.G, MCP)]).toEqual(before);
  });
});

describe('the log tells how a counter window ends', () => {
  /** The log line the move would write now (describe reads the state before the move). */
  const line = (
    m: ReturnType<typeof gameGridAttack>,
    seat: string,
    move: string,
    ...args: unknown[]
  ) => describeMove(game, m.state, seat, move, args);

  it('countered: the closing pass says Tron counters, with his total against the power', () => {
    const m = gameGridAttack(['aim', 'timing'], ['vice-blasters']);
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'vice-blasters'));
    ok(m, TRON, 'commitSkill', [inHandCard(m.G, TRON, 'aim'), inHandCard(m.G, TRON, 'timing')]);
    // The MCP's pass leaves Tron a last word: the window is still open.
    expect(line(m, MCP, 'pass', 'respond')).toBe('The MCP passes');
    ok(m, MCP, 'pass', 'respond');
    expect(line(m, TRON, 'pass', 'counter')).toBe(
      'Tron passes: Tron counters Vice Blasters with 4 against power 3',
    );
  });

  it('not countered, one program of the status: the line names the program derezzed', () => {
    const m = gameGridAttack(['timing'], ['warrior-elite']);
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'warrior-elite'));
    ok(m, TRON, 'pass', 'counter');
    expect(line(m, MCP, 'pass', 'respond')).toBe(
      'The MCP passes: Warrior Elite goes through (0 against power 6): Ram is derezzed (Tron draws 1)',
    );
  });

  it('not countered, several programs: the line says the MCP chooses, then which one is derezzed', () => {
    const m = gameGridAttack(
      [],
      ['cesta'],
      [
        ['ram', 'gameGrid'],
        ['yori', 'gameGrid'],
      ],
    );
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'cesta'));
    ok(m, TRON, 'pass', 'counter');
    expect(line(m, MCP, 'pass', 'respond')).toBe(
      'The MCP passes: Cesta goes through (0 against power 1): the MCP chooses a Game Grid program to derez',
    );
    ok(m, MCP, 'pass', 'respond');
    const yori = m.G.programs.find((p) => p.card.includes('yori'))!.card;
    expect(line(m, MCP, 'chooseDerez', yori)).toBe('The MCP targets Yori: Yori is derezzed');
  });

  it('a Security card not countered in Program Delete, Flynn in play: the derez waits on Re-Energize', () => {
    const m = scenario('programDelete', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'flynn', 'mesa');
      setHand(G, MCP, 'giant-sark');
    });
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'giant-sark'));
    expect(line(m, TRON, 'pass', 'counter')).toBe(
      'Tron passes: Giant Sark goes through (0 against power 7): Flynn is derezzed unless Tron plays Re-Energize',
    );
  });
});
