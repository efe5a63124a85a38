/**
 * The two decks, designed by the project (the seed has no card lists; RULINGS §4): about 40
 * cards a side, from the films' cast and the seed's structure. Each row is one card design with
 * its copies; what a card does is written beside it (`mods`, `bonus`, `effect`, `text`).
 *
 * Modifiers count only in the character's world: Matrix contests (Interception, Combat,
 * Mission, Escape) count characters in the Matrix, real-world contests (Detection, Pursuit,
 * Battle) count characters outside it.
 */
import { expandDeck, indexTable, type CardDefinition } from '@gridplay/core';
import type { ContestKind, Seat } from './state';
import { HUMANS } from './state';

/**
 * Where a character lives. `freed`: born in the Matrix, may be plugged in or not; `zion`:
 * born in Zion, never plugged in; `program`: a rogue program, always in the Matrix; `agent`:
 * always in the Matrix; `sentinel`, `exterminator`: Robots of the real world.
 */
export type Origin = 'freed' | 'zion' | 'program' | 'agent' | 'sentinel' | 'exterminator';

export type Mods = Partial<Record<ContestKind, number>>;

/** What an Event does beyond its bonus. */
export type EventEffect =
  /** The opposing character with the highest modifier in this contest is neutralized. */
  | 'neutralize'
  /** Every opposing Robot is neutralized (adds nothing, deals no damage) this turn. */
  | 'emp'
  /** Roll your die again; keep the higher. */
  | 'reroll'
  /** Draw one card. */
  | 'draw'
  /** The Nebuchadnezzar's hull +1 (never above 5). */
  | 'repair'
  /** The Machines take one more Time counter. */
  | 'time'
  /** If its side wins this Combat, its side chooses which of the losers' characters is killed. */
  | 'hunt';

/**
 * What a character does beyond its modifiers: it acts while it is in play, in the world of the
 * contest named and not neutralized, and never counts against the three-highest cap (see
 * `abilities.ts`). These give the weaker characters a reason to be played once stronger ones are in.
 */
export type Ability =
  /** When its side wins a Combat, its side (not the loser) chooses the character killed. */
  | { kind: 'hunt' }
  /** When its side wins this contest, its side draws a card. */
  | { kind: 'draw'; on: ContestKind }
  /** Neo would be killed in a Combat: this character is killed in his place. */
  | { kind: 'shield' };

interface BaseCard extends CardDefinition {
  readonly text: string;
}

export interface CharacterCard extends BaseCard {
  readonly kind: 'character';
  readonly origin: Origin;
  readonly mods: Mods;
  /** Damage to the Nebuchadnezzar when the Machines win a Battle (Extermination Units). */
  readonly damage?: number;
  readonly ability?: Ability;
}

export interface MissionCard extends BaseCard {
  readonly kind: 'mission';
  readonly points: number;
  /** Added to the Machines' total in this Mission's contest: big prizes are guarded. */
  readonly guard: number;
}

export interface EventCard extends BaseCard {
  readonly kind: 'event';
  readonly contest: ContestKind;
  readonly bonus: number;
  readonly effect?: EventEffect;
}

export type MatrixCard = CharacterCard | MissionCard | EventCard;

const character = (
  id: string,
  name: string,
  origin: Origin,
  mods: Mods,
  text: string,
  extra: { copies?: number; damage?: number; ability?: Ability } = {},
): CharacterCard => ({
  id,
  name,
  kind: 'character',
  origin,
  mods,
  text,
  copies: extra.copies ?? 1,
  ...(extra.damage ? { damage: extra.damage } : {}),
  ...(extra.ability ? { ability: extra.ability } : {}),
});

const mission = (id: string, name: string, points: number, guard: number, text: string) =>
  ({ id, name, kind: 'mission', points, guard, text, copies: 1 }) satisfies MissionCard;

const event = (
  id: string,
  name: string,
  contest: ContestKind,
  bonus: number,
  copies: number,
  text: string,
  effect?: EventEffect,
): EventCard => ({
  id,
  name,
  kind: 'event',
  contest,
  bonus,
  copies,
  text,
  ...(effect ? { effect } : {}),
});

/** The Humans' deck: 18 characters, 9 Missions, 13 Events (40 cards). */
// prettier-ignore
export const HUMAN_CARDS: readonly MatrixCard[] = [
  character('neo', 'Neo', 'freed', { interception: 2, combat: 3, mission: 1, escape: 2 }, 'The One. Mission cards can only be attempted with Neo in the Matrix. If he is killed, the Machines win.'),
  character('morpheus', 'Morpheus', 'freed', { interception: 1, combat: 2, mission: 1, escape: 1, detection: 1, battle: 1 }, 'Captain of the Nebuchadnezzar. In play at the start.'),
  character('trinity', 'Trinity', 'freed', { interception: 1, combat: 2, escape: 2, pursuit: 2 }, 'Pilot and hacker. In play at the start.'),
  character('apoc', 'Apoc', 'freed', { combat: 1, escape: 1, battle: 1 }, 'Covers Neo: if Neo would be killed in a Combat while Apoc is in the Matrix, Apoc is killed instead.', { ability: { kind: 'shield' } }),
  character('switch', 'Switch', 'freed', { interception: 1, combat: 1, pursuit: 1 }, 'Watches the exits: when the Humans win an Interception with Switch in the Matrix, they draw a card.', { ability: { kind: 'draw', on: 'interception' } }),
  character('mouse', 'Mouse', 'freed', { mission: 1, detection: 1 }, 'Writes the training programs.'),
  character('niobe', 'Niobe', 'freed', { escape: 2, pursuit: 2 }, 'Captain of the Logos, the best pilot in Zion.'),
  character('ghost', 'Ghost', 'freed', { combat: 2, battle: 1 }, 'Picks his target: when the Humans win a Combat with Ghost in the Matrix, they choose which Agent is killed.', { ability: { kind: 'hunt' } }),
  character('kid', 'The Kid', 'freed', { escape: 1, battle: 1 }, 'Freed himself; loads the APU in the dock.'),
  character('tank', 'Tank', 'zion', { detection: 2, pursuit: 1 }, 'Operator, born in Zion: never plugged in.'),
  character('dozer', 'Dozer', 'zion', { pursuit: 1, battle: 2 }, 'Born in Zion: never plugged in.'),
  character('link', 'Link', 'zion', { detection: 1, pursuit: 1 }, 'Operator, born in Zion: never plugged in.'),
  character('mifune', 'Captain Mifune', 'zion', { battle: 3 }, 'Commands the APU corps. Born in Zion.'),
  character('zion-soldier', 'Zion Soldier', 'zion', { detection: 1, battle: 1 }, 'Born in Zion: never plugged in.', { copies: 2 }),
  character('oracle', 'The Oracle', 'program', { interception: 1, mission: 2 }, 'A rogue program: always in the Matrix.'),
  character('seraph', 'Seraph', 'program', { interception: 1, combat: 2 }, 'Guards the Oracle. A rogue program: always in the Matrix.'),
  character('keymaker', 'The Keymaker', 'program', { mission: 1, escape: 2 }, 'Opens back doors. A rogue program: always in the Matrix.'),

  mission('free-a-mind', 'Free a Mind', 2, 0, 'Unplug a potential from the power plant.'),
  mission('visit-oracle', 'Visit the Oracle', 2, 0, 'Hear what the Oracle has to say.'),
  mission('rescue-morpheus', 'Rescue Morpheus', 3, 0, 'Storm the government building and bring him out.'),
  mission('free-keymaker', 'Free the Keymaker', 3, 0, 'Take him from the Merovingian’s château.'),
  mission('highway-chase', 'Highway Chase', 3, 0, 'Keep the Keymaker alive on the freeway.'),
  mission('backdoor-hall', 'The Hall of Back Doors', 3, 0, 'Find the door to the Source.'),
  mission('power-plant', 'Sabotage the Power Plant', 4, 1, 'Cut the power to the building the Machines guard.'),
  mission('reach-source', 'Reach the Source', 4, 1, 'Walk through the last door.'),
  mission('hack-mainframe', 'Hack the Mainframe', 5, 2, 'Neo hacks the Mainframe and makes a truce with the Machines.'),

  event('dodge-this', 'Dodge This', 'combat', 2, 2, 'Combat +2.'),
  event('i-know-kung-fu', 'I Know Kung Fu', 'combat', 1, 1, 'Combat +1, and neutralize the Agent with the highest Combat modifier.', 'neutralize'),
  event('bullet-time', 'Bullet Time', 'combat', 0, 1, 'Roll your Combat die again and keep the higher.', 'reroll'),
  event('operator-guidance', 'Operator Guidance', 'interception', 2, 2, 'Interception +2.'),
  event('there-is-no-spoon', 'There Is No Spoon', 'mission', 2, 1, 'Mission +2.'),
  event('oracle-cookie', 'The Oracle’s Cookie', 'mission', 1, 1, 'Mission +1, and draw a card.', 'draw'),
  event('hardline-exit', 'Hardline Exit', 'escape', 3, 1, 'Escape +3.'),
  event('run-silent', 'Run Silent', 'detection', 2, 1, 'Detection +2: engines and broadcast off.'),
  event('evasive-flight', 'Evasive Flight', 'pursuit', 2, 1, 'Pursuit +2.'),
  event('emp', 'EMP', 'battle', 0, 1, 'Neutralize every Machine Robot until the end of the turn: they add nothing and deal no damage.', 'emp'),
  event('dock-repairs', 'Dock Repairs', 'battle', 1, 1, 'Battle +1, and the Nebuchadnezzar’s hull +1.', 'repair'),
];

/** The Machines' deck: 6 Agents, 4 Sentinels, 2 Hunter Sentinels, 4 Extermination Units, 26 Events (42 cards). */
// prettier-ignore
export const MACHINE_CARDS: readonly MatrixCard[] = [
  character('smith', 'Agent Smith', 'agent', { interception: 1, combat: 2, escape: 1 }, 'In play at the start.'),
  character('jones', 'Agent Jones', 'agent', { interception: 1, combat: 1 }, 'In play at the start.'),
  character('brown', 'Agent Brown', 'agent', { interception: 1, combat: 1 }, 'An Agent: always in the Matrix.'),
  character('johnson', 'Agent Johnson', 'agent', { combat: 1 }, 'Reports back: when the Machines win a Combat with Johnson in the Matrix, they draw a card.', { ability: { kind: 'draw', on: 'combat' } }),
  character('thompson', 'Agent Thompson', 'agent', { interception: 1 }, 'Hunts the One: when the Machines win a Combat with Thompson in the Matrix, they choose which Human is killed.', { ability: { kind: 'hunt' } }),
  character('jackson', 'Agent Jackson', 'agent', { interception: 1, combat: 1 }, 'An Agent: always in the Matrix.'),
  character('sentinel', 'Sentinel', 'sentinel', { detection: 1, pursuit: 1 }, 'A Robot of the real world.', { copies: 4 }),
  character('hunter-sentinel', 'Hunter Sentinel', 'sentinel', { pursuit: 2, battle: 1 }, 'A Robot of the real world.', { copies: 2 }),
  character('extermination-unit', 'Extermination Unit', 'exterminator', { battle: 1 }, 'When the Machines win a Battle, it deals 1 damage to the Nebuchadnezzar.', { copies: 4, damage: 1 }),

  event('agent-takeover', 'Agent Takeover', 'interception', 2, 2, 'Interception +2: an Agent takes over a bystander.'),
  event('bullet-storm', 'Bullet Storm', 'combat', 3, 3, 'Combat +3.'),
  event('override', 'Override', 'combat', 1, 1, 'Combat +1, and neutralize the Human with the highest Combat modifier.', 'neutralize'),
  event('trace-the-call', 'Trace the Call', 'escape', 3, 2, 'Escape +3 (for the Machines).'),
  event('cut-the-hardline', 'Cut the Hardline', 'escape', 3, 1, 'Escape +3 (for the Machines).'),
  event('firewall', 'Firewall', 'mission', 4, 6, 'Mission +4: the Machines lock the system down.'),
  event('mr-anderson', 'Mr. Anderson', 'combat', 1, 3, 'Combat +1, and if the Machines win this Combat they choose which Human is killed.', 'hunt'),
  event('cypher-betrayal', 'Cypher’s Betrayal', 'detection', 3, 1, 'Detection +3: a traitor gives the ship away.'),
  event('sensor-sweep', 'Sensor Sweep', 'detection', 3, 1, 'Detection +3.'),
  event('swarm', 'Swarm', 'pursuit', 3, 1, 'Pursuit +3.'),
  event('drill-breakthrough', 'Drill Breakthrough', 'battle', 1, 1, 'Battle +1, and the Machines take one more Time counter.', 'time'),
  event('digger-advance', 'Digger Advance', 'detection', 1, 1, 'Detection +1, and the Machines take one more Time counter.', 'time'),
  event('bombardment', 'Bombardment', 'battle', 3, 2, 'Battle +3.'),
  event('agent-upgrade', 'Agent Upgrade', 'interception', 1, 1, 'Interception +1, and draw a card.', 'draw'),
];

export const cardDef = indexTable<MatrixCard>([...HUMAN_CARDS, ...MACHINE_CARDS]);
export const cardName = (card: string) => cardDef(card).name;

export const TABLES: Record<Seat, readonly MatrixCard[]> = {
  '0': HUMAN_CARDS,
  '1': MACHINE_CARDS,
};

export const deckOf = (seat: Seat): string[] =>
  expandDeck(TABLES[seat], seat === HUMANS ? 'humans' : 'machines').map((card) => card.id);

/** Characters each side has in play at the start (RULINGS §4, the seed). */
export const STARTING_CHARACTERS: Record<Seat, readonly string[]> = {
  '0': ['morpheus', 'trinity'],
  '1': ['smith', 'jones'],
};

export const isCharacter = (card: string) => cardDef(card).kind === 'character';
export const isMission = (card: string) => cardDef(card).kind === 'mission';
export const isEvent = (card: string) => cardDef(card).kind === 'event';
export const originOf = (card: string): Origin | undefined => {
  const def = cardDef(card);
  return def.kind === 'character' ? def.origin : undefined;
};
