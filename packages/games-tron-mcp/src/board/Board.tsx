/**
 * The Tron vs MCP table. Drawing only: every decision shown comes from `ai.enumerate` on this
 * seat's view, and every button submits exactly that move (the rules decide, never the board).
 */
import { useMemo, useState } from 'react';
import type { AiMove, GridplayBoardProps } from '@gridplay/core';
import { isHidden, zoneSize } from '@gridplay/core';
import { enumerate } from '../ai';
import { cardName } from '../cards';
import { defOf, PHASE_LABEL, playableSkills, skillValue, type PhaseName } from '../rules';
import {
  CONTROLS_TO_WIN,
  MCP,
  SeatName,
  seatInSentence,
  STATUSES,
  STATUS_LABEL,
  TRON,
  type Seat,
  type TronMcpView,
} from '../state';
import { CardFace } from './CardFace';
import { cardsOf, moveLabel } from './labels';
import { BOARD_CSS } from './styles';

type Props = GridplayBoardProps<TronMcpView>;

export default function Board({ G, ctx, moves, playerID, lastError }: Props) {
  const [selected, setSelected] = useState<string[]>([]);
  const seat = (playerID === '0' || playerID === '1' ? playerID : null) as Seat | null;
  const choices = useMemo(() => (seat ? enumerate(G, ctx, seat) : []), [G, ctx, seat]);
  const stage = G.pending?.seat === seat ? G.pending?.stage : undefined;
  const phase = (ctx.phase ?? 'mulligan') as PhaseName;
  const ownHand = seat ? G.seats[seat].hand : [];
  const hand = isHidden(ownHand) ? [] : ownHand;
  // In a counter window any combination of playable Skill cards may be committed together.
  const freeCommit = stage === 'counter' ? playableSkills(G, phase) : [];
  // Copies of a card are the same decision: a design offered once makes every copy selectable.
  const offeredDesigns = new Set(choices.flatMap(cardsOf).map(defOf));
  const selectable = new Set([
    ...hand.filter((card) => offeredDesigns.has(defOf(card))),
    ...freeCommit,
  ]);
  const live = selected.filter((card) => selectable.has(card));
  const usesSelection = (choice: AiMove) => {
    const designs = cardsOf(choice).map(defOf);
    return live.every((card) => designs.includes(defOf(card)));
  };
  const shown = live.length
    ? choices.filter((c) => cardsOf(c).length === 0 || usesSelection(c))
    : choices;

  const submit = (choice: AiMove) => {
    if (!('move' in choice)) return;
    setSelected([]);
    (moves as Record<string, (...args: unknown[]) => void>)[choice.move]?.(...(choice.args ?? []));
  };
  const toggle = (card: string) => {
    if (stage === 'counter')
      setSelected(live.includes(card) ? live.filter((c) => c !== card) : [...live, card]);
    else setSelected(live[0] === card ? [] : [card]);
  };
  const sameDesigns = (a: string[], b: string[]) =>
    a.map(defOf).sort().join() === b.map(defOf).sort().join();
  // Any combination of Skill cards may be committed: offer the selection itself when no listed
  // commitment is exactly it.
  const customCommit =
    stage === 'counter' &&
    live.length > 0 &&
    !shown.some((c) => 'move' in c && c.move === 'commitSkill' && sameDesigns(cardsOf(c), live));

  return (
    <div className="tm-board">
      <style>{BOARD_CSS}</style>
      <header className="tm-phases" aria-label="Round">
        <span className="tm-round">Round {Math.max(G.round, 1)}</span>
        <ol>
          {(Object.keys(PHASE_LABEL) as PhaseName[])
            .filter((p) => p !== 'mulligan')
            .map((p) => (
              <li
                key={p}
                className={p === phase ? 'tm-now' : ''}
                aria-current={p === phase ? 'step' : undefined}
              >
                {PHASE_LABEL[p]}
              </li>
            ))}
        </ol>
      </header>

      <section className="tm-side tm-mcp-side" aria-label="The MCP">
        <Piles G={G} seat={MCP} />
        <div
          className="tm-track"
          aria-label={`Control cards: ${G.controls.length} of ${CONTROLS_TO_WIN}`}
        >
          {Array.from({ length: CONTROLS_TO_WIN }, (_, i) => (
            <div
              key={i}
              className={`tm-step${G.controls[i] ? ' tm-filled' : ''}`}
              title={G.controls[i] ? cardName(G.controls[i]) : `Control ${i + 1}`}
            >
              <span className="tm-step-no">{i + 1}</span>
              <span className="tm-step-name">{G.controls[i] ? cardName(G.controls[i]) : ''}</span>
            </div>
          ))}
        </div>
      </section>

      {G.attack && (
        <section className="tm-window" aria-live="polite" aria-label="Counter window">
          <CardFace card={G.attack.card} />
          <div className="tm-meter">
            <div className="tm-meter-line">
              <strong>Tron {G.attack.total}</strong> vs <strong>power {G.attack.power}</strong>
              {G.attack.disoriented && <span className="tm-tag">Disoriented +1</span>}
              <span className={G.attack.total >= G.attack.power ? 'tm-ok' : 'tm-bad'}>
                {G.attack.total >= G.attack.power
                  ? 'countered'
                  : `needs ${G.attack.power - G.attack.total} more`}
              </span>
            </div>
            <div
              className="tm-bar"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={G.attack.power}
              aria-valuenow={G.attack.total}
            >
              <div
                style={{
                  width: `${Math.min(100, (100 * G.attack.total) / Math.max(1, G.attack.power))}%`,
                }}
              />
            </div>
            <div className="tm-committed">
              {G.attack.committed.map((card) => (
                <CardFace key={card} card={card} compact />
              ))}
            </div>
            <div>
              Target: {STATUS_LABEL[G.attack.target]} programs
              {G.attack.derezTarget
                ? ` · ${cardName(G.attack.derezTarget)} about to be derezzed`
                : ''}
            </div>
          </div>
        </section>
      )}

      <section className="tm-grid" aria-label="Tron's programs by status">
        {STATUSES.map((status) => (
          <div key={status} className={`tm-column tm-${status}`}>
            <h3>{STATUS_LABEL[status]}</h3>
            {G.programs
              .filter((p) => p.status === status)
              .map((p) => {
                const derez = choices.find(
                  (c) => 'move' in c && c.move === 'chooseDerez' && c.args?.[0] === p.card,
                );
                return derez ? (
                  <button
                    key={p.card}
                    type="button"
                    className="tm-cardbtn tm-legal"
                    data-move="chooseDerez"
                    onClick={() => submit(derez)}
                  >
                    <CardFace card={p.card} />
                  </button>
                ) : (
                  <CardFace key={p.card} card={p.card} />
                );
              })}
          </div>
        ))}
      </section>

      <section className="tm-side tm-tron-side" aria-label="Tron">
        <Piles G={G} seat={TRON} />
      </section>

      {G.reveals.length > 0 && (
        <section className="tm-reveals" aria-label="What you have seen">
          {G.reveals.map((reveal, i) => (
            <div key={i}>
              <strong>{reveal.source}</strong> (
              {reveal.owner === seat ? 'your next deck cards' : `${SeatName(reveal.owner)}'s hand`}
              ): {reveal.cards.length ? reveal.cards.map(cardName).join(', ') : 'empty'}
            </div>
          ))}
        </section>
      )}

      {seat && (
        <section className="tm-hand" aria-label="Your hand">
          <h3>Your hand ({zoneSize(G.seats[seat].hand)})</h3>
          <div className="tm-cards">
            {hand.map((card) => (
              <button
                key={card}
                type="button"
                className={`tm-cardbtn${selectable.has(card) ? ' tm-legal' : ''}${live.includes(card) ? ' tm-selected' : ''}`}
                data-choice={card}
                disabled={!selectable.has(card)}
                aria-pressed={live.includes(card)}
                onClick={() => toggle(card)}
              >
                <CardFace card={card} />
              </button>
            ))}
          </div>
        </section>
      )}

      {seat && (
        <section className="tm-actions" aria-label="Your decisions">
          {lastError && (
            <p className="tm-error" role="alert">
              {lastError}
            </p>
          )}
          {choices.length === 0 && (
            <p className="tm-wait">
              {G.pending && ctx.gameover === undefined
                ? `Waiting for ${seatInSentence(G.pending.seat)}…`
                : ''}
            </p>
          )}
          {shown.map((choice, i) => (
            <button
              key={i}
              type="button"
              className="tm-action"
              data-move={'move' in choice ? choice.move : choice.event}
              onClick={() => submit(choice)}
            >
              {moveLabel(G, choice)}
            </button>
          ))}
          {customCommit && (
            <button
              type="button"
              className="tm-action"
              data-move="commitSkill"
              onClick={() => submit({ move: 'commitSkill', args: [live] })}
            >
              Commit selected (+{live.reduce((sum, card) => sum + skillValue(G, card), 0)})
            </button>
          )}
        </section>
      )}
    </div>
  );
}

function Piles({ G, seat }: { G: TronMcpView; seat: Seat }) {
  const piles = G.seats[seat];
  const top = piles.discard[piles.discard.length - 1];
  return (
    <div className="tm-piles">
      <strong className="tm-seat">{seat === TRON ? 'Tron' : 'MCP'}</strong>
      <span>Hand {zoneSize(piles.hand)}</span>
      <span>Deck {zoneSize(piles.deck)}</span>
      <span title={top ? `Top: ${cardName(top)}` : undefined}>
        Discard {piles.discard.length}
        {top ? ` · ${cardName(top)}` : ''}
      </span>
    </div>
  );
}
