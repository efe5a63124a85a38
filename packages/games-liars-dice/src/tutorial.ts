/**
 * "Learn to play": two short rounds against Player 2, you in seat 1 with five dice each. It
 * teaches reading your own cup, aces wild, an opening bid, a raise, being challenged on a true
 * bid (the caller loses a die), and calling Dudo on a doubtful one (the bidder loses a die). The
 * cups are set at each round's start so the lesson is the same every time.
 */
import { defineTutorial } from '@gridplay/core/tutorial';
import type { Face } from './dice';
import type { State } from './state';

const YOU = '0';
const PLAYER_2 = '1';

/** Round 1: you hold two 3s and an ace (three dice that count as 3s); Player 2 one 3 and an ace. */
const ROUND_1: Record<string, Face[]> = { [YOU]: [1, 3, 3, 5, 6], [PLAYER_2]: [1, 2, 3, 4, 6] };
/** Round 2: one 4 under all the cups, and no ace. Player 2 is down to four dice. */
const ROUND_2: Record<string, Face[]> = { [YOU]: [2, 2, 4, 5, 6], [PLAYER_2]: [2, 3, 5, 6] };

export default defineTutorial<State>({
  game: 'liars-dice',
  title: 'Your first two rounds of Liar’s Dice',
  minutes: 3,
  seat: YOU,
  numPlayers: 2,
  // This seed lets you open the first round.
  seed: 'learn-2',
  steps: [
    {
      say: 'Welcome to Liar’s Dice! You and Player 2 each roll five dice under a cup. Yours are at the bottom of the table: 1, 3, 3, 5, 6. Only you see them, as only Player 2 sees theirs.',
      setup: (G) => {
        G.cups = { ...ROUND_1 };
      },
    },
    {
      say: 'A bid is a claim about ALL the dice under every cup: “at least 3 fives”. Aces (1s) are wild: they count as whatever face is bid. So you already hold three dice that count as 3s: two 3s and your ace.',
    },
    {
      say: 'Open the round low and safe: bid 1 three (the dock already shows it). The opening bid may not be on aces.',
      expect: { move: 'bid', args: [1, 3] },
      targets: [{ move: 'bid' }],
      otherwise: 'Bid 1 three: with face 3 chosen and the number at 1, press “Bid 1 three”.',
      replies: [{ seat: PLAYER_2, move: 'bid', args: [3, 3] }],
      done: 'Player 2 raised to 3 threes. A raise is more dice of any face, or as many dice of a higher face.',
    },
    {
      say: 'Your own cup makes 3 threes true. Raise by one die: bid 4 threes. It only needs one 3 or ace among Player 2’s five dice.',
      expect: { move: 'bid', args: [4, 3] },
      targets: [{ move: 'bid' }],
      otherwise: 'Bid 4 threes: it is what the dock shows, so press “Bid 4 threes”.',
      replies: [
        { seat: PLAYER_2, move: 'dudo' },
        // Player 2 lost the die, so Player 2 opens the next round.
        { seat: PLAYER_2, move: 'bid', args: [3, 4] },
      ],
      done: 'Player 2 called Dudo: every cup was lifted. Five dice counted as 3s (two of them aces), at least the 4 you bid: the caller was wrong and loses a die.',
    },
    {
      say: 'Round 2: all dice are rolled again, and Player 2, who lost a die, opened with 3 fours. You hold one 4 and no ace: they need two 4s or aces among their four dice. Unlikely: call Dudo!',
      setup: (G) => {
        G.cups = { ...ROUND_2 };
      },
      expect: { move: 'dudo' },
      targets: [{ move: 'dudo' }],
      otherwise: 'Call Dudo: press the red “Dudo!” button to say the bid of 3 fours is false.',
      done: 'Lifted: one 4 and no ace, fewer than the 3 bid. The bid was false, so the bidder, Player 2, loses a die: 3 left against your 5.',
    },
    {
      say: 'That is the whole rule of a call: as many dice as bid or more, and the caller loses a die; fewer, and the bidder does. Lose your last die and you are out. The last player with dice wins.',
    },
  ],
  farewell:
    'You know Liar’s Dice! The Rules page explains the two options, Calza (claim a bid is exact) and Palifico. Now try a whole match against the easy AI.',
});
