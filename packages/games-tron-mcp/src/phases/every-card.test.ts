/**
 * One scenario per card of both decks: each card is played in the position its rule names and
 * the exact result is checked (powers counted exactly, statuses moved exactly, cards where they
 * belong). Effects with a scenario of their own elsewhere are listed at the end.
 */
import { describe, expect, it } from 'vitest';
import { MCP_CARDS, TRON_CARDS } from '../cards';
import type { PhaseName } from '../rules';
import type { Status } from '../state';
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

/** The plain Skill card of each power (5 copies each). */
const SKILL_OF_POWER: Record<number, string> = {
  1: 'timing',
  2: 'balance',
  3: 'aim',
  4: 'speed',
  5: 'coordination',
  6: 'reflexes',
};
/** Skill cards (no Tron in play) whose total is exactly `total` (0: none). */
const skillsFor = (total: number): string[] =>
  total === 0 ? [] : total <= 6 ? [SKILL_OF_POWER[total]] : ['reflexes', SKILL_OF_POWER[total - 6]];

const ids = (cards: readonly { id: string }[]) => cards.map((c) => c.id);
const ofKind = (table: typeof TRON_CARDS, kind: string) => table.filter((c) => c.kind === kind);

/**
 * The MCP attacks with `attackCard` in `phase` against one program of the target status; Tron
 * commits `skills` at once (if any) and the window closes. Returns the match afterwards.
 */
function attackAndCounter(
  phase: PhaseName,
  attackCard: string,
  skills: string[],
  target: Status,
  extra: [string, Status][] = [],
) {
  const m = scenario(phase, { seat: MCP, stage: 'attack' }, (G) => {
    putInPlay(G, 'yori', target);
    for (const [design, status] of extra) putInPlay(G, design, status);
    setHand(G, TRON, ...skills);
    setHand(G, MCP, attackCard);
  });
  ok(m, MCP, 'attack', inHandCard(m.G, MCP, attackCard));
  if (skills.length)
    ok(
      m,
      TRON,
      'commitSkill',
      skills.map((s) => inHandCard(m.G, TRON, s)),
    );
  // Close the window: a Game window needs both to pass in a row, a Security window Tron's pass.
  while (m.G.pending?.stage === 'counter' || m.G.pending?.stage === 'respond')
    ok(m, m.G.pending.seat, 'pass', m.G.pending.stage);
  return m;
}

describe('every Skill card counts exactly its printed power', () => {
  for (const card of ofKind(TRON_CARDS, 'skill').filter((c) => !c.needsUser)) {
    const power = card.power!;
    it(`${card.name} (${power}) counters a Security card of power ${power} and fails against ${power + 1}`, () => {
      const securityOf = (p: number) =>
        MCP_CARDS.find((c) => c.kind === 'security' && c.power === p)!.id;
      const enough = attackAndCounter('programDelete', securityOf(power), [card.id], 'mesa');
      expect(designs(enough.G.seats[TRON].discard)).toEqual([card.id]);
      expect(programDesigns(enough.G)).toEqual(['yori@mesa']);
      // Countered in Program Delete: Tron is offered the erase.
      expect(enough.G.pending).toEqual({ seat: TRON, stage: 'erase' });

      const short = attackAndCounter('programDelete', securityOf(power + 1), [card.id], 'mesa');
      expect(designs(short.G.seats[TRON].discard)).toEqual([card.id, 'yori']);
      expect(short.G.programs).toEqual([]);
      expect(short.ctx.phase).toBe('subRoutine');
    });
  }

  it('Divert Beam (SU, 3) counters power 3 in File Transfer with Flynn in play, not power 4', () => {
    const enough = attackAndCounter('fileTransfer', 'recognizers', ['divert-beam'], 'mesa', [
      ['flynn', 'rogue'],
    ]);
    expect(programDesigns(enough.G)).toEqual(['yori@mesa', 'flynn@rogue']);
    expect(designs(enough.G.seats[TRON].discard)).toEqual(['divert-beam']);
    const short = attackAndCounter('fileTransfer', 'sector-search', ['divert-beam'], 'mesa', [
      ['flynn', 'rogue'],
    ]);
    // Flynn is in play, so Tron is asked about Re-Energize; he lets Yori go.
    expect(short.G.pending).toEqual({ seat: TRON, stage: 'reEnergize' });
    ok(short, TRON, 'pass', 'reEnergize');
    expect(programDesigns(short.G)).toEqual(['flynn@rogue']);
  });

  it('User Sacrifice (SU, 7) counters Giant Sark in Program Delete with Flynn in play; with Tron in play it counts 8', () => {
    const m = attackAndCounter('programDelete', 'giant-sark', ['user-sacrifice'], 'mesa', [
      ['flynn', 'rogue'],
    ]);
    expect(programDesigns(m.G)).toEqual(['yori@mesa', 'flynn@rogue']);
    expect(m.G.pending).toEqual({ seat: TRON, stage: 'erase' });

    const withTron = scenario('programDelete', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'yori', 'mesa');
      putInPlay(G, 'flynn', 'rogue');
      putInPlay(G, 'tron', 'gameGrid');
      setHand(G, TRON, 'user-sacrifice');
      setHand(G, MCP, 'deflector-shields');
    });
    ok(withTron, MCP, 'attack', inHandCard(withTron.G, MCP, 'deflector-shields'));
    ok(withTron, TRON, 'commitSkill', [inHandCard(withTron.G, TRON, 'user-sacrifice')]);
    expect(withTron.G.attack).toMatchObject({ power: 7, total: 8 });
    // Without Flynn in play it cannot be committed at all.
    const noFlynn = scenario('programDelete', { seat: MCP, stage: 'attack' }, (G) => {
      putInPlay(G, 'yori', 'mesa');
      setHand(G, TRON, 'user-sacrifice');
      setHand(G, MCP, 'giant-sark');
    });
    ok(noFlynn, MCP, 'attack', inHandCard(noFlynn.G, MCP, 'giant-sark'));
    expect(
      noFlynn.move(TRON, 'commitSkill', [inHandCard(noFlynn.G, TRON, 'user-sacrifice')]),
    ).toEqual({
      ok: false,
      reason: 'User Sacrifice is a U card: it needs Flynn in play.',
    });
  });
});

describe('every Game card has exactly its printed power (phase 3, against Game Grid programs)', () => {
  for (const card of ofKind(MCP_CARDS, 'game')) {
    const power = card.power!;
    it(`${card.name} (${power}) is countered by ${power} and derezzes against ${power - 1}`, () => {
      const countered = attackAndCounter('gameGrid', card.id, skillsFor(power), 'gameGrid');
      expect(programDesigns(countered.G)).toEqual(['yori@gameGrid']);
      expect(designs(countered.G.seats[MCP].discard)).toEqual([card.id]);
      const derezzed = attackAndCounter('gameGrid', card.id, skillsFor(power - 1), 'gameGrid');
      expect(derezzed.G.programs).toEqual([]);
      expect(designs(derezzed.G.seats[TRON].discard)).toEqual([...skillsFor(power - 1), 'yori']);
    });
  }
});

describe('every Security card has exactly its printed power and its phases', () => {
  for (const card of ofKind(MCP_CARDS, 'security')) {
    const power = card.power!;
    it(`${card.name} (${power}) is countered by ${power} and derezzes a Mesa program against ${power - 1}`, () => {
      const countered = attackAndCounter('programDelete', card.id, skillsFor(power), 'mesa');
      expect(programDesigns(countered.G)).toEqual(['yori@mesa']);
      // Played cards go to the discard: the Security card and the Skill cards alike.
      expect(designs(countered.G.seats[MCP].discard)).toEqual([card.id]);
      expect(designs(countered.G.seats[TRON].discard)).toEqual(skillsFor(power));
      expect(countered.G.pending).toEqual({ seat: TRON, stage: 'erase' });
      const derezzed = attackAndCounter('programDelete', card.id, skillsFor(power - 1), 'mesa');
      expect(derezzed.G.programs).toEqual([]);
      // Not countered: no erase; the round goes on to the Sub-Routine phase.
      expect(derezzed.ctx.phase).toBe('subRoutine');
      expect(derezzed.G.pending).toEqual({ seat: MCP, stage: 'subRoutine' });
    });
  }

  const STATUS_PHASES: [PhaseName, Status][] = [
    ['systemEscape', 'rogue'],
    ['userInterface', 'activated'],
    ['fileTransfer', 'mesa'],
  ];
  for (const [phase, target] of STATUS_PHASES) {
    it(`in ${phase} every Security card but Deflector Shields and Giant Sark attacks ${target} programs`, () => {
      for (const card of ofKind(MCP_CARDS, 'security')) {
        const m = scenario(phase, { seat: MCP, stage: 'attack' }, (G) => {
          putInPlay(G, 'yori', target);
          setHand(G, MCP, card.id);
        });
        const result = m.move(MCP, 'attack', inHandCard(m.G, MCP, card.id));
        if (card.onlyIn === 'programDelete') {
          expect(result).toEqual({
            ok: false,
            reason: `${card.name} can only be played in the Program Delete phase.`,
          });
        } else {
          expect(result).toEqual({ ok: true });
          expect(m.G.attack).toMatchObject({ target, power: card.power });
          expect(designs([m.G.attack!.card])).toEqual([card.id]);
        }
      }
    });
  }
});

describe('every status card moves exactly its status on, only in its phase', () => {
  const PHASE_OF = {
    escape: 'systemEscape',
    activation: 'userInterface',
    transport: 'fileTransfer',
  } as const;
  const AFTER = {
    escape: ['ram@rogue', 'clu@rogue', 'yori@activated', 'tron@mesa'],
    activation: ['ram@gameGrid', 'clu@activated', 'yori@activated', 'tron@mesa'],
    transport: ['ram@gameGrid', 'clu@rogue', 'yori@mesa', 'tron@mesa'],
  };
  for (const kind of ['escape', 'activation', 'transport'] as const) {
    for (const card of ofKind(TRON_CARDS, kind)) {
      it(`${card.name} (${kind}) in ${PHASE_OF[kind]}, refused in the other status phases`, () => {
        const place = (G: Parameters<typeof putInPlay>[0]) => {
          putInPlay(G, 'ram', 'gameGrid');
          putInPlay(G, 'clu', 'rogue');
          putInPlay(G, 'yori', 'activated');
          putInPlay(G, 'tron', 'mesa');
          if (card.needsUser) putInPlay(G, 'flynn', 'mesa');
          setHand(G, TRON, card.id);
          setHand(G, MCP);
        };
        const m = scenario(PHASE_OF[kind], { seat: TRON, stage: 'playStatus' }, place);
        ok(m, TRON, 'playStatus', inHandCard(m.G, TRON, card.id));
        expect(programDesigns(m.G)).toEqual([
          ...AFTER[kind],
          ...(card.needsUser ? ['flynn@mesa'] : []),
        ]);
        expect(designs(m.G.seats[TRON].discard)).toEqual([card.id]);
        // The MCP is asked for his Security card next (a program of the target status is there).
        expect(m.G.pending).toEqual({ seat: MCP, stage: 'attack' });
        for (const other of Object.values(PHASE_OF).filter((p) => p !== PHASE_OF[kind])) {
          const wrong = scenario(other, { seat: TRON, stage: 'playStatus' }, place);
          expect(wrong.move(TRON, 'playStatus', inHandCard(wrong.G, TRON, card.id)).ok).toBe(false);
        }
      });
    }
  }
});

describe('every Control card can be downloaded', () => {
  it.each(ids(ofKind(MCP_CARDS, 'control')))(
    '%s goes into play and Tron is asked for his Program',
    (design) => {
      const m = scenario('programExecute', { seat: MCP, stage: 'downloadControl' }, (G) => {
        setHand(G, MCP, design);
      });
      ok(m, MCP, 'downloadControl', inHandCard(m.G, MCP, design));
      expect(designs(m.G.controls)).toEqual([design]);
      expect(m.G.seats[MCP].hand).toEqual([]);
      expect(m.G.pending).toEqual({ seat: TRON, stage: 'downloadProgram' });
    },
  );
});

describe('every Program enters at its status', () => {
  it.each([
    ['tron', 'gameGrid', []],
    ['flynn', 'gameGrid', ['matter-transform-sequence']],
    ['ram', 'gameGrid', []],
    ['clu', 'rogue', []],
    ['yori', 'gameGrid', []],
  ] as const)('%s enters at %s', (design, status, withIt) => {
    const m = scenario('programExecute', { seat: TRON, stage: 'downloadProgram' }, (G) => {
      setHand(G, TRON, design, ...withIt);
    });
    ok(m, TRON, 'downloadProgram', inHandCard(m.G, TRON, design));
    expect(programDesigns(m.G)).toEqual([`${design}@${status}`]);
    expect(designs(m.G.seats[TRON].discard)).toEqual([...withIt]);
  });
});

/*
 * Cards whose effect has its own scenario elsewhere:
 * Tron's +1 (counter-window, every-card: User Sacrifice), Flynn and Matter Transform Sequence,
 * Clu, Yori (program-execute), Ram (counter-window, rule-details), Re-Energize (counter-window,
 * rule-details), Transport Disorientation (counter-window, rule-details), Location Query, Bit,
 * Null Unit, Pool of Pure Power, Command Carrier, Dead Zone Conscripts, Inoperative Data Systems,
 * Bugs in the System, End of Line, Progress Report, Logic Probe (sub-routine, rule-details).
 */
