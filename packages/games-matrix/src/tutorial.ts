/**
 * "Learn to play" The Matrix: one guided turn from the Humans' seat. It draws and brings Neo into
 * play, plugs him in, and plays the Matrix phase through every contest a first match meets:
 * Interception (Events back and forth, ties to the Machines), Combat won, a Mission card won, an
 * Escape lost, the Escape loop's Combat lost (a casualty), the Escape won and unplugging; then
 * the Reality phase's Detection, won with an Event; and turn 2's draw, taking a card by name.
 *
 * Every card is named: the hands are dealt by instance id. The dice are the rules' own: who acts
 * first in a contest is the side behind on the rolled dice, and the log writes the Machines'
 * total beside each Event they play, so only the Humans' die is set (as each contest opens, for
 * the coach's sums). The seed is chosen so that at every opening the Humans are ahead (the
 * Machines' scripted Event comes first) and the Machines' rolls fit the coach's words. A rules
 * change that moves the dice fails `tutorial.test.ts` at the step that breaks: then pick another
 * seed and put its Machine rolls into the words.
 */
import { setHandTo, stackDeckWith } from '@gridplay/core';
import { defineTutorial } from '@gridplay/core/tutorial';
import { HUMANS, MACHINES, type MatrixState } from './state';

const human = (design: string, copy = 1) => `humans:${design}#${copy}`;
const machine = (design: string, copy = 1) => `machines:${design}#${copy}`;

const NEO = human('neo');
const MORPHEUS = human('morpheus');
const TRINITY = human('trinity');
const APOC = human('apoc');
const OPERATOR_GUIDANCE = human('operator-guidance');
const DODGE_THIS = human('dodge-this');
const FREE_A_MIND = human('free-a-mind');
const NO_SPOON = human('there-is-no-spoon');
const HARDLINE_EXIT = human('hardline-exit');
const RUN_SILENT = human('run-silent');

const AGENT_JONES = machine('jones');
const AGENT_TAKEOVER = [machine('agent-takeover', 1)];
const AGENT_UPGRADE = machine('agent-upgrade', 1);
const BULLET_STORM = [machine('bullet-storm', 1), machine('bullet-storm', 2)];
const FIREWALL = machine('firewall');
const TRACE_THE_CALL = machine('trace-the-call');
const CUT_THE_HARDLINE = machine('cut-the-hardline');

/** The hands the lesson needs: one Event for each contest the Humans answer, nothing to spare. */
const HUMAN_HAND = [
  OPERATOR_GUIDANCE,
  DODGE_THIS,
  FREE_A_MIND,
  NO_SPOON,
  HARDLINE_EXIT,
  RUN_SILENT,
  human('evasive-flight'),
  human('dock-repairs'),
];
const MACHINE_HAND = [
  ...AGENT_TAKEOVER,
  AGENT_UPGRADE,
  ...BULLET_STORM,
  FIREWALL,
  TRACE_THE_CALL,
  CUT_THE_HARDLINE,
  machine('bombardment'),
];
/** The top of the Humans' deck: the two cards "Draw two" brings. */
const HUMAN_DRAW = [NEO, human('visit-oracle')];

/** Cards named by instance id: core's scenario helpers, with each card its own "design". */
const byId = (card: string) => card;

/**
 * The Humans' die in the contest just opened. The Machines' die stays as rolled: the log has
 * already written their total beside the Event they answered with.
 */
const humanDie =
  (value: number) =>
  (G: MatrixState): void => {
    if (!G.contest) throw new Error('matrix tutorial: no contest is open to set the die of');
    G.contest.dice[HUMANS] = value;
  };

export default defineTutorial<MatrixState>({
  game: 'matrix',
  title: 'Your first run into the Matrix',
  minutes: 5,
  seat: HUMANS,
  numPlayers: 2,
  seed: 'learn-matrix-126',
  steps: [
    {
      say: 'You lead the Humans. You win with 20 Mission Points, earned on Missions inside the Matrix. The Machines win with 20 Time counters (one each turn), by killing Neo, or by wrecking your ship. A turn runs six phases: see them at the top.',
      setup: (G) => {
        setHandTo(G.seats[HUMANS], HUMAN_HAND, byId);
        setHandTo(G.seats[MACHINES], MACHINE_HAND, byId);
        stackDeckWith(G.seats[HUMANS], HUMAN_DRAW, byId);
      },
    },
    {
      say: 'Zion phase: you draw. Draw the top two cards of your deck, or take any one card you choose from it. Press Draw two.',
      expect: { move: 'drawTwo' },
      otherwise:
        'Press Draw two for now. Taking one card of your choice is the other way to draw: handy when you need Neo or a Mission.',
      done: 'You drew Neo, The One, and a Mission.',
    },
    {
      say: 'Characters come into play from your hand now. Neo is selected: press Bring in Neo. He arrives awake, in the real world.',
      expect: { move: 'bringIn', args: [NEO] },
      otherwise: 'Bring Neo into play: Mission cards can only be attempted with him.',
    },
    {
      say: 'Nobody else to bring in: close this decision.',
      expect: { move: 'pass', args: ['bringIn'] },
      otherwise: 'Press the button to bring nobody else in.',
      replies: [
        { seat: MACHINES, move: 'drawTwo' },
        { seat: MACHINES, move: 'pass', args: ['bringIn'] },
      ],
      done: 'The Machines drew in their own phase, Zero-One.',
    },
    {
      say: 'Switch phase: plug characters into the Matrix, where Missions happen. Morpheus and Trinity are plugged in already. Press Neo, then Plug in 1.',
      setup: (G) => {
        for (const character of G.humans)
          if (character.card !== NEO) {
            character.plugged = true;
            G.switched.push(character.card);
          }
      },
      expect: { move: 'plug', args: [NEO] },
      targets: [{ choice: NEO }, { move: 'plug' }],
      otherwise: 'Press Neo, then the Plug in button: Mission cards need him in the Matrix.',
      replies: [{ seat: MACHINES, move: 'playEvent', args: [AGENT_TAKEOVER[0]] }],
    },
    {
      say: 'Matrix phase. Interception is a contest: each side rolls a die and adds its characters in this world (the three best). You rolled 9 to their 8, so they, behind, acted first: Agent Takeover, +2. Now they lead 10 to 9.',
      setup: humanDie(5),
    },
    {
      say: 'Your turn: the side behind plays an Event naming this contest, or passes. Ties go to the Machines, so you must be strictly higher. Play Operator Guidance (+2).',
      expect: { move: 'playEvent', args: [OPERATOR_GUIDANCE] },
      targets: [{ choice: OPERATOR_GUIDANCE }],
      otherwise: 'Play Operator Guidance from your hand: +2 puts you ahead, 11 to 10.',
      replies: [{ seat: MACHINES, move: 'playEvent', args: [AGENT_UPGRADE] }],
      done: '11 to 10, but they answer with Agent Upgrade, +1 (each Event once a contest): 11 all, and ties go to the Machines.',
    },
    {
      say: 'You have no Interception Event left: pass. Two passes in a row close a contest. Losing Interception means the Agents found you: Combat follows.',
      expect: { move: 'pass', args: ['contest'] },
      otherwise: 'Nothing in your hand helps in Interception: press Pass.',
      replies: [
        { seat: MACHINES, move: 'pass', args: ['contest'] },
        { seat: MACHINES, move: 'playEvent', args: [BULLET_STORM[0]] },
      ],
    },
    {
      say: 'Combat: the loser loses a character in the Matrix. You rolled 9 to 6; the Machines played Bullet Storm (+3): 9 to 9, and a tie is theirs. Play Dodge This (+2).',
      setup: humanDie(2),
      expect: { move: 'playEvent', args: [DODGE_THIS] },
      targets: [{ choice: DODGE_THIS }],
      otherwise: 'Play Dodge This: 11 beats 9. Lose this Combat and one of your crew dies.',
      replies: [{ seat: MACHINES, move: 'pass', args: ['contest'] }],
      done: '11 to 9, and the Machines pass.',
    },
    {
      say: 'You are ahead: pass to close the Combat.',
      expect: { move: 'pass', args: ['contest'] },
      otherwise: 'You lead 11 to 9: press Pass to win the Combat.',
      replies: [{ seat: MACHINES, move: 'chooseCasualty', args: [AGENT_JONES] }],
      done: 'Combat won: the Machines lose Agent Jones.',
    },
    {
      say: 'Mission: with Neo in the Matrix you may attempt a Mission card from your hand; without him, only the Basic Mission (1 point). Press Free a Mind: 2 Mission Points if you win its contest.',
      expect: { move: 'attemptMission', args: [FREE_A_MIND] },
      targets: [{ choice: FREE_A_MIND }],
      otherwise:
        'Press the Free a Mind card in your hand: it is worth 2 points, the Basic Mission 1.',
      replies: [{ seat: MACHINES, move: 'playEvent', args: [FIREWALL] }],
    },
    {
      say: 'Agents do not guard Missions, but the Machines answered your 7 with a Firewall (+4): 8. Play There Is No Spoon (+2).',
      setup: humanDie(5),
      expect: { move: 'playEvent', args: [NO_SPOON] },
      targets: [{ choice: NO_SPOON }],
      otherwise: 'Play There Is No Spoon: 9 beats 8.',
      replies: [{ seat: MACHINES, move: 'pass', args: ['contest'] }],
    },
    {
      say: 'Ahead 9 to 8 and the Machines passed: pass too, and the Mission is yours.',
      expect: { move: 'pass', args: ['contest'] },
      otherwise: 'Press Pass: two passes in a row close the contest, and you lead.',
      replies: [{ seat: MACHINES, move: 'playEvent', args: [TRACE_THE_CALL] }],
      done: 'Free a Mind: 2 Mission Points, and the card leaves the game.',
    },
    {
      say: 'Escape: get out. Lose it and the Agents fight you again, then you try again: the Escape loop. They played Trace the Call (+3): 9 to 9, and a tie is theirs. Play Hardline Exit (+3).',
      setup: humanDie(4),
      expect: { move: 'playEvent', args: [HARDLINE_EXIT] },
      targets: [{ choice: HARDLINE_EXIT }],
      otherwise: 'Play Hardline Exit: 12 to 9.',
      replies: [{ seat: MACHINES, move: 'playEvent', args: [CUT_THE_HARDLINE] }],
    },
    {
      say: 'They cut the hardline (+3): 12 to 12, a tie, theirs. You have no Escape Event left: pass.',
      expect: { move: 'pass', args: ['contest'] },
      otherwise: 'Nothing in your hand helps in the Escape: press Pass.',
      replies: [
        { seat: MACHINES, move: 'pass', args: ['contest'] },
        { seat: MACHINES, move: 'playEvent', args: [BULLET_STORM[1]] },
      ],
      done: 'The Escape is lost, so the loop starts: Combat again.',
    },
    {
      say: 'You rolled 8 to 6, but a second Bullet Storm puts them ahead, 9 to 8, and you have no Combat Event left. Pass: this time you lose a character.',
      setup: humanDie(1),
      expect: { move: 'pass', args: ['contest'] },
      otherwise: 'Nothing in your hand helps in this Combat: press Pass.',
      replies: [{ seat: MACHINES, move: 'pass', args: ['contest'] }],
    },
    {
      say: 'Combat lost: you choose who dies among your characters in the Matrix. Never Neo: if he is killed, the Machines win at once. Press Morpheus.',
      expect: { move: 'chooseCasualty', args: [MORPHEUS] },
      targets: [{ choice: MORPHEUS }],
      otherwise: 'Choose Morpheus: losing Neo ends the game, and Trinity is your best at escaping.',
      replies: [{ seat: MACHINES, move: 'pass', args: ['contest'] }],
      done: 'Morpheus falls. Now the loop tries the Escape again.',
    },
    {
      say: 'You rolled 10 to 8; the Machines, behind, passed: they have no answer. Pass too: two passes close the contest and you are out.',
      setup: humanDie(6),
      expect: { move: 'pass', args: ['contest'] },
      otherwise: 'You lead 10 to 8: press Pass to close the Escape.',
      done: 'You escaped: the loop is over.',
    },
    {
      say: 'As the Matrix phase ends you may unplug. Trinity’s Pursuit +2 counts only in the real world, where the Sentinels now hunt your ship. Press Trinity, then Unplug 1.',
      expect: { move: 'unplug', args: [TRINITY] },
      targets: [{ choice: TRINITY }, { move: 'unplug' }],
      otherwise: 'Press Trinity, then the Unplug button: she helps the ship get away.',
    },
    {
      say: 'Neo stays plugged in: confirm.',
      expect: { move: 'pass', args: ['exit'] },
      otherwise: 'Press the button to leave Neo where he is.',
    },
    {
      say: 'Reality phase: the Sentinels hunt your ship. Detection, then Pursuit, then Battle, counting only characters awake in the real world; win Detection or Pursuit and they lose you. You are behind, 1 to 2: play Run Silent (+2).',
      setup: humanDie(1),
      expect: { move: 'playEvent', args: [RUN_SILENT] },
      targets: [{ choice: RUN_SILENT }],
      otherwise: 'Play Run Silent: 3 beats 2, and the Sentinels lose the ship.',
      replies: [{ seat: MACHINES, move: 'pass', args: ['contest'] }],
    },
    {
      say: 'Ahead 3 to 2 and the Machines passed: pass too. Had you lost Pursuit as well, a Battle would follow: each Extermination Unit then costs your hull (5) a point.',
      expect: { move: 'pass', args: ['contest'] },
      otherwise: 'You lead 3 to 2: press Pass to slip away.',
      done: 'The Sentinels lost you. The turn is over: turn 2 begins.',
    },
    {
      say: 'Turn 2: you draw again. This time take one card of your choice from your deck: the list holds every card left in it. Apoc, a fighter for the Matrix, is chosen: press Take.',
      expect: { move: 'takeCard', args: ['apoc'] },
      otherwise:
        'For this lesson take Apoc, chosen in the list: press Take. In a match, take what you need most: Neo, a Mission, an Event.',
      done: 'Apoc is in your hand, and your deck is shuffled.',
    },
    {
      say: 'Bring Apoc into play, as you did Neo: press Bring in Apoc.',
      expect: { move: 'bringIn', args: [APOC] },
      otherwise: 'Bring Apoc in: a character helps only once in play.',
    },
    {
      say: 'Nobody else to bring in: close this decision.',
      expect: { move: 'pass', args: ['bringIn'] },
      otherwise: 'Press the button to bring nobody else in.',
    },
    {
      say: 'That is a turn: draw, bring characters in, plug in, then Interception, Combat, Mission, Escape and the chase. Keep Neo safe, keep Events for close contests, and reach 20 Mission Points before the Machines’ 20th Time counter.',
    },
  ],
  farewell:
    'You are ready. Play a whole match as the Humans against the easy AI: Missions, Events and the Escape loop, for real.',
});
