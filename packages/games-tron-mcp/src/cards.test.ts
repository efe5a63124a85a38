import { describe, expect, it } from 'vitest';
import { deckSize } from '@gridplay/core';
import { cardDef, MCP_CARDS, mcpDeck, TRON_CARDS, tronDeck } from './cards';

const count = (table: typeof TRON_CARDS, predicate: (c: (typeof TRON_CARDS)[number]) => boolean) =>
  table.filter(predicate).reduce((sum, c) => sum + c.copies, 0);

describe('the card tables (RULINGS §1: complete and exact)', () => {
  it('Tron has 71 cards: 10 Programs, 32 Skill (2 SU), 7 Transport, 7 Activation, 7 Escape, 8 Sub-Routines', () => {
    expect(deckSize(TRON_CARDS)).toBe(71);
    expect(tronDeck()).toHaveLength(71);
    expect(count(TRON_CARDS, (c) => c.kind === 'program')).toBe(10);
    expect(count(TRON_CARDS, (c) => c.kind === 'skill')).toBe(32);
    expect(count(TRON_CARDS, (c) => c.kind === 'skill' && !!c.needsUser)).toBe(2);
    expect(count(TRON_CARDS, (c) => c.kind === 'transport')).toBe(7);
    expect(count(TRON_CARDS, (c) => c.kind === 'activation')).toBe(7);
    expect(count(TRON_CARDS, (c) => c.kind === 'escape')).toBe(7);
    expect(count(TRON_CARDS, (c) => c.kind === 'subroutine')).toBe(8);
  });

  it('the MCP has 43 cards: 6 Games, 20 Security, 10 Control, 7 Sub-Routines', () => {
    expect(deckSize(MCP_CARDS)).toBe(43);
    expect(mcpDeck()).toHaveLength(43);
    expect(count(MCP_CARDS, (c) => c.kind === 'game')).toBe(6);
    expect(count(MCP_CARDS, (c) => c.kind === 'security')).toBe(20);
    expect(count(MCP_CARDS, (c) => c.kind === 'control')).toBe(10);
    expect(count(MCP_CARDS, (c) => c.kind === 'subroutine')).toBe(7);
  });

  it('powers and copies match the printed table', () => {
    const skill = TRON_CARDS.filter((c) => c.kind === 'skill').map((c) => [
      c.name,
      c.copies,
      c.power,
    ]);
    expect(skill).toEqual([
      ['Timing', 5, 1],
      ['Balance', 5, 2],
      ['Aim', 5, 3],
      ['Speed', 5, 4],
      ['Coordination', 5, 5],
      ['Reflexes', 5, 6],
      ['Divert Beam', 1, 3],
      ['User Sacrifice', 1, 7],
    ]);
    const games = MCP_CARDS.filter((c) => c.kind === 'game').map((c) => [c.name, c.power]);
    expect(games).toEqual([
      ['Cesta', 1],
      ['Discs', 2],
      ['Vice Blasters', 3],
      ['Space Paranoids', 4],
      ['Light Cycles', 5],
      ['Warrior Elite', 6],
    ]);
    const security = MCP_CARDS.filter((c) => c.kind === 'security').map((c) => [
      c.name,
      c.copies,
      c.power,
      c.onlyIn ?? null,
    ]);
    expect(security).toEqual([
      ['Guards', 4, 1, null],
      ['Grid Bugs', 2, 2, null],
      ['Recognizers', 4, 3, null],
      ['Sector Search', 3, 4, null],
      ['Tank Pursuit Force', 3, 5, null],
      ['Sark', 2, 6, null],
      ['Deflector Shields', 1, 7, 'programDelete'],
      ['Giant Sark', 1, 7, 'programDelete'],
    ]);
  });

  it('U and X cards are marked: SU, TU, XU need Flynn; X cards are responses', () => {
    const users = TRON_CARDS.filter((c) => c.needsUser).map((c) => c.name);
    expect(users).toEqual([
      'Divert Beam',
      'User Sacrifice',
      'Reassemble Recognizer',
      'Re-Energize',
    ]);
    const responses = [...TRON_CARDS, ...MCP_CARDS].filter((c) => c.response).map((c) => c.name);
    expect(responses).toEqual(['Re-Energize', 'Transport Disorientation']);
  });

  it('instance ids name their design in both decks, even where names repeat (Light Cycles)', () => {
    expect(cardDef('tron:light-cycles-transport#1').kind).toBe('transport');
    expect(cardDef('mcp:light-cycles#1')).toMatchObject({ kind: 'game', power: 5 });
    expect(() => cardDef('tron:nope#1')).toThrow();
  });
});

/**
 * The two card tables of the rule text, copied line for line (name, copies, type, power, notes).
 * Every row must match a card of the data, and every card a row.
 */
const SEED_TRON = `
Tron 2 P - All Skill cards played get +1 Power
Flynn 2 P - User
Ram 2 P - Draw one card if Derezzed
Clu 2 P - Look at opponents hand when played
Yori 2 P - Draw two cards when played
Timing 5 S 1
Balance 5 S 2
Aim 5 S 3
Speed 5 S 4
Coordination 5 S 5
Reflexes 5 S 6
Divert Beam 1 SU 3 Use only in File Transfer Phase
User Sacrifice 1 SU 7 Use only in Program Delete Phase
Reassemble Recognizer 1 TU -
Light Cycles 1 T -
Reach I/O Tower 1 T -
Solar Sailor 1 T -
Steal Simulation 1 T -
Captive aboard Carrier 1 T -
Game Tank 1 T -
Alan-1 1 A -
Break In 1 A -
Password 1 A -
Forge Group 6 Access 1 A -
Hacking 1 A -
Code Disc 1 A -
Dumont the Tower Guardian 1 A -
Escape Game Grid 1 E -
Illegal Exit 1 E -
Lose Visual Contact 1 E -
Renegade Programs 1 E -
Reach the Canyons 1 E -
Breach Arena Wall 1 E -
Minus One Tank 1 E -
Location Query 1 R - Put any 1 deck card into your hand
Matter Transform Sequence 2 R - Play in Program Execute Phase
Bit 1 R - Shuffle Discard into the deck
Pool of Pure Power 1 R - Draw 2 cards
Re-Energize 1 XU - Prevent program from being derezzed
Inoperative Data Systems 1 R - Opponent must discard 2 random cards
Bugs in the System 1 R - Opponent must discard 2 random cards`;

const SEED_MCP = `
Cesta 1 G 1
Discs 1 G 2
Vice Blasters 1 G 3
Space Paranoids 1 G 4
Light Cycles 1 G 5
Warrior Elite 1 G 6
Guards 4 S 1
Grid Bugs 2 S 2
Recognizers 4 S 3
Sector Search 3 S 4
Tank Pursuit Force 3 S 5
Sark 2 S 6
Deflector Shields 1 S 7 Use only in Program Delete Phase
Giant Sark 1 S 7 Use only in Program Delete Phase
Appropriate Outside Systems 1 C -
Chinese Language Files 1 C -
Access the Pentagon 1 C -
Access the Kremlin 1 C -
Shutdown Group 7 Access 1 C -
Renounce Belief in the Users 1 C -
Assimilate Useful Programs 1 C -
Blackmail Dillinger 1 C -
Control INCOM 1 C -
Increase Intelligence 1 C -
Command Carrier 1 R - Draw 2 Cards
Dead Zone Conscripts 1 R - Draw 2 Cards
Progress Report 1 R - Look at next 10 cards in own deck
End of Line 1 R - Opponent must discard 2 random cards
Null Unit 1 R - Shuffle Discard into the deck
Logic Probe 1 R - Look at opponents hand
Transport Disorientation 1 X +1 Game gets Power +1`;

const TRON_TYPES: Record<string, string> = {
  P: 'program',
  S: 'skill',
  E: 'escape',
  A: 'activation',
  T: 'transport',
  R: 'subroutine',
  X: 'subroutine',
};
const MCP_TYPES: Record<string, string> = {
  C: 'control',
  G: 'game',
  S: 'security',
  R: 'subroutine',
  X: 'subroutine',
};

/** One seed row as the data must hold it: the type letter splits into kind, U and X. */
function parseRow(line: string, types: Record<string, string>) {
  const match = /^(.+?) (\d+) (P|S|E|A|T|R|X|G|C)(U?) (\S+)(?: (.*))?$/.exec(line);
  if (!match) throw new Error(`unreadable row: ${line}`);
  const [, name, copies, type, user, power, notes = ''] = match;
  const onlyIn = /^Use only in File Transfer/.test(notes)
    ? 'fileTransfer'
    : /^Use only in Program Delete/.test(notes)
      ? 'programDelete'
      : null;
  return {
    name,
    copies: Number(copies),
    kind: types[type],
    // Transport Disorientation's "+1" is its effect, not a power level.
    power: type === 'X' || power === '-' ? null : Number(power),
    needsUser: user === 'U',
    response: type === 'X',
    onlyIn,
  };
}

const dataRow = (c: (typeof TRON_CARDS)[number]) => ({
  name: c.name,
  copies: c.copies,
  kind: c.kind,
  power: c.power ?? null,
  needsUser: !!c.needsUser,
  response: !!c.response,
  onlyIn: c.onlyIn ?? null,
});

describe('every card against the rule text’s tables, row by row', () => {
  it('Tron: names, copies, types, powers, U/X marks and phase limits as printed', () => {
    const seed = SEED_TRON.trim()
      .split('\n')
      .map((line) => parseRow(line, TRON_TYPES));
    expect(TRON_CARDS.map(dataRow)).toEqual(seed);
  });

  it('the MCP: names, copies, types, powers, X marks and phase limits as printed', () => {
    const seed = SEED_MCP.trim()
      .split('\n')
      .map((line) => parseRow(line, MCP_TYPES));
    expect(MCP_CARDS.map(dataRow)).toEqual(seed);
  });

  it('each effect the notes column names is attached to its card', () => {
    const effects = Object.fromEntries(
      [...TRON_CARDS, ...MCP_CARDS]
        .filter((c) => c.effect)
        .map((c) => [`${c.side}:${c.name}`, c.effect]),
    );
    expect(effects).toEqual({
      'tron:Tron': 'skillBonus',
      'tron:Flynn': 'user',
      'tron:Ram': 'drawOnDerez',
      'tron:Clu': 'peekOnDownload',
      'tron:Yori': 'drawTwoOnDownload',
      'tron:Location Query': 'search',
      'tron:Matter Transform Sequence': 'matterTransform',
      'tron:Bit': 'reshuffle',
      'tron:Pool of Pure Power': 'drawTwo',
      'tron:Re-Energize': 'preventDerez',
      'tron:Inoperative Data Systems': 'randomDiscardTwo',
      'tron:Bugs in the System': 'randomDiscardTwo',
      'mcp:Command Carrier': 'drawTwo',
      'mcp:Dead Zone Conscripts': 'drawTwo',
      'mcp:Progress Report': 'progressReport',
      'mcp:End of Line': 'randomDiscardTwo',
      'mcp:Null Unit': 'reshuffle',
      'mcp:Logic Probe': 'peekHand',
      'mcp:Transport Disorientation': 'disorient',
    });
  });
});

describe('card texts say what the table says', () => {
  const all = [...TRON_CARDS, ...MCP_CARDS];
  it('powers, U marks and phase limits appear in the text', () => {
    for (const card of all) {
      if (card.power !== undefined) expect(card.text, card.name).toContain(`power ${card.power}`);
      if (card.needsUser) expect(card.text, card.name).toContain('Needs Flynn');
      if (card.onlyIn === 'fileTransfer')
        expect(card.text, card.name).toContain('Only in the File Transfer phase');
      if (card.onlyIn === 'programDelete')
        expect(card.text, card.name).toContain('Only in the Program Delete phase');
      if (card.response) expect(card.text, card.name).toMatch(/^Response/);
    }
  });

  it('each note of the tables is in its card’s text', () => {
    const text = (side: 'tron' | 'mcp', name: string) =>
      all.find((c) => c.side === side && c.name === name)!.text;
    expect(text('tron', 'Tron')).toContain('every Skill card you commit counts +1');
    expect(text('tron', 'Flynn')).toContain('A User');
    expect(text('tron', 'Ram')).toContain('When Ram is derezzed, draw 1 card');
    expect(text('tron', 'Clu')).toContain('look at the MCP’s hand');
    expect(text('tron', 'Yori')).toContain('When downloaded, draw 2 cards');
    expect(text('tron', 'Location Query')).toContain('Take any card from your deck into your hand');
    expect(text('tron', 'Matter Transform Sequence')).toContain('Program Execute phase');
    expect(text('tron', 'Bit')).toBe('Shuffle your discard into your deck.');
    expect(text('tron', 'Pool of Pure Power')).toBe('Draw 2 cards.');
    expect(text('tron', 'Re-Energize')).toContain('stays in play');
    expect(text('tron', 'Inoperative Data Systems')).toBe('The MCP discards 2 cards at random.');
    expect(text('tron', 'Bugs in the System')).toBe('The MCP discards 2 cards at random.');
    expect(text('mcp', 'Command Carrier')).toBe('Draw 2 cards.');
    expect(text('mcp', 'Dead Zone Conscripts')).toBe('Draw 2 cards.');
    expect(text('mcp', 'Progress Report')).toContain('next 10 cards of your deck');
    expect(text('mcp', 'End of Line')).toBe('Tron discards 2 cards at random.');
    expect(text('mcp', 'Null Unit')).toBe('Shuffle your discard into your deck.');
    expect(text('mcp', 'Logic Probe')).toBe('Look at Tron’s hand.');
    expect(text('mcp', 'Transport Disorientation')).toContain('the Game card gets +1 power');
  });
});
