import { describe, expect, it } from 'vitest';
import { cardDef } from '../cards';
import { defenseOf, strengthOf } from '../rules';
import { mainActionWords } from '../main-action';
import {
  P1,
  P2,
  at,
  lastLogLine,
  names,
  setGauge,
  setHand,
  setNavi,
  setResources,
  shield,
  stackDeck,
} from '../testing/scenario';

describe('main phase: the pass-and-respond loop', () => {
  it('the active player acts first; each action gives the opponent the opportunity', () => {
    const match = at((G) => {
      setHand(G, P1, 'cannon');
      setResources(G, P2, 'rival');
    });
    expect(match.move(P2, 'pass')).toEqual({
      ok: false,
      reason: 'You have nothing to do right now: waiting for the other players.',
    });
    const cannon = match.G.seats[P1].hand[0];
    expect(match.move(P1, 'playChip', cannon)).toEqual({ ok: true });
    expect(match.G.pending).toEqual({ seat: P2, stage: 'main' });
    expect(match.G.main.lastAction).toEqual({ seat: P1, kind: 'chip', card: cannon });
    expect(mainActionWords(match.G.main.lastAction!)).toBe('Player 1 plays the BattleChip Cannon.');
    expect(match.move(P2, 'spend', match.G.seats[P2].resources[0])).toEqual({ ok: true });
    expect(match.G.pending).toEqual({ seat: P1, stage: 'main' });
  });

  it('two passes in a row end the phase; a pass, an action and a pass do not', () => {
    const match = at((G) => {
      setResources(G, P2, 'rival');
      shield(G, P2);
    });
    match.move(P1, 'pass');
    expect(match.move(P2, 'spend', match.G.seats[P2].resources[0])).toEqual({ ok: true });
    expect(match.move(P1, 'pass')).toEqual({ ok: true });
    expect(match.ctx.currentPlayer).toBe(P1);
    expect(match.G.pending).toEqual({ seat: P2, stage: 'main' });
    expect(match.move(P2, 'pass')).toEqual({ ok: true });
    expect(match.ctx.currentPlayer).toBe(P2);
  });

  it('one BattleChip per player per main phase — the opponent too, on your turn', () => {
    const match = at((G) => {
      setNavi(G, P1, 'torchman'); // GutsMan's "whenever" would discard P2's cards
      setHand(G, P1, 'cannon', 'cannon');
      setHand(G, P2, 'barrier', 'barrier');
    });
    const [cannon1, cannon2] = match.G.seats[P1].hand;
    const [barrier1, barrier2] = match.G.seats[P2].hand;
    match.move(P1, 'playChip', cannon1);
    expect(match.move(P2, 'playChip', barrier1)).toEqual({ ok: true });
    expect(match.move(P1, 'playChip', cannon2)).toEqual({
      ok: false,
      reason: 'You have played your one BattleChip of this main phase.',
    });
    match.move(P1, 'pass');
    expect(match.move(P2, 'playChip', barrier2)).toEqual({
      ok: false,
      reason: 'You have played your one BattleChip of this main phase.',
    });
    expect(strengthOf(match.G, P1)).toBe(4 + 2); // TorchMan 4, Cannon +2
    expect(defenseOf(match.G, P2)).toBe(2 + 2);
  });

  it('events: any number in a phase, one per opportunity', () => {
    const match = at((G) => {
      setHand(G, P1, 'asking-for-it', 'asking-for-it');
      setGauge(G, P1, 'cannon');
    });
    const [a, b] = match.G.seats[P1].hand;
    expect(match.move(P1, 'playEvent', a)).toEqual({ ok: true });
    expect(match.move(P1, 'playEvent', b)).toMatchObject({ ok: false });
    match.move(P2, 'pass');
    expect(match.move(P1, 'playEvent', b)).toEqual({ ok: true });
    expect(match.G.seats[P2].hand).toHaveLength(match.G.seats[P2].hand.length);
  });

  it('a card whose requirements are not met is refused, naming them', () => {
    const match = at((G) => setHand(G, P1, 'guts-punch', 'heat-shot'));
    const [punch, heat] = match.G.seats[P1].hand;
    expect(match.move(P1, 'playChip', punch)).toEqual({
      ok: false,
      reason: 'Guts Punch needs 1 red resource and 2 GutsMan emblems in play.',
    });
    expect(match.move(P1, 'playChip', heat)).toEqual({
      ok: false,
      reason: 'Heat Shot needs 1 red resource and 1 TorchMan emblem in play.',
    });
  });

  it('requirements are not used up: two events needing 1 red with one red resource', () => {
    const match = at((G) => {
      setResources(G, P1, 'big-trouble');
      setGauge(G, P1, 'cannon', 'cannon', 'cannon');
      setHand(G, P1, 'data-burn', 'data-burn');
      setGauge(G, P2, 'barrier', 'barrier');
    });
    const [a, b] = match.G.seats[P1].hand;
    expect(match.move(P1, 'playEvent', a)).toEqual({ ok: true });
    match.move(P2, 'pass');
    expect(match.move(P1, 'playEvent', b)).toEqual({ ok: true });
    expect(match.G.seats[P2].gauge).toHaveLength(0);
  });
});

describe('blast', () => {
  it('reveals the newest N gauge cards, adds the chosen destiny, discards all of them', () => {
    const match = at((G) => {
      setGauge(G, P1, 'rival', 'cannon', 'tornado', 'guts-punch');
      G.seats[P1].discard = [];
    });
    expect(match.move(P1, 'blast')).toEqual({ ok: true });
    expect(names(match.G.main.blast!.revealed)).toEqual(['cannon', 'tornado', 'guts-punch']);
    expect(names(match.G.seats[P1].gauge)).toEqual(['rival']);
    expect(match.G.pending).toEqual({ seat: P1, stage: 'chooseDestiny' });
    const punch = match.G.main.blast!.revealed[2];
    expect(match.move(P1, 'chooseDestiny', match.G.seats[P1].gauge[0])).toEqual({
      ok: false,
      reason: 'Choose one of the cards your blast revealed.',
    });
    expect(match.move(P1, 'chooseDestiny', punch)).toEqual({ ok: true });
    expect(strengthOf(match.G, P1)).toBe(3 + cardDef(punch).destiny);
    expect(names(match.G.seats[P1].discard)).toEqual(['cannon', 'tornado', 'guts-punch']);
    expect(match.G.pending).toEqual({ seat: P2, stage: 'main' });
  });

  it('needs as many power as the blast number; only the active player; once', () => {
    const match = at((G) => {
      setGauge(G, P1, 'cannon', 'cannon');
      setGauge(G, P2, 'barrier', 'barrier', 'barrier');
    });
    expect(match.move(P1, 'blast')).toEqual({
      ok: false,
      reason: 'Blast 3 needs 3 cards in your power gauge (you have 2).',
    });
    match.move(P1, 'pass');
    expect(match.move(P2, 'blast')).toEqual({
      ok: false,
      reason: 'Only the active player may blast, in their own main phase.',
    });
  });

  it('blast -1 first (Big Trouble) lets GutsMan blast with 2 power, then no second blast', () => {
    const match = at((G) => {
      setGauge(G, P1, 'cannon', 'tornado');
      setResources(G, P1, 'big-trouble');
    });
    expect(match.move(P1, 'spend', match.G.seats[P1].resources[0])).toEqual({ ok: true });
    match.move(P2, 'pass');
    expect(match.move(P1, 'blast')).toEqual({ ok: true });
    expect(match.G.main.blast!.revealed).toHaveLength(2);
    match.move(P1, 'chooseDestiny', match.G.main.blast!.revealed[1]);
    expect(strengthOf(match.G, P1)).toBe(3 + 3);
    match.move(P2, 'pass');
    expect(match.move(P1, 'blast')).toEqual({
      ok: false,
      reason: 'You have blasted already this main phase.',
    });
  });

  it('a blast of one card takes its destiny at once', () => {
    const match = at((G) => {
      setGauge(G, P1, 'barrier', 'rival', 'cannon');
    });
    expect(match.move(P1, 'blast')).toEqual({ ok: true });
    expect(match.G.pending).toEqual({ seat: P1, stage: 'chooseDestiny' });
    const match1 = at((G) => {
      setGauge(G, P1, 'rival', 'tornado');
      G.modifiers.push({ seat: P1, stat: 'blast', amount: -2, source: 'test' });
    });
    expect(match1.move(P1, 'blast')).toEqual({ ok: true });
    expect(names(match1.G.main.blast!.revealed)).toEqual(['tornado']);
    expect(strengthOf(match1.G, P1)).toBe(3 + 3);
    expect(match1.G.pending).toEqual({ seat: P2, stage: 'main' });
  });
});

describe('battle phase and end of turn', () => {
  it('the opponent loses strength minus defense in energy: top cards of the deck to the discard', () => {
    const match = at((G) => {
      G.modifiers.push({ seat: P1, stat: 'strength', amount: 3, source: 'test' });
      stackDeck(G, P2, 'barrier', 'aura-wall', 'fire-ring', 'heat-shot', 'rival');
      G.seats[P2].discard = [];
    });
    match.move(P1, 'pass');
    match.move(P2, 'pass');
    // GutsMan 3 + 3 against TorchMan 2: 4 energy; then P2 powers up (rival) and draws.
    expect(names(match.G.seats[P2].discard)).toEqual([
      'barrier',
      'aura-wall',
      'fire-ring',
      'heat-shot',
    ]);
    expect(match.G.lastBattle).toEqual({
      attacker: P1,
      strength: 6,
      defense: 2,
      damage: 4,
      lost: 4,
    });
  });

  it("a NetNavi's or resource's answer (a whenever) is told with the action it answers", () => {
    const match = at((G) => {
      setNavi(G, P1, 'gutsman');
      setHand(G, P1, 'cannon');
      setHand(G, P2, 'rival');
      G.narration = [];
    });
    match.move(P1, 'playChip', match.G.seats[P1].hand[0]);
    expect(lastLogLine(match)).toBe(
      'Player 1 plays the BattleChip Cannon. GutsMan (Player 1) answers: "Whenever you play a ' +
        'BattleChip, your opponent throws away a card from their hand, picked at random."',
    );
  });

  it('the battle is told in the match log, with the pass that ended the main phase', () => {
    const match = at((G) => {
      G.modifiers.push({ seat: P1, stat: 'strength', amount: 3, source: 'test' });
      G.narration = [];
    });
    match.move(P1, 'pass');
    expect(lastLogLine(match)).toBe('Player 1 passes.');
    match.move(P2, 'pass');
    expect(lastLogLine(match)).toBe(
      'Player 2 passes too: the main phase ends. ' +
        'Battle: GutsMan strength 6 against TorchMan defense 2: Player 2 loses 4 energy.',
    );
    // Player 2's turn began on its own (power up, draw): told before their first decision.
    const first = match.legalMoves(P2)[0];
    match.play(P2, first);
    expect(lastLogLine(match)).toMatch(
      /^Turn \d+: Player 2 powers up \(gauge \d\) and draws a card\. Player 2 /,
    );
    expect(match.G.narration).toEqual([]);
  });

  it('no damage when strength does not exceed defense', () => {
    const match = at((G) => {
      G.modifiers.push({ seat: P2, stat: 'defense', amount: 1, source: 'test' });
      G.seats[P2].discard = [];
    });
    match.move(P1, 'pass');
    match.move(P2, 'pass');
    expect(match.G.lastBattle).toMatchObject({ strength: 3, defense: 3, damage: 0, lost: 0 });
    expect(match.G.seats[P2].discard).toEqual([]);
  });

  it('effects end with the turn', () => {
    const match = at((G) => {
      setHand(G, P2, 'barrier');
      shield(G, P2);
    });
    match.move(P1, 'pass');
    match.move(P2, 'playChip', match.G.seats[P2].hand[0]);
    match.move(P1, 'pass');
    match.move(P2, 'pass');
    expect(match.G.modifiers).toEqual([]);
    expect(defenseOf(match.G, P2)).toBe(2);
    expect(match.G.main.chip).toEqual({ '0': null, '1': null });
  });

  it('losing the moment battle damage empties the deck, even mid-damage', () => {
    const match = at((G) => {
      G.modifiers.push({ seat: P1, stat: 'strength', amount: 10, source: 'test' });
      G.seats[P2].discard.push(...G.seats[P2].deck.splice(3));
    });
    match.move(P1, 'pass');
    match.move(P2, 'pass');
    expect(match.G.lastBattle).toMatchObject({ damage: 11, lost: 3 });
    expect(match.ctx.gameover).toEqual({ winner: P1, loser: P2 });
  });
});
