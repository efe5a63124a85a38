/**
 * "Learn to play" Tron vs the MCP: one round from Tron's seat, played to a win. It keeps the
 * opening hand, downloads the Tron program, counters a Game card in its counter window, walks
 * Tron to the Mesa with one status card of each kind (Escape, Activation, Transport), counters
 * the MCP's Security card in Program Delete and erases the MCP.
 *
 * Every card is named: both hands and the top of Tron's deck are dealt by instance id, so each
 * hand holds one card of each kind the lesson uses and the board shows one button for it.
 */
import { setHandTo, stackDeckWith } from '@gridplay/core';
import { defineTutorial } from '@gridplay/core/tutorial';
import { MCP, TRON, type TronMcpState } from './state';

const tron = (design: string, copy = 1) => `tron:${design}#${copy}`;
const mcp = (design: string, copy = 1) => `mcp:${design}#${copy}`;

const TRON_PROGRAM = tron('tron');
const BALANCE = tron('balance');
const TIMING = tron('timing');
const SPEED = tron('speed');
const ILLEGAL_EXIT = tron('illegal-exit');
const ALAN_1 = tron('alan-1');
const LIGHT_CYCLES = tron('light-cycles-transport');

const KREMLIN = mcp('access-the-kremlin');
const VICE_BLASTERS = mcp('vice-blasters');
const GUARDS = mcp('guards');

/** Tron's opening hand: one Program, and one card for each later decision (Speed erases). */
const TRON_HAND = [TRON_PROGRAM, BALANCE, TIMING, ILLEGAL_EXIT, ALAN_1, SPEED];
/** The two cards Tron draws in Data Input: the Transport card and a Sub-Routine to spare. */
const TRON_DRAW = [LIGHT_CYCLES, tron('pool-of-pure-power')];
const MCP_HAND = [
  KREMLIN,
  VICE_BLASTERS,
  GUARDS,
  mcp('recognizers'),
  mcp('sector-search'),
  mcp('end-of-line'),
];

/** The instance ids themselves are the "designs" the piles are dealt by. */
const byId = (card: string) => card;

export default defineTutorial<TronMcpState>({
  game: 'tron-mcp',
  title: 'Your first round',
  minutes: 4,
  seat: TRON,
  numPlayers: 2,
  seed: 'learn-1',
  steps: [
    {
      say: 'You are Tron. Your programs travel Game Grid → Rogue → Activated → Mesa; from the Mesa you erase the MCP and win. The MCP wins with 10 Control cards in play (the orange track). A round runs 8 phases, shown at the top.',
      setup: (G) => {
        setHandTo(G.seats[TRON], TRON_HAND, byId);
        setHandTo(G.seats[MCP], MCP_HAND, byId);
        stackDeckWith(G.seats[TRON], TRON_DRAW, byId);
      },
    },
    {
      say: 'First your opening hand of 6. A hand with no Program may be shuffled back for 6 new cards, up to 3 times. Yours holds Tron, a Program: keep it.',
      expect: { move: 'pass', args: ['mulligan'] },
      otherwise: 'Press “Keep this hand”: it holds a Program.',
      replies: [{ seat: MCP, move: 'downloadControl', args: [KREMLIN] }],
      done: 'Round 1, Data Input: each side drew 2 cards.',
    },
    {
      say: 'Program Execute: the MCP downloaded a Control card (1 of 10). Now you download a Program: press “Download Tron”. While Tron is in play, every Skill card you commit counts 1 more.',
      expect: { move: 'downloadProgram', args: [TRON_PROGRAM] },
      targets: [{ choice: TRON_PROGRAM }, { move: 'downloadProgram' }],
      otherwise: 'Bring Tron into play first: press “Download Tron”.',
      replies: [{ seat: MCP, move: 'attack', args: [VICE_BLASTERS] }],
    },
    {
      say: 'Game Grid phase: the MCP attacks your Game Grid programs with Vice Blasters, power 3. A counter window opens: answer with Skill cards. Select Balance (2, +1 for Tron = 3), then press Commit.',
      expect: { move: 'commitSkill', args: [[BALANCE]] },
      targets: [{ choice: BALANCE }, { move: 'commitSkill' }],
      otherwise:
        'Without a counter, Tron is derezzed. Select Balance in your hand, then press “Commit Balance”.',
      replies: [{ seat: MCP, move: 'pass', args: ['respond'] }],
    },
    {
      say: '3 against power 3: enough. The MCP could answer a Game card; it passed. Pass too: two passes in a row close the window. Committed Skill cards go to your discard either way.',
      expect: { move: 'pass', args: ['counter'] },
      otherwise: 'You have enough: press Pass to close the window.',
      done: 'Countered! Tron stays in play.',
    },
    {
      say: 'System Escape phase. A status card moves all your programs of one status a step on. Play Illegal Exit, an Escape card: your Game Grid programs go Rogue.',
      expect: { move: 'playStatus', args: [ILLEGAL_EXIT] },
      targets: [{ choice: ILLEGAL_EXIT }, { move: 'playStatus' }],
      otherwise: 'Move Tron on: press “Play Illegal Exit”.',
      replies: [{ seat: MCP, move: 'pass', args: ['attack'] }],
    },
    {
      say: 'After your status card, the MCP may attack the programs that just moved with a Security card; it did not. User Interface phase: play Alan-1, an Activation card. Rogue programs become Activated.',
      expect: { move: 'playStatus', args: [ALAN_1] },
      targets: [{ choice: ALAN_1 }, { move: 'playStatus' }],
      otherwise: 'Press “Play Alan-1” to activate Tron.',
      replies: [{ seat: MCP, move: 'pass', args: ['attack'] }],
    },
    {
      say: 'File Transfer phase: play Light Cycles, a Transport card. Activated programs reach the Mesa.',
      expect: { move: 'playStatus', args: [LIGHT_CYCLES] },
      targets: [{ choice: LIGHT_CYCLES }, { move: 'playStatus' }],
      otherwise: 'Press “Play Light Cycles” to reach the Mesa.',
      replies: [
        { seat: MCP, move: 'pass', args: ['attack'] },
        { seat: MCP, move: 'attack', args: [GUARDS] },
      ],
    },
    {
      say: 'Program Delete phase: Tron stands at the Mesa, and the MCP defends with Guards, a Security card, power 1. Counter it: select Timing (1, +1 for Tron = 2), then press Commit.',
      expect: { move: 'commitSkill', args: [[TIMING]] },
      targets: [{ choice: TIMING }, { move: 'commitSkill' }],
      otherwise: 'Select Timing in your hand, then press “Commit Timing”.',
    },
    {
      say: 'The MCP cannot answer a Security card, so your pass closes the window at once: 2 against power 1, countered. Pass.',
      expect: { move: 'pass', args: ['counter'] },
      otherwise: 'You have enough: press Pass to close the window.',
    },
    {
      say: 'You countered at the Mesa: now discard one more Skill card, of any power, and the MCP is erased. Your last Skill card is Speed: press “Erase the MCP with Speed”.',
      expect: { move: 'erase', args: [SPEED] },
      targets: [{ choice: SPEED }, { move: 'erase' }],
      otherwise: 'Win now: press “Erase the MCP with Speed”.',
    },
  ],
  farewell:
    'The MCP is erased: you won! A real match takes longer: the MCP attacks at every status and races its Control cards, so keep Skill cards to counter. Try a match against the easy AI.',
});
