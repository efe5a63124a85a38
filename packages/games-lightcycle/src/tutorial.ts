/**
 * "Learn to play": a short first match on the 10 × 10 Grid, you (blue) against Orange. It
 * teaches placing the cycle, the secret choice of a card each round (Orange's card is its
 * scripted reply), a flag capture, a Special (a Dash, with its direction chosen after the
 * Regular moves), a crash into your trail, and a Crusher. Cells are numbered row by row
 * (`row * 10 + column`): D3 is 23.
 */
import { defineTutorial } from '@gridplay/core/tutorial';
import type { SpecialKind } from './cards';
import type { LightcycleState, PlayerId } from './state';

const YOU: PlayerId = '0';
const ORANGE: PlayerId = '1';

/** Two flags: one on D5, two cells ahead of you; one far away on J1, out of everyone's path. */
const FLAG_AHEAD = 43;
const FLAG_AWAY = 9;
/** Your replaced flag, on D1: out of every path too. */
const NEW_FLAG = 3;
/** Orange's first trail cell after its crash: the seed respawns it on I4; I3 makes it face south. */
const ORANGE_RESPAWN_TRAIL = 28;

/** Moves a Special of `kind` from the deck into the seat's hand, so no card is duplicated. */
function give(G: LightcycleState, seat: PlayerId, kind: SpecialKind) {
  const at = G.deck.findIndex((card) => card.def === kind);
  if (at === -1) throw new Error(`The tutorial needs a ${kind} in the deck.`);
  G.seats[seat].hand.push(...G.deck.splice(at, 1));
}

export default defineTutorial<LightcycleState>({
  game: 'lightcycle',
  title: 'Your first race on the Grid',
  minutes: 4,
  seat: YOU,
  numPlayers: 2,
  // This seed lets you place your cycle first and deals you a Dash.
  seed: 'learn-7',
  steps: [
    {
      say: 'Welcome to the Grid! You ride the blue light cycle (Player 1); Orange (Player 2) is your opponent. First put your cycle down: click the glowing cell D3 for its head, then the cell above it for its first trail cell. You face away from your trail.',
      expect: { move: 'placeCycle', args: [23, 13] },
      targets: [{ choice: 'cell-23' }, { move: 'placeCycle' }],
      otherwise: 'Click the glowing cell D3 for your head, then the glowing cell above it (D2).',
      replies: [{ seat: ORANGE, move: 'placeCycle', args: [84, 94] }],
      done: 'Orange placed its cycle on E9, facing north.',
    },
    {
      say: 'Every round you both choose one card at the same time, in secret; then the cards are shown and played. Forward, Left and Right turn (never a U-turn) and move one cell. The cell you leave becomes trail, and trails never shrink.',
      setup: (G) => {
        G.flags[0].cell = FLAG_AHEAD;
        G.flags[1].cell = FLAG_AWAY;
      },
    },
    {
      say: 'A flag waits on D5, two cells ahead of you. Choose Forward. Orange chooses its card at the same moment, without seeing yours.',
      expect: { move: 'chooseCard', args: [{ card: 'forward' }] },
      targets: [{ choice: 'forward' }],
      otherwise: 'Choose Forward, the first card of your hand: it drives you towards the flag.',
      replies: [{ seat: ORANGE, move: 'chooseCard', args: [{ card: 'forward' }] }],
      done: 'Both cards were shown: you both went Forward. D3 is now your trail.',
    },
    {
      say: 'Drive onto the flag: Forward again. A flag is yours if you survive the round: +3 points.',
      expect: { move: 'chooseCard', args: [{ card: 'forward' }] },
      targets: [{ choice: 'forward' }],
      otherwise: 'Choose Forward to drive onto the flag on D5.',
      replies: [{ seat: ORANGE, move: 'chooseCard', args: [{ card: 'forward' }] }],
    },
    {
      say: 'Flag captured: +3! For it Orange was dealt a Special card, and you put a new flag on a random cell. That one (dashed ring) is the flag you placed last: you may not take it yourself.',
      setup: (G) => {
        // The new flag lands at random: keep it out of the paths this lesson drives.
        G.flags.find((flag) => flag.placedBy === YOU)!.cell = NEW_FLAG;
      },
    },
    {
      say: 'Specials are one-shot cards. Play your Dash: it drives 2 cells straight, and you pick the way only after the Forward, Left and Right cards of the round are played.',
      expect: { move: 'chooseCard', args: [{ card: 'dash' }] },
      targets: [{ choice: 'dash' }],
      otherwise: 'Play the Dash card, the purple one in your hand.',
      replies: [{ seat: ORANGE, move: 'chooseCard', args: [{ card: 'forward' }] }],
    },
    {
      say: 'Orange drove Forward to E6. Now your Dash: Left turns you east, across its path, to F5. Its head is right beside the trail you leave.',
      expect: { move: 'chooseDashDirection', args: ['left'] },
      targets: [{ choice: 'left' }],
      otherwise: 'Choose Left: your Dash crosses in front of Orange.',
    },
    {
      say: 'Orange faces your fresh trail on E5. Drive Forward, away to G5, and watch what Orange does.',
      expect: { move: 'chooseCard', args: [{ card: 'forward' }] },
      targets: [{ choice: 'forward' }],
      otherwise: 'Choose Forward: G5 is free.',
      replies: [
        { seat: ORANGE, move: 'chooseCard', args: [{ card: 'forward' }] },
        { seat: ORANGE, move: 'chooseFacing', args: [ORANGE_RESPAWN_TRAIL] },
      ],
    },
    {
      say: 'Crash! Orange drove into your trail: it loses 1 point and you gain 2. Off the Grid, into any trail (your own too) or across a Crusher is a crash. A crashed cycle comes back on a random cell: Orange is back on I4.',
      setup: (G) => give(G, YOU, 'crusher'),
    },
    {
      say: 'Here is a Special for you: a Crusher. You stay put and set a red bar between two cells; whoever crosses it crashes. Block Orange’s road: select the Crusher, click the glowing cell I6, then South.',
      expect: { move: 'chooseCard', args: [{ card: 'crusher', edge: [58, 68] }] },
      targets: [{ choice: 'crusher' }, { choice: 'cell-58' }, { choice: 'south' }],
      otherwise: 'Select the Crusher card first, then click the glowing cell I6 and choose South.',
      replies: [{ seat: ORANGE, move: 'chooseCard', args: [{ card: 'forward' }] }],
      done: 'Orange drove to I5; then your Crusher landed between I6 and I7, right in its way.',
    },
  ],
  farewell:
    'You placed a cycle, took a flag, dashed, made Orange crash and set a Crusher. First to 15 points, ahead of everyone, wins. Ready? Play a match against the easy AI.',
});
