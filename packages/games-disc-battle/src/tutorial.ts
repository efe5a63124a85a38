/**
 * "Learn to play": a short duel, Tron against Sark on the 24″ Grid. It teaches a Move, being
 * thrown at and Blocking, a Throw, holding a card, Catching your own disc, diving Prone, and
 * standing up — and ends with a win, when Tron's disc strikes Sark lying Prone. Positions are
 * the real match of the seed; each step only stacks the deck so the next card flipped is known.
 */
import { defineTutorial } from '@gridplay/core/tutorial';
import { CARDS_PER_PROGRAM } from './cards';
import type { State } from './state';

const TRON = '0';
const SARK = '1';

/**
 * Puts exactly `cards` in the deck, so the next card flipped is known (the deck's order is drawn
 * at flip time). The other cards a program does not hold count as used this turn, so every
 * program still has its five.
 */
function nextCards(G: State, cards: string[]): void {
  G.deck = [...cards].sort();
  G.used = [];
  for (const program of Object.values(G.programs)) {
    const inDeck = cards.filter((card) => card === program.seat).length;
    const faceUp = G.flipped === program.seat ? 1 : 0;
    const used = CARDS_PER_PROGRAM - program.held - inDeck - faceUp;
    if (used < 0) throw new Error(`The tutorial gives ${program.name} more than five cards.`);
    for (let card = 0; card < used; card++) G.used.push(program.seat);
  }
  G.used.sort();
}

/** Tron's line to Sark once Sark has stepped east: the quick "Move" and "Throw" both take it. */
const AT_SARK = 18.435;

export default defineTutorial<State>({
  game: 'disc-battle',
  title: 'Your first duel',
  minutes: 3,
  seat: TRON,
  numPlayers: 2,
  // This seed flips your card first, and its Direction Die sends Sark's blocked disc round the
  // Grid and back into you just as you knock Sark down (steps 3 and 8).
  seed: 'learn-100',
  steps: [
    {
      say: 'You are Tron, at the bottom; Sark is at the top. Everyone’s action cards are in one shared deck, flipped one at a time: when yours is up, you act. Strike Sark with your disc — the last program standing wins.',
    },
    {
      say: 'Your card is up. A Move takes your base up to 4″ in any direction. Press “Move 4″ to Sark”.',
      setup: (G) => nextCards(G, [SARK]),
      expect: { move: 'moveBase', args: [0, 4] },
      otherwise: 'Close in first: press “Move 4″ to Sark”.',
      replies: [{ seat: SARK, move: 'throwDisc', args: [180] }],
    },
    {
      say: 'Sark’s card came up and it threw its disc at you! You hold one card (in your dock): spend it to react. Block it: the disc bounces off your base, the Direction Die picks where to.',
      setup: (G) => nextCards(G, [TRON]),
      expect: { move: 'react', args: ['block'] },
      otherwise: 'Press “Block” to knock Sark’s disc away with your held card.',
      done: 'Blocked: Sark’s disc flies off, still live.',
    },
    {
      say: 'Your card again, your disc in hand. A Throw sends it 10″ from your base, then 8″ more after every action, bouncing off the walls. Press “Throw at Sark”.',
      setup: (G) => nextCards(G, [TRON]),
      expect: { move: 'throwDisc', args: [0] },
      otherwise: 'Strike back: press “Throw at Sark”.',
      done: 'Sark spent its held card to Dodge: your disc flies on past it.',
    },
    {
      say: 'Your card is up again, but you hold no card: you could not react to a disc. Hold this one instead of acting — holding moves no disc.',
      setup: (G) => nextCards(G, [SARK, TRON]),
      expect: { move: 'hold', args: [] },
      otherwise: 'Press “Hold card”: a card in hand lets you react.',
      replies: [{ seat: SARK, move: 'moveBase', args: [90, 4] }],
    },
    {
      say: 'Sark stepped east, and every disc moved on: yours bounced off the north wall and flies back toward you. Move into its path: press “Move 4″ to Sark”.',
      expect: { move: 'moveBase', args: [AT_SARK, 4] },
      otherwise: 'Press “Move 4″ to Sark”: your disc will cross your base.',
    },
    {
      say: 'Your own disc crosses your base. Catch it with your held card and it is back in your hand, ready to throw again.',
      setup: (G) => nextCards(G, [TRON]),
      expect: { move: 'react', args: ['catch'] },
      otherwise: 'Press “Catch”: your held card brings your disc back to your hand.',
    },
    {
      say: 'Your card. Sark holds no card, so it cannot Block or Dodge: a disc that reaches it makes it dive out of the way and land Prone. Press “Throw at Sark”.',
      setup: (G) => nextCards(G, [TRON]),
      expect: { move: 'throwDisc', args: [AT_SARK] },
      otherwise: 'Press “Throw at Sark”: with no card held, Sark cannot Dodge.',
    },
    {
      say: 'Sark dove and lies Prone. But Sark’s disc came back at you, and you held no card either: you dove too. Prone, you can only stand up, and any disc that reaches you De-Rezzes you. Press “Stand up”.',
      setup: (G) => nextCards(G, [TRON]),
      expect: { move: 'stand', args: [] },
      otherwise: 'Press “Stand up”: lying Prone, the next disc would De-Rez you.',
    },
  ],
  farewell:
    'Your disc came back off the north wall and struck Sark lying Prone: Sark is De-Rezzed and you win! Keep a card in hand to Block, Dodge or Catch — with none, you dive Prone. Now try a match against the easy AI.',
});
