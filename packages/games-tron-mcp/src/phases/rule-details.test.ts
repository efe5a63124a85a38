/**
 * Rule details the phase tests leave open, each as a scenario with its exact result: derez and
 * Re-Energize corners, Transport Disorientation deciding a counter, the skip rule after a derez,
 * draws refilled from the discard, Location Query's limits, random discards from a short hand,
 * what the reveals show in each seat's view, and passes that name the wrong decision.
 */
import { describe, expect, it } from 'vitest';
import { playerView } from '../view';
import type { TronMcpState } from '../state';
import {
  cardCount,
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

const view = (G: TronMcpState, playerID: string | null) =>
  playerView({ G, ctx: {} as never, playerID });

describe('derez and Re-Energize', () => {
  it('Re-Energize may save Flynn himself', () => {
    const m = scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'flynn', 'gameGrid');
      setHand(G, TRON, 're-energize');
      setHand(G, MCP, 'cesta');
    });
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'cesta'));
    ok(m, TRON, 'pass', 'counter');
    ok(m, MCP, 'pass', 'respond');
    expect(m.G.pending).toEqual({ seat: TRON, stage: 'reEnergize' });
    ok(m, TRON, 'reEnergize', inHandCard(m.G, TRON, 're-energize'));
    expect(programDesigns(m.G)).toEqual(['flynn@gameGrid']);
    expect(designs(m.G.seats[TRON].discard)).toEqual(['re-energize']);
  });

  it('with Flynn in play Tron is asked even without Re-Energize in hand; letting go derezzes', () => {
    const m = scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'yori', 'gameGrid');
      putInPlay(G, 'flynn', 'rogue');
      setHand(G, TRON, 'aim');
      setHand(G, MCP, 'discs');
    });
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'discs'));
    ok(m, TRON, 'pass', 'counter');
    ok(m, MCP, 'pass', 'respond');
    expect(m.G.pending).toEqual({ seat: TRON, stage: 'reEnergize' });
    expect(m.move(TRON, 'reEnergize', inHandCard(m.G, TRON, 'aim'))).toEqual({
      ok: false,
      reason: 'Aim cannot prevent a derez.',
    });
    ok(m, TRON, 'pass', 'reEnergize');
    expect(programDesigns(m.G)).toEqual(['flynn@rogue']);
    expect(designs(m.G.seats[TRON].discard)).toEqual(['yori']);
  });

  it('Ram saved by Re-Energize draws nothing; Ram derezzed draws exactly the top card', () => {
    const saved = scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'ram', 'gameGrid');
      putInPlay(G, 'flynn', 'rogue');
      setHand(G, TRON, 're-energize');
      setHand(G, MCP, 'cesta');
    });
    ok(saved, MCP, 'attack', inHandCard(saved.G, MCP, 'cesta'));
    ok(saved, TRON, 'pass', 'counter');
    ok(saved, MCP, 'pass', 'respond');
    ok(saved, TRON, 'reEnergize', inHandCard(saved.G, TRON, 're-energize'));
    expect(saved.G.seats[TRON].hand).toEqual([]);
    expect(programDesigns(saved.G)).toEqual(['ram@gameGrid', 'flynn@rogue']);

    const lost = scenario('systemEscape', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'ram', 'rogue');
      setHand(G, TRON);
      setHand(G, MCP, 'guards');
      stackDeck(G, TRON, 'password');
    });
    ok(lost, MCP, 'attack', inHandCard(lost.G, MCP, 'guards'));
    ok(lost, TRON, 'pass', 'counter');
    expect(lost.G.programs).toEqual([]);
    expect(designs(lost.G.seats[TRON].hand)).toEqual(['password']);
    expect(designs(lost.G.seats[TRON].discard)).toEqual(['ram']);
  });

  it('a Security card in User Interface derezzes only an Activated program, not a Rogue one', () => {
    const m = scenario('userInterface', { seat: TRON, stage: 'playStatus' }, (G) => {
      putInPlay(G, 'clu', 'rogue');
      putInPlay(G, 'yori', 'activated');
      putInPlay(G, 'tron', 'gameGrid');
      setHand(G, TRON);
      setHand(G, MCP, 'grid-bugs');
    });
    ok(m, TRON, 'pass', 'playStatus');
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'grid-bugs'));
    ok(m, TRON, 'pass', 'counter');
    // Yori is the only Activated program: no choice to make, she is derezzed.
    expect(programDesigns(m.G)).toEqual(['clu@rogue', 'tron@gameGrid']);
    expect(designs(m.G.seats[TRON].discard)).toEqual(['yori']);
  });

  it('Program Delete: Re-Energize saves the Mesa program but the Security card was not defeated: no erase', () => {
    const m = scenario('programDelete', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'yori', 'mesa');
      putInPlay(G, 'flynn', 'activated');
      setHand(G, TRON, 're-energize', 'timing');
      setHand(G, MCP, 'sark');
    });
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'sark'));
    ok(m, TRON, 'pass', 'counter');
    ok(m, TRON, 'reEnergize', inHandCard(m.G, TRON, 're-energize'));
    expect(programDesigns(m.G)).toEqual(['yori@mesa', 'flynn@activated']);
    expect(m.ctx.gameover).toBeUndefined();
    expect(m.ctx.phase).toBe('subRoutine');
    expect(designs(m.G.seats[TRON].hand)).toEqual(['timing']);
  });
});

describe('Transport Disorientation decides a counter', () => {
  it('a counter that matched the printed power fails once the Game card gets +1', () => {
    const m = scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'yori', 'gameGrid');
      setHand(G, TRON, 'speed');
      setHand(G, MCP, 'space-paranoids', 'transport-disorientation');
    });
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'space-paranoids'));
    ok(m, TRON, 'commitSkill', [inHandCard(m.G, TRON, 'speed')]);
    ok(m, MCP, 'disorient', inHandCard(m.G, MCP, 'transport-disorientation'));
    ok(m, TRON, 'pass', 'counter');
    ok(m, MCP, 'pass', 'respond');
    expect(m.G.programs).toEqual([]);
    expect(designs(m.G.seats[TRON].discard)).toEqual(['speed', 'yori']);
    expect(designs(m.G.seats[MCP].discard)).toEqual([
      'space-paranoids',
      'transport-disorientation',
    ]);
  });
});

describe('skip rule after a derez', () => {
  it('phase 3 derezzes the only Game Grid program: phase 4 is skipped though a Rogue program is in play', () => {
    const m = scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'yori', 'gameGrid');
      putInPlay(G, 'clu', 'rogue');
      setHand(G, TRON, 'illegal-exit');
      setHand(G, MCP, 'cesta', 'guards');
    });
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'cesta'));
    ok(m, TRON, 'pass', 'counter');
    ok(m, MCP, 'pass', 'respond');
    expect(programDesigns(m.G)).toEqual(['clu@rogue']);
    expect(m.ctx.phase).toBe('userInterface');
    expect(m.G.pending).toEqual({ seat: TRON, stage: 'playStatus' });
  });
});

describe('draws refill from the discard', () => {
  it('Yori with one card left in the deck: Tron draws it, then the discard is shuffled in for the second', () => {
    const m = scenario('programExecute', { seat: TRON, stage: 'downloadProgram' }, (G) => {
      setHand(G, TRON, 'yori');
      stackDeck(G, TRON, 'aim');
      const piles = G.seats[TRON];
      piles.discard.push(...piles.deck.splice(1));
    });
    expect(m.G.seats[TRON].discard).toHaveLength(69);
    const discarded = [...m.G.seats[TRON].discard];
    ok(m, TRON, 'downloadProgram', inHandCard(m.G, TRON, 'yori'));
    expect(designs(m.G.seats[TRON].hand)[0]).toBe('aim');
    expect(m.G.seats[TRON].hand).toHaveLength(2);
    expect(discarded).toContain(m.G.seats[TRON].hand[1]);
    expect(m.G.seats[TRON].deck).toHaveLength(68);
    expect(m.G.seats[TRON].discard).toEqual([]);
    expect(cardCount(m.G, TRON)).toBe(71);
  });
});

describe('the hand limit belongs to Data Input', () => {
  it('Yori’s draw may take Tron over 8 cards; nothing is discarded until the next Data Input', () => {
    const m = scenario('programExecute', { seat: TRON, stage: 'downloadProgram' }, (G) => {
      setHand(G, TRON, 'yori', 'aim', 'aim', 'aim', 'aim', 'timing', 'timing', 'timing');
      setHand(G, MCP);
    });
    ok(m, TRON, 'downloadProgram', inHandCard(m.G, TRON, 'yori'));
    expect(m.G.seats[TRON].hand).toHaveLength(9);
    expect(m.G.seats[TRON].discard).toEqual([]);
    // On to the Game Grid phase (Yori is there): the MCP attacks or not, no discard is asked.
    expect(m.ctx.phase).toBe('gameGrid');
    expect(m.G.pending).toEqual({ seat: MCP, stage: 'attack' });
  });
});

describe('Sub-Routine limits', () => {
  it('Location Query names only a card design still in the deck, and the deck is shuffled after', () => {
    const m = scenario('subRoutine', { seat: TRON, stage: 'subRoutine' }, (G) => {
      setHand(G, TRON, 'location-query');
      // Both Rams are out of the deck (one derezzed, one in play).
      G.seats[TRON].discard.push(
        G.seats[TRON].deck.splice(
          G.seats[TRON].deck.findIndex((c) => c.includes(':ram#')),
          1,
        )[0],
      );
      putInPlay(G, 'ram', 'gameGrid');
    });
    const query = inHandCard(m.G, TRON, 'location-query');
    expect(m.move(TRON, 'playSubRoutine', query, 'ram')).toEqual({
      ok: false,
      reason: 'There is no such card in your deck.',
    });
    expect(m.move(TRON, 'playSubRoutine', query, 'nonsense')).toEqual({
      ok: false,
      reason: 'There is no such card in your deck.',
    });
    const before = m.G.seats[TRON].deck.filter((c) => !c.includes(':user-sacrifice#'));
    ok(m, TRON, 'playSubRoutine', query, 'user-sacrifice');
    expect(designs(m.G.seats[TRON].hand)).toEqual(['user-sacrifice']);
    expect([...m.G.seats[TRON].deck].sort()).toEqual([...before].sort());
    expect(m.G.seats[TRON].deck).not.toEqual(before);
  });

  it('End of Line against a one-card hand discards that card only', () => {
    const m = scenario('subRoutine', { seat: MCP, stage: 'subRoutine' }, (G) => {
      setHand(G, TRON, 'reflexes');
      setHand(G, MCP, 'end-of-line');
    });
    ok(m, MCP, 'playSubRoutine', inHandCard(m.G, MCP, 'end-of-line'));
    expect(m.G.seats[TRON].hand).toEqual([]);
    expect(designs(m.G.seats[TRON].discard)).toEqual(['reflexes']);
  });

  it('Progress Report with fewer than 10 cards in the deck shows all of them, in order', () => {
    const m = scenario('subRoutine', { seat: MCP, stage: 'subRoutine' }, (G) => {
      setHand(G, MCP, 'progress-report');
      G.seats[MCP].discard.push(...G.seats[MCP].deck.splice(4));
    });
    const deck = [...m.G.seats[MCP].deck];
    ok(m, MCP, 'playSubRoutine', inHandCard(m.G, MCP, 'progress-report'));
    expect(m.G.reveals).toEqual([
      { viewer: MCP, owner: MCP, source: 'Progress Report', cards: deck, until: 1 },
    ]);
  });
});

describe('reveals in each seat’s view', () => {
  it('Clu shows the MCP hand to Tron only; the MCP and spectators see no reveal', () => {
    const m = scenario('programExecute', { seat: TRON, stage: 'downloadProgram' }, (G) => {
      setHand(G, TRON, 'clu');
      setHand(G, MCP, 'sark', 'logic-probe');
    });
    ok(m, TRON, 'downloadProgram', inHandCard(m.G, TRON, 'clu'));
    const hand = [...m.G.seats[MCP].hand];
    expect(view(m.G, TRON).reveals).toEqual([
      { viewer: TRON, owner: MCP, source: 'Clu', cards: hand, until: 1 },
    ]);
    expect(view(m.G, MCP).reveals).toEqual([]);
    expect(view(m.G, null).reveals).toEqual([]);
    expect(JSON.stringify(view(m.G, null))).not.toContain(hand[0]);
  });

  it('Progress Report shows the MCP deck top to the MCP only; Tron’s view holds none of those cards', () => {
    const m = scenario('subRoutine', { seat: MCP, stage: 'subRoutine' }, (G) => {
      setHand(G, MCP, 'progress-report');
    });
    ok(m, MCP, 'playSubRoutine', inHandCard(m.G, MCP, 'progress-report'));
    const top = m.G.seats[MCP].deck.slice(0, 10);
    expect(view(m.G, MCP).reveals[0].cards).toEqual(top);
    const tronView = JSON.stringify(view(m.G, TRON));
    for (const card of top) expect(tronView).not.toContain(`"${card}"`);
  });
});

describe('decisions are named', () => {
  it('a pass for another decision is refused and changes nothing', () => {
    const m = scenario('gameGrid', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'yori', 'gameGrid');
      setHand(G, MCP, 'cesta');
    });
    ok(m, MCP, 'attack', inHandCard(m.G, MCP, 'cesta'));
    ok(m, TRON, 'pass', 'counter');
    expect(m.move(MCP, 'pass', 'attack')).toEqual({
      ok: false,
      reason: 'That pass was for another decision (attack); now: respond.',
    });
    expect(m.G.pending).toEqual({ seat: MCP, stage: 'respond' });
  });
});
