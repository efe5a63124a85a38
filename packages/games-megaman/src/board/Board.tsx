/**
 * The playmat. Drawing only: every decision offered comes from `ai.enumerate` on this seat's
 * view, and every button submits exactly that move; why a card cannot be played now comes from
 * the same checks the rules use.
 */
import { useMemo, useRef, useState } from 'react';
import type { AiMove, GridplayBoardProps } from '@gridplay/core';
import { isHidden, zoneSize } from '@gridplay/core';
import {
  CardFace,
  Hand,
  Pile,
  PlayerPanel,
  TableStyles,
  Track,
  useTravel,
} from '@gridplay/core/table';
import { enumerate } from '../ai';
import { cardDef, defOf } from '../cards';
import { playProblem, spendProblem } from '../moves/main-phase';
import {
  blastOf,
  defenseOf,
  naviOf,
  requirementChecks,
  resourceProblem,
  strengthOf,
} from '../rules';
import {
  GAUGE_SIZE,
  opponentOf,
  RESOURCE_PLACES,
  seatLabel,
  type MegaManView,
  type Seat,
} from '../state';
import { faceOf, moveLabel, subjectOf } from './labels';
import { BOARD_CSS } from './styles';

type Props = GridplayBoardProps<MegaManView>;

const STEPS = [
  ['discardDown', 'Draw'],
  ['resources', 'Resources'],
  ['main', 'Main'],
  ['battle', 'Battle'],
] as const;

export default function Board({ G, ctx, log, moves, playerID }: Props) {
  // Cards glide from where they were to where a move put them (hand → resources → discard).
  const table = useRef<HTMLDivElement>(null);
  useTravel(table, log?.length);
  const me = (playerID === '0' || playerID === '1' ? playerID : null) as Seat | null;
  const bottom: Seat = me ?? '0';
  const top = opponentOf(bottom);
  const choices = useMemo(() => (me ? enumerate(G, ctx, me) : []), [G, ctx, me]);
  const [selected, setSelected] = useState<string | null>(null);
  const over = ctx.gameover !== undefined;

  const stage = G.pending?.stage === 'chooseDestiny' ? 'main' : G.pending?.stage;
  const offeredFor = (card: string) =>
    choices.filter((c) => subjectOf(c) !== undefined && defOf(subjectOf(c)!) === defOf(card));
  const live = selected && choices.some((c) => subjectOf(c) === selected) ? selected : null;
  const shown = live
    ? choices.filter((c) => subjectOf(c) !== undefined && defOf(subjectOf(c)!) === defOf(live))
    : choices;

  const submit = (choice: AiMove) => {
    if (!('move' in choice)) return;
    setSelected(null);
    (moves as Record<string, (...args: unknown[]) => void>)[choice.move]?.(...(choice.args ?? []));
  };

  /** Why a hand card cannot be used now, in the rules' own words. */
  const reasonFor = (card: string): string | undefined => {
    if (!me) return undefined;
    if (offeredFor(card).length) return undefined;
    if (G.pending?.seat !== me)
      return `Wait for your opportunity (${seatLabel(G.pending?.seat ?? top)}'s now).`;
    const def = cardDef(card);
    if (G.pending.stage === 'resources')
      return def.kind === 'resource' ? resourceProblem(G, me, card) : 'Only resources now.';
    if (G.pending.stage !== 'main') return 'Not now.';
    if (def.kind === 'resource') return 'Resources are played in your resource phase.';
    return playProblem(G, me, def.kind === 'chip' ? 'chip' : 'event', card) ?? 'Not now.';
  };

  const hand = me && !isHidden(G.seats[me].hand) ? G.seats[me].hand : [];
  const battleNow = G.pending
    ? {
        strength: strengthOf(G, G.activeSeat),
        defense: defenseOf(G, opponentOf(G.activeSeat)),
      }
    : null;

  return (
    <div className="mm-board" ref={table}>
      <TableStyles />
      <style>{BOARD_CSS}</style>

      <header className="mm-turn">
        <strong>
          Turn {G.turnNumber} · {seatLabel(G.activeSeat)}
          {me === G.activeSeat ? ' (you)' : ''}
        </strong>
        <ol className="mm-steps" aria-label="Phases of the turn">
          {STEPS.map(([key, label]) => (
            <li
              key={key}
              aria-current={stage === key ? 'step' : undefined}
              className={stage === key ? 'mm-now' : ''}
            >
              {label}
            </li>
          ))}
        </ol>
        {G.pending?.stage === 'main' || G.pending?.stage === 'chooseDestiny' ? (
          <span className="mm-opportunity" aria-live="polite">
            Opportunity: <b>{G.pending.seat === me ? 'you' : seatLabel(G.pending.seat)}</b> · passes
            in a row {G.main.passes}/2{G.main.lastAction ? ` · last: ${G.main.lastAction}` : ''}
          </span>
        ) : null}
      </header>

      <Side G={G} seat={top} me={me} />

      <section className="mm-centre" aria-label="Battle">
        {battleNow && (
          <p className="mm-readout">
            {naviOf(G, G.activeSeat).name} strength <b>{battleNow.strength}</b> against{' '}
            {naviOf(G, opponentOf(G.activeSeat)).name} defense <b>{battleNow.defense}</b>: the
            battle would cost {seatLabel(opponentOf(G.activeSeat))}{' '}
            <b>{Math.max(0, battleNow.strength - battleNow.defense)}</b> energy (cards off the top
            of the deck).
          </p>
        )}
        {G.main.blast && (
          <div className="mm-blast" aria-label="Blast">
            <span>Blast{G.main.blast.canceled ? ' (canceled)' : ''}:</span>
            {G.main.blast.revealed.map((card) => (
              <CardFace
                key={card}
                {...faceOf(card, 'sm')}
                selected={card === G.main.blast?.chosen}
                travel={card}
              />
            ))}
          </div>
        )}
        {G.lastBattle && (
          <p className="mm-last-battle">
            Last battle: strength {G.lastBattle.strength} against defense {G.lastBattle.defense} —{' '}
            {seatLabel(opponentOf(G.lastBattle.attacker))} lost {G.lastBattle.lost} energy.
          </p>
        )}
      </section>

      <Side G={G} seat={bottom} me={me} />

      {me && (
        <Hand
          label="Your hand"
          cards={hand.map((card) => {
            const reason = reasonFor(card);
            return {
              id: card,
              face: {
                ...faceOf(card),
                children: <Requirements G={G} seat={me} card={card} />,
              },
              playable: reason === undefined,
              reason,
            };
          })}
          selected={live ? [live] : []}
          onToggle={(card) => setSelected(live === card ? null : card)}
        />
      )}

      {me && !over && (
        <section className="mm-actions" aria-label="Your decisions">
          {choices.length === 0 && G.pending && (
            <p className="mm-wait">Waiting for {seatLabel(G.pending.seat)}…</p>
          )}
          {shown.map((choice, i) => (
            <button
              key={i}
              type="button"
              className={`mm-action${'move' in choice && choice.move === 'pass' ? ' mm-pass' : ''}`}
              data-move={'move' in choice ? choice.move : choice.event}
              onClick={() => submit(choice)}
            >
              {moveLabel(choice)}
            </button>
          ))}
          {live && (
            <button type="button" className="mm-action mm-pass" onClick={() => setSelected(null)}>
              Show all choices
            </button>
          )}
        </section>
      )}
    </div>
  );
}

/** One player's half of the playmat: NetNavi, power gauge, resource places, piles. */
function Side({ G, seat, me }: { G: MegaManView; seat: Seat; me: Seat | null }) {
  const piles = G.seats[seat];
  const navi = naviOf(G, seat);
  const power = zoneSize(piles.gauge);
  const deck = zoneSize(piles.deck);
  const topDiscard = piles.discard[piles.discard.length - 1];
  return (
    <section className="mm-side" aria-label={`${seatLabel(seat)}'s playmat`}>
      <PlayerPanel
        name={`${seatLabel(seat)}${seat === me ? ' (you)' : ''}`}
        active={G.activeSeat === seat}
        stats={[
          { label: 'Hand', value: zoneSize(piles.hand) },
          { label: 'Deck (energy)', value: deck },
          { label: 'Discard', value: piles.discard.length },
        ]}
      >
        <Track
          label="Energy left"
          value={deck}
          max={piles.list.length}
          tone={deck <= 5 ? 'bad' : 'good'}
        />
      </PlayerPanel>
      <div className="mm-mat">
        <div className="mm-navi">
          <CardFace {...faceOf(piles.navi)} corner={undefined}>
            <span
              className="mm-stats"
              aria-label={`${navi.name}: strength ${strengthOf(G, seat)}, defense ${defenseOf(G, seat)}, blast ${blastOf(G, seat)}`}
            >
              <span>STR {strengthOf(G, seat)}</span>
              <span>DEF {defenseOf(G, seat)}</span>
              <span>BLAST {blastOf(G, seat)}</span>
            </span>
          </CardFace>
        </div>
        <div className="mm-gauge" aria-label={`Power gauge: ${power} of ${GAUGE_SIZE}, face down`}>
          {Array.from({ length: GAUGE_SIZE }, (_, i) => (
            <div key={i} className="mm-slot">
              <span className="mm-slot-no">{i + 1}</span>
              {i < power ? (
                <CardFace title="" faceDown size="sm" />
              ) : (
                <span className="mm-empty">empty</span>
              )}
            </div>
          ))}
        </div>
        <div
          className="mm-resources"
          aria-label={`Resources: ${piles.resources.length} of ${RESOURCE_PLACES} places`}
        >
          {Array.from({ length: RESOURCE_PLACES }, (_, i) => {
            const card = piles.resources[i];
            return (
              <div key={i} className="mm-place">
                {card ? (
                  <CardFace
                    {...faceOf(card, 'sm')}
                    reason={seat === me ? spendReason(G, seat, card) : undefined}
                    travel={card}
                  />
                ) : (
                  <span className="mm-empty">resource place</span>
                )}
              </div>
            );
          })}
        </div>
        <div className="mm-piles">
          <Pile label="Deck" count={deck} faceDown />
          <Pile
            label="Discard"
            count={piles.discard.length}
            top={topDiscard ? { ...faceOf(topDiscard, 'sm'), travel: topDiscard } : undefined}
          />
        </div>
      </div>
    </section>
  );
}

function spendReason(G: MegaManView, seat: Seat, card: string): string | undefined {
  return spendProblem(G, seat, card, cardDef(card).choice ? '?' : undefined);
}

/** Each requirement of a hand card, met (✓) or not (✗). */
function Requirements({ G, seat, card }: { G: MegaManView; seat: Seat; card: string }) {
  const checks = requirementChecks(G, seat, cardDef(card));
  if (checks.length === 0) return null;
  return (
    <span className="mm-reqs">
      {checks.map((check) => (
        <span key={check.label} className={check.met ? 'mm-met' : 'mm-unmet'}>
          {check.met ? '✓' : '✗'} {check.label}
        </span>
      ))}
    </span>
  );
}
