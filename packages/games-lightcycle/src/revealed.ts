/**
 * Who played what this round, once the cards are revealed: the card effects and the resolution
 * ask it (and which Dash players still owe a direction).
 */
import { seatIds, type Choice, type LightcycleState, type PlayerId } from './state';

/** Players whose revealed card passes `test` and whose cycle is alive on the Grid. */
export const playersWith = (G: LightcycleState, test: (choice: Choice) => boolean): PlayerId[] =>
  seatIds(G).filter((p) => {
    const choice = G.resolution!.revealed[p];
    return (
      choice !== undefined &&
      test(choice) &&
      G.seats[p].cycle.alive &&
      G.seats[p].cycle.head !== null
    );
  });

/**
 * Everyone who played a matching card, crashed or not: a Crusher or an Over-Drive does not need
 * the cycle, so it still takes effect when the cycle crashed earlier in the round.
 */
export const playedBy = (G: LightcycleState, test: (choice: Choice) => boolean): PlayerId[] =>
  seatIds(G).filter((p) => {
    const choice = G.resolution!.revealed[p];
    return choice !== undefined && test(choice);
  });

/** Alive Dash / Uber-Dash players who still have to choose their direction. */
export function dashersToAsk(G: LightcycleState): PlayerId[] {
  return playersWith(G, (c) => c.card === 'dash' || c.card === 'uberDash').filter(
    (p) => !G.dashTurns[p],
  );
}

/** The card `player` revealed, typed as the card being resolved: `choiceOf<'crusher'>(G, p)`. */
export const choiceOf = <C extends Choice['card']>(G: LightcycleState, player: PlayerId) =>
  G.resolution!.revealed[player] as Extract<Choice, { card: C }>;
