/**
 * The Liar's Dice table: a panel per player with their cup (your own dice face up, the others'
 * as hidden dice — only their number shows), the bid to beat, your bid controls, and the last
 * reveal. It only draws and sends moves; whether a bid is allowed is the rules' own check.
 */
import { useState } from 'react';
import { seatName, type GridplayBoardProps } from '@gridplay/core';
import { Die, Dock, FirstMatchGuide, PlayerPanel, TableStyles } from '@gridplay/table';
import { ACE, diceWords, FACES, SIDES, type Face } from '../dice';
import { meta } from '../meta';
import { acesWild, bidRefusal, diceOf, diceOnTable, lowestQuantity } from '../rules';
import type { Reveal, View } from '../state';
import { BOARD_CSS, SEAT_COLOURS } from './theme';

/** The bid the controls start from: the lowest raise on the current face, or 1 of your best face. */
export function suggestedBid(G: View, seat: string | null): { quantity: number; face: Face } {
  if (G.bid) {
    const face = G.bid.face;
    return { quantity: lowestQuantity(G.bid, face, G.palifico) ?? G.bid.quantity + 1, face };
  }
  const cup = seat !== null ? G.cups[seat] : undefined;
  const own = Array.isArray(cup) ? cup.filter((die) => die !== ACE) : [];
  const best = FACES.slice(1).reduce((a, b) =>
    own.filter((d) => d === b.face).length > own.filter((d) => d === a.face).length ? b : a,
  );
  return { quantity: 1, face: best.face };
}

/** A player's cup: your own dice face up (only your own reach you), the others' counted. */
function Cup({ G, seat }: { G: View; seat: string }) {
  const cup = G.cups[seat];
  if (diceOf(G, seat) === 0) return <p className="ld-out">out</p>;
  if (Array.isArray(cup))
    return (
      <div className="ld-cup" aria-label="Your dice">
        {cup.map((die, i) => (
          <Die key={i} value={die} sides={SIDES} label="" highlight={die === ACE && !G.palifico} />
        ))}
      </div>
    );
  return (
    <div className="ld-cup" role="img" aria-label={`${cup.size} dice under the cup`}>
      {Array.from({ length: cup.size }, (_, i) => (
        <span key={i} className="ld-hidden-die" aria-hidden="true">
          ?
        </span>
      ))}
    </div>
  );
}

function LastReveal({ reveal, nameOf }: { reveal: Reveal; nameOf: (seat: string) => string }) {
  const { bid } = reveal;
  const wild = acesWild(reveal, bid.face);
  const result =
    reveal.loser !== null
      ? `${nameOf(reveal.loser)} lost a die.`
      : reveal.gainer !== null
        ? `Exact: ${nameOf(reveal.gainer)} regained a die.`
        : 'Exact.';
  return (
    <section className="ld-reveal" aria-label="Last reveal" data-reveal={reveal.round}>
      <p>
        Round {reveal.round}: {nameOf(reveal.caller)} called{' '}
        {reveal.call === 'dudo' ? 'Dudo' : 'Calza'} on {diceWords(bid.quantity, bid.face)} (bid by{' '}
        {nameOf(bid.bidder)}). There were {diceWords(reveal.counted, bid.face)}
        {wild ? ', aces wild' : ''}. {result}
      </p>
      {Object.entries(reveal.cups)
        .filter(([, cup]) => cup.length > 0)
        .map(([seat, cup]) => (
          <div key={seat} className="ld-row" aria-label={`${nameOf(seat)} showed`}>
            <span>{nameOf(seat)}</span>
            {cup.map((die, i) => (
              <Die
                key={i}
                value={die}
                sides={SIDES}
                label=""
                highlight={die === bid.face || (wild && die === ACE)}
              />
            ))}
          </div>
        ))}
    </section>
  );
}

export default function Board({
  G,
  ctx,
  moves,
  playerID,
  isActive,
  lastError,
  matchData,
}: GridplayBoardProps<View>) {
  const me = playerID ?? null;
  const over = ctx.gameover !== undefined;
  const myTurn = !over && isActive !== false && me !== null && ctx.currentPlayer === me;
  const onTable = diceOnTable(G);
  // Online, players have names; otherwise "Player 1"…
  const nameOf = (seat: string) =>
    matchData?.find((player) => String(player.id) === seat)?.name ?? seatName(meta, seat);

  // The chosen bid starts again from the suggestion whenever the bid to beat changes.
  const bidKey = `${G.round}/${G.bid?.quantity}/${G.bid?.face}`;
  const [seenKey, setSeenKey] = useState(bidKey);
  const [choice, setChoice] = useState(() => suggestedBid(G, me));
  if (seenKey !== bidKey) {
    setSeenKey(bidKey);
    setChoice(suggestedBid(G, me));
  }
  const refusal = myTurn ? bidRefusal(G, choice.quantity, choice.face) : undefined;
  const send = (name: 'bid' | 'dudo' | 'calza', ...args: unknown[]) =>
    (moves as Record<string, (...a: unknown[]) => void>)[name]?.(...args);

  return (
    <div className="ld-board">
      <TableStyles />
      <style>{BOARD_CSS}</style>
      <div className="ld-top">
        <h3>Round {G.round}</h3>
        <span>{onTable} dice on the table</span>
        {G.palifico && <span className="ld-badge">Palifico: aces not wild, face fixed</span>}
        {G.options.calza && <span className="ld-badge">Calza on</span>}
      </div>
      <FirstMatchGuide
        game={meta.id}
        hints={[
          {
            id: 'aces',
            text: 'Aces (1s) are wild: they count for whatever face is bid.',
            show: me !== null,
          },
          {
            id: 'dudo',
            text: 'Think the bid is too high? Call Dudo: every cup is lifted and counted.',
            show: G.bid !== null,
          },
        ]}
      />
      <div className="ld-seats">
        {ctx.playOrder.map((seat, i) => (
          <PlayerPanel
            key={seat}
            name={`${nameOf(seat)}${seat === me ? ' (you)' : ''}`}
            color={SEAT_COLOURS[i % SEAT_COLOURS.length]}
            active={!over && ctx.currentPlayer === seat}
            stats={[{ label: 'dice', value: diceOf(G, seat) }]}
          >
            <Cup G={G} seat={seat} />
          </PlayerPanel>
        ))}
      </div>
      {lastError && (
        <p className="ld-error" role="alert">
          {lastError}
        </p>
      )}
      {G.lastReveal && <LastReveal reveal={G.lastReveal} nameOf={nameOf} />}
      {/* What you decide with stays on screen: the bid to beat, your dice and your bid. */}
      <Dock label="Your bid">
        <div className="ld-bid" aria-label="Bid to beat" data-bid>
          {G.bid ? (
            <>
              <span>Bid to beat:</span>
              <strong>{diceWords(G.bid.quantity, G.bid.face)}</strong>
              <span>by {nameOf(G.bid.bidder)}</span>
            </>
          ) : (
            <span>No bid yet: {nameOf(G.opener)} opens the round.</span>
          )}
        </div>
        {me !== null && !over && (
          <section className="ld-controls" aria-label="Your bid">
            <div className="ld-row">
              <button
                type="button"
                data-choice="fewer"
                disabled={!myTurn || choice.quantity <= 1}
                onClick={() => setChoice({ ...choice, quantity: choice.quantity - 1 })}
                aria-label="One die fewer"
              >
                −
              </button>
              <span className="ld-quantity" aria-label="Quantity">
                {choice.quantity}
              </span>
              <button
                type="button"
                data-choice="more"
                disabled={!myTurn || choice.quantity >= onTable}
                onClick={() => setChoice({ ...choice, quantity: choice.quantity + 1 })}
                aria-label="One die more"
              >
                +
              </button>
              {FACES.map(({ face, many }) => (
                <button
                  key={face}
                  type="button"
                  data-choice={`face-${face}`}
                  disabled={!myTurn}
                  aria-pressed={choice.face === face}
                  aria-label={`${face}: ${many}`}
                  onClick={() => setChoice({ ...choice, face })}
                >
                  {face}
                </button>
              ))}
            </div>
            <div className="ld-row">
              <button
                type="button"
                data-move="bid"
                disabled={!myTurn || refusal !== undefined}
                onClick={() => send('bid', choice.quantity, choice.face)}
              >
                Bid {diceWords(choice.quantity, choice.face)}
              </button>
              <button
                type="button"
                className="ld-call"
                data-move="dudo"
                disabled={!myTurn || G.bid === null}
                onClick={() => send('dudo')}
              >
                Dudo!
              </button>
              {G.options.calza && (
                <button
                  type="button"
                  className="ld-call"
                  data-move="calza"
                  disabled={!myTurn || G.bid === null}
                  onClick={() => send('calza')}
                >
                  Calza!
                </button>
              )}
            </div>
            {refusal && <p className="ld-why">{refusal}</p>}
          </section>
        )}
        {me !== null && !over && Array.isArray(G.cups[me]) && (
          <div className="ld-row ld-mine" aria-label="Your dice">
            <span>Your dice:</span>
            <Cup G={G} seat={me} />
          </div>
        )}
      </Dock>
    </div>
  );
}
