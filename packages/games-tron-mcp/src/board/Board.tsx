/**
 * The Tron vs MCP table. Drawing only: every decision shown comes from `ai.enumerate` on this
 * seat's view, and every button submits exactly that move (the rules decide, never the board).
 */
import { useMemo, useRef, useState } from 'react';
import type { AiMove, GridplayBoardProps } from '@gridplay/core';
import { isHidden, zoneSize } from '@gridplay/core';
import {
  CardFace,
  FirstMatchGuide,
  Hand,
  Pile,
  PlayerPanel,
  TableStyles,
  useTravel,
} from '@gridplay/core/table';
import { enumerate } from '../ai';
import { cardName } from '../cards';
import {
  defOf,
  PHASE_LABEL,
  playableSkills,
  skillRefusal,
  skillValue,
  type PhaseName,
} from '../rules';
import {
  CONTROLS_TO_WIN,
  MCP,
  SeatName,
  STATUSES,
  STATUS_LABEL,
  TRON,
  type Seat,
  type TronMcpView,
} from '../state';
import { cardFace } from './CardFace';
import { useAutoPass, useAutoPassSetting } from './auto-pass';
import { tronMcpHints } from './guide';
import { cardsOf, moveLabel } from './labels';
import { BOARD_CSS } from './styles';

type Props = GridplayBoardProps<TronMcpView>;

export default function Board({ G, ctx, log, moves, playerID, lastError, matchData }: Props) {
  // Cards glide from where they were to where a move put them (hand → table → discard).
  const table = useRef<HTMLDivElement>(null);
  useTravel(table, log?.length);
  const [selected, setSelected] = useState<string[]>([]);
  const seat = (playerID === '0' || playerID === '1' ? playerID : null) as Seat | null;
  const choices = useMemo(() => (seat ? enumerate(G, ctx, seat) : []), [G, ctx, seat]);
  const stage = G.pending?.seat === seat ? G.pending?.stage : undefined;
  // A selection belongs to one decision: a new decision starts with nothing selected.
  const decision = `${G.round}/${ctx.phase}/${G.pending?.seat}/${stage}/${G.attack?.card ?? ''}`;
  const [selectedFor, setSelectedFor] = useState(decision);
  if (selectedFor !== decision) {
    setSelectedFor(decision);
    setSelected([]);
  }
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
  // In a counter window the player selects Skill cards and presses one Commit: the listed
  // combinations would be one button per subset.
  const listed = stage === 'counter' ? choices.filter((c) => !isCommit(c)) : choices;
  const shown = live.length
    ? listed.filter((c) => cardsOf(c).length === 0 || usesSelection(c))
    : listed;
  const added = live.reduce((sum, card) => sum + skillValue(G, card), 0);
  /** Why a card of the hand is not a choice now, in player words. */
  const reasonFor = (card: string): string => {
    if (choices.length === 0) return 'It is not your decision now.';
    if (stage === 'counter') return skillRefusal(G, phase, card) ?? 'Not usable in this counter.';
    return `Not one of your choices now (${PHASE_LABEL[phase].replace(/^\d+ · /, '')}).`;
  };
  /** "Ada (Tron)" when the lobby knows the player's name. */
  const nameOf = (s: Seat) => {
    const name = matchData?.find((p) => String(p.id) === s)?.name;
    return name ? `${name} (${SeatName(s)})` : SeatName(s);
  };

  const submit = (choice: AiMove) => {
    if (!('move' in choice)) return;
    setSelected([]);
    (moves as Record<string, (...args: unknown[]) => void>)[choice.move]?.(...(choice.args ?? []));
  };
  const [autoPass, setAutoPass] = useAutoPassSetting();
  const onlyPass = choices.length === 1 && 'move' in choices[0] && choices[0].move === 'pass';
  useAutoPass(autoPass, onlyPass, decision, () => submit(choices[0]));
  const toggle = (card: string) => {
    if (stage === 'counter')
      setSelected(live.includes(card) ? live.filter((c) => c !== card) : [...live, card]);
    else setSelected(live[0] === card ? [] : [card]);
  };
  // Any combination of playable Skill cards may be committed together.
  const commit = stage === 'counter' && live.length > 0;

  return (
    <div className="tm-board" ref={table}>
      <style>{BOARD_CSS}</style>
      <TableStyles />
      {seat && ctx.gameover === undefined && (
        <div className="tm-guide">
          <FirstMatchGuide game="tron-mcp" hints={tronMcpHints(stage, seat)} />
        </div>
      )}
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
        <Piles G={G} seat={MCP} name={nameOf(MCP)} />
        <div
          className="tm-track"
          aria-label={`Control cards: ${G.controls.length} of ${CONTROLS_TO_WIN}`}
        >
          {Array.from({ length: CONTROLS_TO_WIN }, (_, i) => (
            <div
              key={i}
              className={`tm-step${G.controls[i] ? ' tm-filled' : ''}`}
              title={G.controls[i] ? cardName(G.controls[i]) : `Control ${i + 1}`}
              data-travel={G.controls[i]}
            >
              <span className="tm-step-no">{i + 1}</span>
              <span className="tm-step-name">{G.controls[i] ? cardName(G.controls[i]) : ''}</span>
            </div>
          ))}
        </div>
      </section>

      {G.attack && (
        <section className="tm-window" aria-live="polite" aria-label="Counter window">
          <CardFace {...cardFace(G.attack.card)} travel={G.attack.card} />
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
            {commit && (
              <div className="tm-meter-line" data-running-total>
                With your selection:{' '}
                <strong>
                  {G.attack.total} + {added} = {G.attack.total + added}
                </strong>{' '}
                vs power {G.attack.power}
                <span className={G.attack.total + added >= G.attack.power ? 'tm-ok' : 'tm-bad'}>
                  {G.attack.total + added >= G.attack.power
                    ? 'enough to counter'
                    : `${G.attack.power - G.attack.total - added} short`}
                </span>
              </div>
            )}
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
                <CardFace key={card} {...cardFace(card, 'sm')} travel={card} />
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
                  <CardFace
                    key={p.card}
                    {...cardFace(p.card)}
                    onClick={() => submit(derez)}
                    dataMove="chooseDerez"
                    travel={p.card}
                  />
                ) : (
                  <CardFace key={p.card} {...cardFace(p.card)} travel={p.card} />
                );
              })}
          </div>
        ))}
      </section>

      <section className="tm-side tm-tron-side" aria-label="Tron">
        <Piles G={G} seat={TRON} name={nameOf(TRON)} />
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
        <div className="tm-hand">
          <Hand
            label="Your hand"
            cards={hand.map((card) => ({
              id: card,
              face: cardFace(card),
              playable: selectable.has(card),
              reason: selectable.has(card) ? undefined : reasonFor(card),
            }))}
            selected={live}
            onToggle={toggle}
          />
        </div>
      )}

      {seat && (
        <section className="tm-actions" aria-label="Your decisions">
          <label className="tm-auto">
            <input
              type="checkbox"
              checked={autoPass}
              onChange={(event) => setAutoPass(event.target.checked)}
              data-auto-pass
            />{' '}
            Auto-pass when I can do nothing
          </label>
          {lastError && (
            <p className="tm-error" role="alert">
              {lastError}
            </p>
          )}
          {choices.length === 0 && (
            <p className="tm-wait">
              {G.pending && ctx.gameover === undefined
                ? `Waiting for ${nameOf(G.pending.seat)}…`
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
          {stage === 'counter' && !commit && freeCommit.length > 0 && (
            <p className="tm-wait">Select Skill cards in your hand to commit them.</p>
          )}
          {commit && (
            <button
              type="button"
              className="tm-action tm-primary"
              data-move="commitSkill"
              onClick={() => submit({ move: 'commitSkill', args: [live] })}
            >
              {moveLabel(G, { move: 'commitSkill', args: [live] })}
            </button>
          )}
        </section>
      )}
    </div>
  );
}

const isCommit = (choice: AiMove) => 'move' in choice && choice.move === 'commitSkill';

function Piles({ G, seat, name }: { G: TronMcpView; seat: Seat; name: string }) {
  const piles = G.seats[seat];
  const top = piles.discard[piles.discard.length - 1];
  return (
    <PlayerPanel
      name={name}
      color={seat === TRON ? '#35e0ff' : '#ff7a2f'}
      active={G.pending?.seat === seat}
      stats={[
        { label: 'Hand', value: zoneSize(piles.hand) },
        { label: 'Deck', value: zoneSize(piles.deck) },
      ]}
    >
      <Pile
        label="Discard"
        count={piles.discard.length}
        top={top ? { ...cardFace(top, 'sm'), travel: top } : undefined}
      />
    </PlayerPanel>
  );
}
