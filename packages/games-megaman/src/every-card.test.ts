/** One scenario per card of the pool: its effect, exactly, and the conditions it names. */
import { describe, expect, it } from 'vitest';
import { CARDS } from './cards';
import { blastOf, defenseOf, strengthOf } from './rules';
import {
  P1,
  P2,
  at,
  names,
  setDiscard,
  setGauge,
  setHand,
  setNavi,
  setResources,
} from './testing/scenario';
import type { MegaManState } from './state';

const quiet = (G: MegaManState) => {
  // A NetNavi without "whenever" on both sides keeps each card's test to that card.
  setNavi(G, P1, 'megaman');
  setNavi(G, P2, 'megaman');
};

const tested = new Set<string>();
const card = (id: string, body: () => void) =>
  it(id, () => {
    tested.add(id);
    body();
  });

describe('every BattleChip', () => {
  const chip = (
    id: string,
    emblem: string,
    stat: 'strength' | 'defense',
    amount: number,
    extra?: string[],
  ) =>
    card(id, () => {
      const match = at((G) => {
        quiet(G);
        setNavi(G, P1, emblem);
        setResources(G, P1, ...(extra ?? []));
        setHand(G, P1, id);
      });
      const before = stat === 'strength' ? strengthOf(match.G, P1) : defenseOf(match.G, P1);
      expect(match.move(P1, 'playChip', match.G.seats[P1].hand[0])).toEqual({ ok: true });
      const after = stat === 'strength' ? strengthOf(match.G, P1) : defenseOf(match.G, P1);
      expect(after - before).toBe(amount);
      expect(names(match.G.seats[P1].discard)).toContain(id);
    });
  chip('cannon', 'megaman', 'strength', 2);
  chip('heat-shot', 'torchman', 'strength', 3, ['big-trouble']);
  chip('guts-punch', 'gutsman', 'strength', 4, ['big-trouble']);
  chip('barrier', 'megaman', 'defense', 2);
  chip('aura-wall', 'megaman', 'defense', 3, ['rival', 'rio-netbattler']);

  card('fire-ring', () => {
    const match = at((G) => {
      quiet(G);
      setNavi(G, P1, 'torchman');
      setHand(G, P1, 'fire-ring');
    });
    match.move(P1, 'playChip', match.G.seats[P1].hand[0]);
    expect([strengthOf(match.G, P1), defenseOf(match.G, P1)]).toEqual([4 + 2, 2 + 1]);
  });

  card('tornado', () => {
    const match = at((G) => {
      quiet(G);
      setNavi(G, P1, 'gutsman');
      setHand(G, P1, 'tornado');
      setHand(G, P2, 'rival', 'rival', 'barrier', 'heat-shot');
    });
    match.move(P1, 'playChip', match.G.seats[P1].hand[0]);
    // Four cards in the opponent's hand when Tornado resolves (GutsMan's discard comes after).
    expect(strengthOf(match.G, P1)).toBe(3 + 4);
    expect(match.G.seats[P2].hand).toHaveLength(3);
  });

  card('rock-arm', () => {
    const match = at((G) => {
      quiet(G);
      setNavi(G, P1, 'gutsman');
      setHand(G, P1, 'rock-arm');
    });
    match.move(P1, 'playChip', match.G.seats[P1].hand[0]);
    expect(defenseOf(match.G, P2)).toBe(0);
  });
});

describe('every event', () => {
  card('asking-for-it', () => {
    const match = at((G) => {
      quiet(G);
      setGauge(G, P1, 'cannon');
      setHand(G, P1, 'asking-for-it');
      setHand(G, P2);
    });
    const top2 = match.G.seats[P2].deck.slice(0, 2);
    match.move(P1, 'playEvent', match.G.seats[P1].hand[0]);
    expect(match.G.seats[P2].hand).toEqual(top2);
  });

  card('overclock', () => {
    const match = at((G) => {
      quiet(G);
      setResources(G, P1, 'big-trouble');
      setGauge(G, P1, 'cannon', 'cannon');
      setHand(G, P1, 'overclock');
    });
    const overclock = match.G.seats[P1].hand[0];
    expect(match.move(P1, 'playEvent', overclock)).toEqual({
      ok: false,
      reason: 'Play this only after you blast.',
    });
    match.move(P1, 'blast');
    match.move(P1, 'chooseDestiny', match.G.main.blast!.revealed[0]);
    match.move(P2, 'pass');
    expect(match.move(P1, 'playEvent', overclock)).toEqual({ ok: true });
    expect(strengthOf(match.G, P1)).toBe(2 + 1 + 1);
  });

  card('patch-up', () => {
    const match = at((G) => {
      quiet(G);
      setResources(G, P1, 'rich-kid');
      setHand(G, P1, 'patch-up');
      setDiscard(G, P1, 'cannon', 'tornado', 'rival');
    });
    const deck = match.G.seats[P1].deck.length;
    match.move(P1, 'playEvent', match.G.seats[P1].hand[0]);
    expect(match.G.seats[P1].deck).toHaveLength(deck + 2);
    // Two of the three went under the deck; Patch Up itself is in the discard.
    expect(names(match.G.seats[P1].discard).filter((c) => c !== 'patch-up')).toHaveLength(1);
    expect(defenseOf(match.G, P1)).toBe(2 + 1); // MegaMan: whenever you recharge
  });

  card('short-circuit', () => {
    const match = at((G) => {
      quiet(G);
      setHand(G, P1, 'cannon', 'cannon');
      setHand(G, P2, 'short-circuit');
      setGauge(G, P2, 'rival', 'rival');
    });
    expect(match.move(P1, 'pass')).toEqual({ ok: true });
    expect(match.move(P2, 'playEvent', match.G.seats[P2].hand[0])).toEqual({
      ok: false,
      reason: 'Your opponent has played no BattleChip this main phase.',
    });
    // Now with a BattleChip to cancel.
    const again = at((G) => {
      quiet(G);
      setHand(G, P1, 'cannon', 'cannon');
      setHand(G, P2, 'short-circuit');
      setGauge(G, P2, 'rival', 'rival');
    });
    const [c1, c2] = again.G.seats[P1].hand;
    again.move(P1, 'playChip', c1);
    expect(again.move(P2, 'playEvent', again.G.seats[P2].hand[0])).toEqual({ ok: true });
    expect(strengthOf(again.G, P1)).toBe(2);
    expect(again.move(P1, 'playChip', c2)).toEqual({
      ok: false,
      reason: 'Your BattleChip was canceled: no other BattleChip for you this main phase.',
    });
  });

  card('data-burn', () => {
    const match = at((G) => {
      quiet(G);
      setResources(G, P1, 'big-trouble');
      setGauge(G, P1, 'cannon', 'cannon');
      setHand(G, P1, 'data-burn');
      setGauge(G, P2, 'rival', 'barrier');
    });
    const newest = match.G.seats[P2].gauge[1];
    match.move(P1, 'playEvent', match.G.seats[P1].hand[0]);
    expect(match.G.seats[P2].gauge).toHaveLength(1);
    expect(match.G.seats[P2].discard).toContain(newest);
  });

  card('clean-sweep', () => {
    const match = at((G) => {
      quiet(G);
      setResources(G, P1, 'rival');
      setGauge(G, P1, 'cannon', 'cannon', 'cannon');
      setHand(G, P1, 'clean-sweep');
      setResources(G, P2, 'rio-student', 'show-no-mercy');
    });
    const target = match.G.seats[P2].resources[1];
    const sweep = match.G.seats[P1].hand[0];
    expect(match.move(P1, 'playEvent', sweep)).toEqual({
      ok: false,
      reason: "Clean Sweep needs one of your opponent's resources in play.",
    });
    expect(match.move(P1, 'playEvent', sweep, target)).toEqual({ ok: true });
    expect(names(match.G.seats[P2].resources)).toEqual(['rio-student']);
    expect(match.G.seats[P2].discard).toContain(target);
  });

  card('quick-thinking', () => {
    const match = at((G) => {
      quiet(G);
      setGauge(G, P1, 'cannon', 'cannon', 'cannon', 'cannon');
      setHand(G, P1, 'quick-thinking');
    });
    const top2 = match.G.seats[P1].deck.slice(0, 2);
    match.move(P1, 'playEvent', match.G.seats[P1].hand[0]);
    expect(match.G.seats[P1].hand).toEqual(top2);
  });

  card('all-in', () => {
    const match = at((G) => {
      quiet(G);
      setGauge(G, P1, 'cannon');
      setResources(G, P1, 'ember-fan');
      setHand(G, P1, 'all-in');
    });
    const fan = match.G.seats[P1].resources[0];
    match.move(P1, 'playEvent', match.G.seats[P1].hand[0], fan);
    // Ember Fan is spent for no effect: its +2 does not happen.
    expect(strengthOf(match.G, P1)).toBe(2 + 3);
    expect(match.G.seats[P1].resources).toEqual([]);
    expect(match.G.seats[P1].discard).toContain(fan);
  });
});

describe('every resource', () => {
  const spendFor = (id: string, stat: 'strength' | 'defense', amount: number) =>
    card(id, () => {
      const match = at((G) => {
        quiet(G);
        setResources(G, P1, id);
      });
      const read = () => (stat === 'strength' ? strengthOf(match.G, P1) : defenseOf(match.G, P1));
      const before = read();
      expect(match.move(P1, 'spend', match.G.seats[P1].resources[0])).toEqual({ ok: true });
      expect(read() - before).toBe(amount);
      expect(names(match.G.seats[P1].discard)).toContain(id);
    });
  spendFor('rival', 'defense', 1);
  spendFor('rio-netbattler', 'defense', 2);
  spendFor('ember-fan', 'strength', 2);

  card('big-trouble', () => {
    const match = at((G) => {
      quiet(G);
      setResources(G, P1, 'big-trouble');
    });
    match.move(P1, 'spend', match.G.seats[P1].resources[0]);
    expect(blastOf(match.G, P1)).toBe(1);
  });

  card('rich-kid', () => {
    const match = at((G) => {
      quiet(G);
      setResources(G, P1, 'rich-kid');
      setGauge(G, P1, 'cannon', 'tornado');
      setDiscard(G, P1, 'rival', 'barrier');
    });
    const deck = [...match.G.seats[P1].deck];
    const burned = match.G.seats[P1].gauge[1];
    match.move(P1, 'spend', match.G.seats[P1].resources[0]);
    expect(names(match.G.seats[P1].gauge)).toEqual(['cannon']);
    // Three cards in the discard (rival, barrier, the burned tornado): two went beneath the deck.
    expect(match.G.seats[P1].deck.slice(0, deck.length)).toEqual(deck);
    expect(match.G.seats[P1].deck).toHaveLength(deck.length + 2);
    expect([...match.G.seats[P1].deck.slice(-2), ...match.G.seats[P1].discard].sort()).toEqual(
      expect.arrayContaining([burned]),
    );
  });

  card('show-no-mercy', () => {
    const match = at((G) => {
      quiet(G);
      setGauge(G, P1, 'barrier', 'rival');
      setResources(G, P2, 'show-no-mercy');
      setNavi(G, P2, 'torchman');
      setHand(G, P2, 'cannon');
    });
    match.move(P1, 'blast');
    match.move(P1, 'chooseDestiny', match.G.main.blast!.revealed[0]); // Barrier: blue
    const [mercy] = match.G.seats[P2].resources;
    expect(match.move(P2, 'spend', mercy, match.G.seats[P2].hand[0])).toEqual({
      ok: false,
      reason: 'The blast destiny is not red.',
    });
    expect(match.move(P2, 'spend', mercy)).toMatchObject({ ok: false });
  });

  card('rio-student', () => {
    const match = at((G) => {
      quiet(G);
      setResources(G, P1, 'rio-student');
      setHand(G, P1);
    });
    const top = match.G.seats[P1].deck[0];
    match.move(P1, 'spend', match.G.seats[P1].resources[0]);
    expect(match.G.seats[P1].hand).toEqual([top]);
  });

  card('hot-streak', () => {
    const match = at((G) => {
      quiet(G);
      setResources(G, P1, 'hot-streak');
      setGauge(G, P1, 'cannon', 'cannon');
    });
    expect(match.move(P1, 'spend', match.G.seats[P1].resources[0])).toEqual({
      ok: false,
      reason: 'Hot Streak has nothing to spend for (no SPEND: in its text).',
    });
    match.move(P1, 'blast');
    match.move(P1, 'chooseDestiny', match.G.main.blast!.revealed[0]);
    expect(strengthOf(match.G, P1)).toBe(2 + 1 + 1);
  });

  card('watchful-firewall', () => {
    const match = at((G) => {
      quiet(G);
      setResources(G, P2, 'watchful-firewall');
      setHand(G, P1, 'cannon');
    });
    match.move(P1, 'playChip', match.G.seats[P1].hand[0]);
    expect(defenseOf(match.G, P2)).toBe(2 + 1);
  });

  card('scrap-yard', () => {
    const match = at((G) => {
      quiet(G);
      setResources(G, P1, 'scrap-yard');
      setHand(G, P2, 'rival');
    });
    const [rival] = match.G.seats[P2].hand;
    match.move(P1, 'spend', match.G.seats[P1].resources[0]);
    expect(match.G.seats[P2].hand).toEqual([]);
    expect(match.G.seats[P2].discard).toContain(rival);
  });
});

describe('every NetNavi', () => {
  card('gutsman', () => {
    const match = at((G) => {
      quiet(G);
      setNavi(G, P1, 'gutsman');
      setHand(G, P1, 'cannon');
      setHand(G, P2, 'rival');
    });
    match.move(P1, 'playChip', match.G.seats[P1].hand[0]);
    expect(match.G.seats[P2].hand).toEqual([]);
  });

  card('torchman', () => {
    const match = at((G) => {
      quiet(G);
      setNavi(G, P2, 'torchman');
      setHand(G, P1, 'cannon');
      setHand(G, P2, 'short-circuit');
      setGauge(G, P2, 'rival', 'rival');
    });
    const top = match.G.seats[P1].deck[0];
    match.move(P1, 'playChip', match.G.seats[P1].hand[0]);
    match.move(P2, 'playEvent', match.G.seats[P2].hand[0]);
    expect(match.G.seats[P1].discard).toContain(top);
  });

  card('megaman', () => {
    const match = at((G) => {
      quiet(G);
      setGauge(G, P1, 'cannon');
      setResources(G, P1, 'rich-kid');
      setDiscard(G, P1, 'rival');
    });
    match.move(P1, 'spend', match.G.seats[P1].resources[0]);
    expect(defenseOf(match.G, P1)).toBe(3);
  });

  it('NetNavi figures: GutsMan strength 3 and blast 3, TorchMan defense 2 (as in the example)', () => {
    const match = at(() => undefined);
    expect([strengthOf(match.G, P1), blastOf(match.G, P1), defenseOf(match.G, P2)]).toEqual([
      3, 3, 2,
    ]);
  });
});

it('every card of the pool has a scenario above', () => {
  expect(CARDS.map((c) => c.id).filter((id) => !tested.has(id))).toEqual([]);
});
