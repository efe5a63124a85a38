/**
 * The rule text's example of play, move by move: Joe (GutsMan) against Kendrick (TorchMan),
 * with our cards of the same names. TorchMan's and GutsMan's own "whenever" texts (ours) add
 * one step each, noted where they act.
 */
import { describe, expect, it } from 'vitest';
import { cardDef } from './cards';
import { blastOf, defenseOf, strengthOf } from './rules';
import {
  P1 as JOE,
  P2 as KENDRICK,
  at,
  names,
  setDiscard,
  setGauge,
  setHand,
  setResources,
} from './testing/scenario';

describe('the example of play', () => {
  it('ends with Kendrick losing 3 energy (strength 6 against defense 3)', () => {
    const match = at((G) => {
      setGauge(G, JOE, 'barrier', 'ember-fan'); // destinies 2 and 3 (the 3 is red)
      setResources(G, JOE, 'big-trouble');
      setHand(G, JOE, 'asking-for-it', 'tornado');
      setGauge(G, KENDRICK, 'barrier', 'heat-shot');
      setResources(G, KENDRICK, 'rich-kid', 'show-no-mercy', 'rival');
      setHand(G, KENDRICK, 'fire-ring', 'aura-wall');
      setDiscard(G, KENDRICK, 'cannon', 'data-burn', 'patch-up');
    });
    const G = () => match.G;
    const kendrick = () => G().seats[KENDRICK];
    const [askingForIt, tornado] = G().seats[JOE].hand;
    const [richKid, showNoMercy, rival] = kendrick().resources;
    const deckBefore = kendrick().deck.length;

    // Joe plays Asking for It: Kendrick draws 2.
    expect(match.move(JOE, 'playEvent', askingForIt)).toEqual({ ok: true });
    expect(kendrick().hand).toHaveLength(4);

    // Kendrick spends Rich Kid: burns his right-most power, 2 random discards go under his deck.
    const newest = kendrick().gauge[1];
    expect(match.move(KENDRICK, 'spend', richKid)).toEqual({ ok: true });
    expect(kendrick().gauge).toHaveLength(1);
    expect(kendrick().discard).toContain(newest);
    expect(kendrick().deck).toHaveLength(deckBefore - 2 + 2);
    expect(kendrick().discard.at(-1)).toBe(richKid);

    // Joe spends Big Trouble: GutsMan is blast 2.
    expect(blastOf(G(), JOE)).toBe(3);
    expect(match.move(JOE, 'blast')).toMatchObject({ ok: false });
    match.move(KENDRICK, 'pass');
    expect(match.move(JOE, 'spend', G().seats[JOE].resources[0])).toEqual({ ok: true });
    expect(blastOf(G(), JOE)).toBe(2);

    // Kendrick passes; Joe blasts with 2 power and picks the red 3: strength 6.
    expect(match.move(KENDRICK, 'pass')).toEqual({ ok: true });
    expect(match.move(JOE, 'blast')).toEqual({ ok: true });
    const [two, three] = G().main.blast!.revealed;
    expect([cardDef(two).destiny, cardDef(three).destiny, cardDef(three).colour]).toEqual([
      2,
      3,
      'red',
    ]);
    expect(match.move(JOE, 'chooseDestiny', three)).toEqual({ ok: true });
    expect(strengthOf(G(), JOE)).toBe(6);
    expect(G().seats[JOE].gauge).toHaveLength(0);

    // Kendrick spends Show No Mercy, discarding a card: the red destiny is canceled.
    const joeDeck = G().seats[JOE].deck.length;
    const thrown = kendrick().hand[0];
    expect(match.move(KENDRICK, 'spend', showNoMercy, thrown)).toEqual({ ok: true });
    expect(strengthOf(G(), JOE)).toBe(3);
    expect(kendrick().discard).toContain(thrown);
    expect(G().seats[JOE].deck).toHaveLength(joeDeck - 1); // TorchMan: a cancel costs Joe 1 energy

    // Joe cannot blast again this main phase.
    expect(match.move(JOE, 'blast')).toEqual({
      ok: false,
      reason: 'Your blast destiny was canceled: no second blast this main phase.',
    });

    // Joe plays Tornado: Kendrick holds 3 cards, GutsMan is strength 6 (then GutsMan's own
    // text makes Kendrick throw away a card: after Tornado has counted).
    expect(kendrick().hand).toHaveLength(3);
    expect(match.move(JOE, 'playChip', tornado)).toEqual({ ok: true });
    expect(strengthOf(G(), JOE)).toBe(6);
    expect(kendrick().hand).toHaveLength(2);

    // Kendrick spends Rival: TorchMan defense 3.
    expect(match.move(KENDRICK, 'spend', rival)).toEqual({ ok: true });
    expect(defenseOf(G(), KENDRICK)).toBe(3);

    // Joe passes, Kendrick passes: Kendrick loses 6 - 3 = 3 energy.
    const top3 = kendrick().deck.slice(0, 3);
    match.move(JOE, 'pass');
    match.move(KENDRICK, 'pass');
    expect(G().lastBattle).toEqual({ attacker: JOE, strength: 6, defense: 3, damage: 3, lost: 3 });
    expect(kendrick().discard.slice(-3)).toEqual(top3);
    expect(match.ctx.currentPlayer).toBe(KENDRICK);
    expect(names(G().seats[JOE].resources)).toEqual([]);
  });
});
