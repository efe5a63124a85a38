/**
 * "Learn to play": a short first match as GutsMan against TorchMan, three turns long. It teaches
 * the turn in rulebook order — power up, the resource phase, the main phase's pass and respond
 * (a BattleChip on each turn, spending a resource, a blast, an event), the battle — and ends
 * with a win, since TorchMan's deck starts with only 10 cards. Each position is the real match
 * of the seed with a few cards swapped into place, so every zone keeps its size.
 */
import { defineTutorial } from '@gridplay/core/tutorial';
import type { MegaManState, Seat } from './state';

const YOU: Seat = '0';
const TORCHMAN: Seat = '1';

/** Cards of this lesson: instance ids of the GutsMan and TorchMan demo decks. */
const BIG_TROUBLE = 'p0:big-trouble#2';
const CANNON = 'p0:cannon#2';
const BARRIER = 'p0:barrier#2';
const OVERCLOCK = 'p0:overclock#1';
const HOT_STREAK = 'p0:hot-streak#1';
const FIRE_RING = 'p1:fire-ring#1';

/** Energy TorchMan starts the lesson with: three turns of battle empty it. */
const LESSON_DECK = 10;

type Zone = 'deck' | 'hand' | 'gauge' | 'resources' | 'discard';
const ZONES: readonly Zone[] = ['deck', 'hand', 'gauge', 'resources', 'discard'];

/**
 * Puts `cards` into the seat's `zone` from position `first` on (0: the top of a deck, the oldest
 * of a gauge), each swapped with the card that held its place, so no zone changes size.
 */
function place(G: MegaManState, seat: Seat, zone: Zone, cards: readonly string[], first = 0) {
  const piles = G.seats[seat];
  cards.forEach((card, offset) => {
    const index = first + offset;
    const from = ZONES.find((name) => piles[name].includes(card));
    if (!from) throw new Error(`The tutorial needs ${card}, which ${seat} does not own.`);
    const source = piles[from];
    const at = source.indexOf(card);
    const target = piles[zone];
    if (index >= target.length) target.push(...source.splice(at, 1));
    else [source[at], target[index]] = [target[index], card];
  });
}

export default defineTutorial<MegaManState>({
  game: 'megaman',
  title: 'Your first battle',
  minutes: 5,
  seat: YOU,
  numPlayers: 2,
  // This seed's destiny cut lets you go first, with a resource to play on turn 1.
  seed: 'learn-11',
  setupData: { deck0: 'gutsman', deck1: 'torchman', list0: '', list1: '' },
  steps: [
    {
      say: 'You are GutsMan, at the bottom; TorchMan is at the top. Every card in a deck is energy: attacks knock cards off the other deck, and whoever runs out of cards loses. To keep this match short, TorchMan’s deck holds only 10 cards.',
      setup: (G) => {
        place(G, YOU, 'hand', [BIG_TROUBLE, CANNON, BARRIER, OVERCLOCK, 'p0:ember-fan#2']);
        // The card your first power up put in the gauge: your blast turns it up on turn 3.
        place(G, YOU, 'gauge', ['p0:guts-punch#1']);
        const torchman = G.seats[TORCHMAN];
        torchman.discard.push(...torchman.deck.splice(LESSON_DECK));
      },
    },
    {
      say: 'Your turn began with a power up: the top card of your deck went face down into your power gauge (Power 1/5). Cards need power before you may play them, and a blast turns power cards up. Then you drew a card.',
    },
    {
      say: 'Resource phase. Resources stay in play and help you every turn. Select Big Trouble in your hand, then play it: it needs one GutsMan emblem, and GutsMan itself wears one.',
      expect: { move: 'playResource', args: [BIG_TROUBLE] },
      targets: [{ choice: BIG_TROUBLE }, { move: 'playResource' }],
      otherwise:
        'Play Big Trouble first: select it in your hand, then press “Play resource Big Trouble”.',
      done: 'Big Trouble is in play.',
    },
    {
      say: 'Ember Fan is a resource too, but it needs 3 power and you have 1. The phase ends when you say so: press “Done with resources” and the main phase begins.',
      expect: { move: 'endResources' },
      otherwise: 'Press “Done with resources” to go on to the main phase.',
    },
    {
      say: 'Main phase: you and TorchMan take turns to do one thing, or pass. A BattleChip is a one-shot boost; each player may play one per main phase. Select Cannon and play it: strength +2.',
      expect: { move: 'playChip', args: [CANNON] },
      targets: [{ choice: CANNON }, { move: 'playChip' }],
      otherwise: 'Attack first: select Cannon in your hand, then press “BattleChip Cannon”.',
      replies: [{ seat: TORCHMAN, move: 'pass' }],
      done: 'GutsMan’s own text made TorchMan throw away a card at random.',
    },
    {
      say: 'TorchMan passed. Two passes in a row end the main phase; then the battle: TorchMan loses your strength minus its defense in cards, 5 − 2 = 3 (the dock shows it). Pass.',
      setup: (G) => {
        // TorchMan's next turn: the BattleChip it plays, and no resource to hold it up.
        place(G, TORCHMAN, 'hand', [FIRE_RING, 'p1:data-burn#1', 'p1:short-circuit#1']);
        // Below the 3 cards the coming battle takes: its power up and its draw.
        place(G, TORCHMAN, 'deck', ['p1:heat-shot#1', 'p1:aura-wall#1'], 3);
      },
      expect: { move: 'pass' },
      otherwise: 'Nothing more to do this turn: press Pass and the battle follows.',
      replies: [
        { seat: TORCHMAN, move: 'endResources' },
        { seat: TORCHMAN, move: 'playChip', args: [FIRE_RING] },
      ],
    },
    {
      say: 'Battle! TorchMan lost 3 cards off its deck, and its turn began: it powered up, drew, played no resource, and played the BattleChip Fire Ring — strength 6, defense 3. Against your defense 2, you would lose 4.',
    },
    {
      say: 'BattleChips work on either player’s turn. Select Barrier and play it: defense +2, so you lose only 2.',
      expect: { move: 'playChip', args: [BARRIER] },
      targets: [{ choice: BARRIER }, { move: 'playChip' }],
      otherwise: 'Defend yourself: select Barrier in your hand, then press “BattleChip Barrier”.',
      replies: [{ seat: TORCHMAN, move: 'pass' }],
    },
    {
      say: 'TorchMan passed. Pass too: the battle takes 6 − 4 = 2 cards off your deck, and your turn begins.',
      setup: (G) => {
        // Below the 2 cards the coming battle takes: your next power up (a low destiny beside
        // the Guts Punch) and your next draw.
        place(G, YOU, 'deck', ['p0:rival#1', HOT_STREAK], 2);
      },
      expect: { move: 'pass' },
      otherwise: 'Press Pass to let the battle happen.',
    },
    {
      say: 'Your turn again: you powered up (Power 2) and drew Hot Streak. Play it: it needs 1 power, and whenever you blast, GutsMan gets strength +1.',
      expect: { move: 'playResource', args: [HOT_STREAK] },
      targets: [{ choice: HOT_STREAK }, { move: 'playResource' }],
      otherwise: 'Select Hot Streak in your hand, then press “Play resource Hot Streak”.',
    },
    {
      say: 'Hot Streak is in play. Ember Fan still needs 3 power: press “Done with resources”.',
      expect: { move: 'endResources' },
      otherwise: 'Press “Done with resources” to go on to the main phase.',
    },
    {
      say: 'A blast turns up the newest cards of your power gauge, as many as GutsMan’s blast number: 3. You have 2. Spend Big Trouble (it goes to your discard): this turn you blast with one card fewer.',
      expect: { move: 'spend', args: [BIG_TROUBLE] },
      otherwise: 'With 2 power you cannot blast 3: press “Spend Big Trouble” first.',
      replies: [{ seat: TORCHMAN, move: 'pass' }],
    },
    {
      say: 'TorchMan passed. Now blast — once a turn, on your own turn only. Your 2 newest power cards turn face up; you pick one, and its destiny number (top right) adds to your strength.',
      expect: { move: 'blast' },
      otherwise: 'Press Blast.',
    },
    {
      say: 'Guts Punch shows destiny 4, Rival only 2. Choose Guts Punch: strength +4, and Hot Streak adds +1. Both revealed cards then go to your discard.',
      expect: { move: 'chooseDestiny', args: ['p0:guts-punch#1'] },
      otherwise: 'Take the bigger number: press “Destiny 4 (Guts Punch, red)”.',
      replies: [{ seat: TORCHMAN, move: 'pass' }],
    },
    {
      say: 'Events work at once, and you may play several in a main phase. Overclock needs one red resource in play (Hot Streak is red) and counts your blast destiny 1 more. Select it and play it.',
      expect: { move: 'playEvent', args: [OVERCLOCK] },
      targets: [{ choice: OVERCLOCK }, { move: 'playEvent' }],
      otherwise: 'Select Overclock in your hand, then press “Event Overclock”.',
      replies: [{ seat: TORCHMAN, move: 'pass' }],
    },
    {
      say: 'Strength 3 + 4 + 1 + 1 = 9 against defense 2: TorchMan would lose 7 cards, and it has 5 left. Pass, and the battle empties its deck.',
      expect: { move: 'pass' },
      otherwise: 'Press Pass: the battle wins the match.',
    },
  ],
  farewell:
    'You won! That is the whole game: power up and draw, play resources, then take turns to act — BattleChips, events, spending resources, one blast — and battle. A full match uses 30-card decks. Try one against the easy AI.',
});
