/**
 * Scenario set-up for the rule tests: a real match, patched to the position a rule talks about
 * (cards named by design id, e.g. `give(G, TRON, 'aim', 'aim')`), then played with real moves.
 */
import { LocalMatch, pullDesign, setHandTo, stackDeckWith } from '@gridplay/core';
import { game } from '../game';
import { defOf, type PhaseName } from '../rules';
import type { Pending, Seat, Status, TronMcpState } from '../state';
import { TRON, MCP } from '../state';

export { TRON, MCP };

/** Take one card of `design` from wherever it is among the seat's cards (not in play). */
function pull(G: TronMcpState, seat: Seat, design: string): string {
  return pullDesign(G.seats[seat], design, defOf);
}

/** Replace the seat's hand by these designs (the old hand goes to the bottom of the deck). */
export function setHand(G: TronMcpState, seat: Seat, ...designs: string[]): string[] {
  return setHandTo(G.seats[seat], designs, defOf);
}

/** Put these designs on top of the seat's deck, in order. */
export function stackDeck(G: TronMcpState, seat: Seat, ...designs: string[]): void {
  stackDeckWith(G.seats[seat], designs, defOf);
}

export function putInPlay(G: TronMcpState, design: string, status: Status): string {
  const card = pull(G, TRON, design);
  G.programs.push({ card, status });
  return card;
}

export function putControls(G: TronMcpState, count: number): void {
  for (let i = 0; i < count; i++) {
    const card = G.seats[MCP].deck.find(
      (c) =>
        c.startsWith('mcp:') &&
        [
          'appropriate-outside-systems',
          'chinese-language-files',
          'access-the-pentagon',
          'access-the-kremlin',
          'shutdown-group-7-access',
          'renounce-belief',
          'assimilate-useful-programs',
          'blackmail-dillinger',
          'control-incom',
          'increase-intelligence',
        ].includes(defOf(c)),
    );
    if (!card) throw new Error('no Control card left in the deck');
    G.seats[MCP].deck.splice(G.seats[MCP].deck.indexOf(card), 1);
    G.controls.push(card);
  }
}

/**
 * A match standing at `phase` with `pending` to decide. `edit` arranges the cards. Both hands
 * start empty unless `edit` fills them.
 */
export function scenario(
  phase: PhaseName,
  pending: Pending,
  edit: (G: TronMcpState) => void = () => {},
  seed = 'scenario',
): LocalMatch<TronMcpState> {
  const match = new LocalMatch<TronMcpState>(game, { numPlayers: 2, seed });
  return match.patch(
    (G) => {
      for (const seat of [TRON, MCP] as const)
        G.seats[seat].deck.push(...G.seats[seat].hand.splice(0));
      G.round = 1;
      G.phaseBegun = phase;
      G.pending = pending;
      edit(G);
    },
    { phase, activePlayers: { [pending.seat]: pending.stage } },
  );
}

/** Every card of a side, wherever it is: the count never changes. */
export function cardCount(G: TronMcpState, seat: Seat): number {
  const piles = G.seats[seat];
  const inPlay = seat === TRON ? G.programs.length : G.controls.length;
  return piles.hand.length + piles.deck.length + piles.discard.length + inPlay;
}

export const designs = (cards: readonly string[]) => cards.map(defOf);

/** Play a move and fail loudly (with the reason) if it was refused. */
export function ok(
  match: LocalMatch<TronMcpState>,
  seat: Seat,
  move: string,
  ...args: unknown[]
): void {
  const result = match.move(seat, move, ...args);
  if (!result.ok) throw new Error(`${move}(${JSON.stringify(args)}) refused: ${result.reason}`);
}

/** The instance id of the first card of `design` in the seat's hand. */
export function inHandCard(G: TronMcpState, seat: Seat, design: string): string {
  const card = G.seats[seat].hand.find((c) => defOf(c) === design);
  if (!card) throw new Error(`no ${design} in hand`);
  return card;
}

export const programDesigns = (G: TronMcpState) =>
  G.programs.map((p) => `${defOf(p.card)}@${p.status}`);
