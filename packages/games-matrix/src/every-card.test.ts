import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deckSize } from '@gridplay/core';
import { HUMAN_CARDS, MACHINE_CARDS, type MatrixCard } from './cards';
import { totalOf } from './rules';
import { CONTESTS, type ContestKind } from './state';
import {
  clearPlay,
  contestScenario,
  HUMANS,
  inHand,
  MACHINES,
  ok,
  putHuman,
  putMachine,
  setHand,
} from './testing/scenario';

describe('the card lists (RULINGS §4: about 40 a side)', () => {
  const kinds = (table: readonly MatrixCard[]) =>
    table.reduce<Record<string, number>>((count, card) => {
      count[card.kind] = (count[card.kind] ?? 0) + card.copies;
      return count;
    }, {});

  it('the Humans: 18 characters, 9 Missions worth 2–5 MP, 13 Events', () => {
    expect(deckSize(HUMAN_CARDS)).toBe(40);
    expect(kinds(HUMAN_CARDS)).toEqual({ character: 18, mission: 9, event: 13 });
    for (const card of HUMAN_CARDS)
      if (card.kind === 'mission') expect(card.points >= 2 && card.points <= 5).toBe(true);
  });

  it('the Machines: 6 Agents, 4 Sentinels, 2 Hunter Sentinels, 4 Extermination Units, 26 Events; no Missions', () => {
    expect(deckSize(MACHINE_CARDS)).toBe(42);
    expect(kinds(MACHINE_CARDS)).toEqual({ character: 16, event: 26 });
    const origins = MACHINE_CARDS.flatMap((c) =>
      c.kind === 'character' ? Array(c.copies).fill(c.origin) : [],
    );
    expect(origins.filter((o) => o === 'agent')).toHaveLength(6);
    const copies = (id: string) => MACHINE_CARDS.find((c) => c.id === id)!.copies;
    expect([copies('sentinel'), copies('hunter-sentinel')]).toEqual([4, 2]);
    expect(origins.filter((o) => o === 'sentinel')).toHaveLength(6);
    expect(origins.filter((o) => o === 'exterminator')).toHaveLength(4);
  });

  it('every Event names a contest and says its bonus in its text; every character has a modifier', () => {
    for (const card of [...HUMAN_CARDS, ...MACHINE_CARDS]) {
      if (card.kind === 'event') {
        expect(CONTESTS).toContain(card.contest);
        if (card.bonus > 0) expect(card.text).toContain(`+${card.bonus}`);
      }
      if (card.kind === 'character')
        expect(Object.values(card.mods).some((v) => (v ?? 0) > 0)).toBe(true);
    }
  });
});

/** Play `design` for `seat` into a fresh contest of its kind and return the match. */
function playInto(
  seat: typeof HUMANS | typeof MACHINES,
  design: string,
  kind: ContestKind,
  edit: Parameters<typeof contestScenario>[3] = () => {},
) {
  const phase = ['detection', 'pursuit', 'battle'].includes(kind) ? 'reality' : 'matrix';
  // The player acts first: its side rolls lower.
  const dice: [number, number] = seat === HUMANS ? [1, 10] : [10, 1];
  const match = contestScenario(phase, kind, dice, (G) => {
    edit(G);
    setHand(G, seat, design);
  });
  const before = totalOf(match.G, seat);
  ok(match, seat, 'playEvent', inHand(match.G, seat, design));
  return { match, added: totalOf(match.G, seat) - before };
}

describe('every Event with only a bonus adds exactly that bonus to its contest', () => {
  for (const [seat, table] of [
    [HUMANS, HUMAN_CARDS],
    [MACHINES, MACHINE_CARDS],
  ] as const) {
    for (const card of table) {
      if (card.kind !== 'event' || card.effect) continue;
      it(`${card.name}: ${card.contest} +${card.bonus}`, () => {
        const { match, added } = playInto(seat, card.id, card.contest, clearPlay);
        expect(added).toBe(card.bonus);
        expect(match.G.seats[seat].discard.map((c) => c.split(':')[1].split('#')[0])).toContain(
          card.id,
        );
      });
    }
  }
});

describe('Events with an effect', () => {
  it('I Know Kung Fu: Combat +1 and the Agent with the highest Combat modifier is neutralized', () => {
    const { match, added } = playInto(HUMANS, 'i-know-kung-fu', 'combat', (G) => {
      clearPlay(G);
      putHuman(G, 'trinity', true);
      putMachine(G, 'jones');
      putMachine(G, 'smith');
    });
    expect(added).toBe(1);
    expect(match.G.neutralized).toEqual([match.G.machines[1]]);
    expect(totalOf(match.G, MACHINES)).toBe(10 + 1); // Jones alone
  });

  it('Override: Combat +1 and the Human with the highest Combat modifier is neutralized', () => {
    const { match } = playInto(MACHINES, 'override', 'combat', (G) => {
      clearPlay(G);
      putHuman(G, 'apoc', true);
      putHuman(G, 'neo', true);
      putMachine(G, 'smith');
    });
    expect(match.G.neutralized).toEqual([match.G.humans[1].card]);
  });

  it('Bullet Time: the Humans roll their Combat die again and keep the higher', () => {
    const match = contestScenario('matrix', 'combat', [6, 10], (G) => {
      clearPlay(G);
      setHand(G, HUMANS, 'bullet-time');
    });
    ok(match, HUMANS, 'playEvent', inHand(match.G, HUMANS, 'bullet-time'));
    expect(match.G.contest!.dice[HUMANS]).toBeGreaterThanOrEqual(6);
    expect(match.G.contest!.dice[MACHINES]).toBe(10);
    expect(match.G.contest!.played).toEqual([expect.objectContaining({ seat: HUMANS, bonus: 0 })]);
  });

  it('EMP: every Machine Robot is neutralized (no modifier, no damage)', () => {
    const { match } = playInto(HUMANS, 'emp', 'battle', (G) => {
      clearPlay(G);
      putMachine(G, 'extermination-unit');
      putMachine(G, 'hunter-sentinel');
      putMachine(G, 'smith');
    });
    expect(match.G.neutralized).toEqual(match.G.machines.slice(0, 2));
    expect(totalOf(match.G, MACHINES)).toBe(10); // the die alone
  });

  it('Dock Repairs: Battle +1 and the hull +1, never above 5', () => {
    const damaged = playInto(HUMANS, 'dock-repairs', 'battle', (G) => {
      clearPlay(G);
      G.hull = 3;
    });
    expect(damaged.added).toBe(1);
    expect(damaged.match.G.hull).toBe(4);
    const whole = playInto(HUMANS, 'dock-repairs', 'battle', clearPlay);
    expect(whole.match.G.hull).toBe(5);
  });

  it('The Oracle’s Cookie and Agent Upgrade: +1 and a card drawn', () => {
    const cookie = playInto(HUMANS, 'oracle-cookie', 'mission', clearPlay);
    expect(cookie.added).toBe(1);
    expect(cookie.match.G.seats[HUMANS].hand).toHaveLength(1);
    const upgrade = playInto(MACHINES, 'agent-upgrade', 'interception', clearPlay);
    expect(upgrade.added).toBe(1);
    expect(upgrade.match.G.seats[MACHINES].hand).toHaveLength(1);
  });

  it('Drill Breakthrough and Digger Advance: +1 and one more Time counter', () => {
    const drill = playInto(MACHINES, 'drill-breakthrough', 'battle', clearPlay);
    expect(drill.added).toBe(1);
    expect(drill.match.G.timeCounters).toBe(2);
    const digger = playInto(MACHINES, 'digger-advance', 'detection', clearPlay);
    expect(digger.added).toBe(1);
    expect(digger.match.G.timeCounters).toBe(2);
  });

  it('a Time counter from an Event can be the 20th: the Machines win at once', () => {
    const { match } = playInto(MACHINES, 'digger-advance', 'detection', (G) => {
      clearPlay(G);
      G.timeCounters = 19;
    });
    expect(match.ctx.gameover).toEqual({ winner: MACHINES, reason: 'zion' });
  });
});

describe('every character card', () => {
  for (const [seat, table] of [
    [HUMANS, HUMAN_CARDS],
    [MACHINES, MACHINE_CARDS],
  ] as const) {
    for (const card of table) {
      if (card.kind !== 'character') continue;
      for (const kind of CONTESTS) {
        const value = card.mods[kind];
        if (!value) continue;
        it(`${card.name} adds ${value} to ${kind} in its world`, () => {
          const world = ['detection', 'pursuit', 'battle'].includes(kind) ? 'real' : 'matrix';
          const match = contestScenario(
            world === 'real' ? 'reality' : 'matrix',
            kind,
            [5, 5],
            (G) => {
              clearPlay(G);
              if (seat === HUMANS) putHuman(G, card.id, world === 'matrix');
              else putMachine(G, card.id);
            },
          );
          expect(totalOf(match.G, seat)).toBe(5 + value);
        });
      }
    }
  }
});

describe('RULES.md lists every card as the tables define it', () => {
  const text = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
  const rules = text.slice(text.indexOf('## The decks'), text.indexOf('## The turn'));
  for (const card of [...HUMAN_CARDS, ...MACHINE_CARDS]) {
    it(card.name, () => {
      const name = card.name.replace('’', "'");
      const mission = card.kind === 'mission' ? [`${name} ${card.points}`] : [];
      const at = [`${name}** (`, `${name} (`, `${name} ×`, ...mission]
        .map((form) => rules.indexOf(form))
        .filter((index) => index !== -1);
      expect(at.length).toBeGreaterThan(0);
      const entry = rules.slice(Math.min(...at));
      if (card.kind === 'character') {
        for (const kind of CONTESTS)
          if (card.mods[kind])
            expect(entry.slice(0, 160)).toContain(
              `${kind[0].toUpperCase()}${kind.slice(1)} +${card.mods[kind]}`,
            );
      }
      if (card.kind === 'event' && card.bonus)
        expect(entry.slice(0, 80)).toContain(`+${card.bonus}`);
      if (card.kind === 'mission') expect(entry.slice(0, 40)).toContain(String(card.points));
    });
  }
});
