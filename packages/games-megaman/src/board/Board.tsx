/**
 * The playmat. Drawing only: every decision offered comes from `legal-moves.ts` on this seat's
 * view, and every button submits exactly that move; why a card cannot be played now comes from
 * the same checks the rules use. Everything the current decision needs — what is being
 * answered, the buttons, the hand — sits in one dock at the bottom of the window.
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { AiMove, GridplayBoardProps } from '@gridplay/core';
import { isHidden } from '@gridplay/core';
import { CardFace, Dock, Hand, TableStyles, useTravel } from '@gridplay/table';
import { enumerate } from '../legal-moves';
import { cardDef } from '../cards';
import { mainActionBrief, mainActionWords } from '../main-action';
import { defenseOf, naviOf, playRefusal, resourceRefusal, strengthOf } from '../rules';
import {
  HAND_LIMIT,
  opponentOf,
  RESOURCES_PER_PHASE,
  seatLabel,
  STAGE_WORDS,
  type MegaManView,
  type Seat,
} from '../state';
import { BringDeck } from './BringDeck';
import { dockButtons, handOffers } from './decision';
import { faceOf, moveLabel, requirementBadges } from './labels';
import { Playmat } from './Playmat';
import { BOARD_CSS } from './styles';

type Props = GridplayBoardProps<MegaManView>;

const STEPS = [
  ['discardDown', 'Draw'],
  ['resources', 'Resources'],
  ['main', 'Main'],
  ['battle', 'Battle'],
] as const;

export default function Board({ G, ctx, log, moves, playerID, matchData }: Props) {
  // Cards glide from where they were to where a move put them (hand → resources → discard).
  const table = useRef<HTMLDivElement>(null);
  useTravel(table, log?.length);
  const me = playerID === '0' || playerID === '1' ? playerID : null;
  const bottom: Seat = me ?? '0';
  const top = opponentOf(bottom);
  const choices = useMemo(() => (me ? enumerate(G, ctx, me) : []), [G, ctx, me]);
  const [selected, setSelected] = useState<string | null>(null);
  const over = ctx.gameover !== undefined;
  const bringing = G.bringing ?? [];

  /** The player's name as the match knows it (the frame's players panel shows the same). */
  const nameOf = (seat: Seat) =>
    matchData?.find((player) => String(player.id) === seat)?.name || seatLabel(seat);
  const titleOf = (seat: Seat) => `${nameOf(seat)}${seat === me ? ' (you)' : ''}`;
  /** The rules' words name seats ("Player 2 passes."); the table names people. */
  const named = (words: string) =>
    words.replace(/\bPlayer ([12])\b/g, (_, n: string) => nameOf(String(Number(n) - 1) as Seat));

  // Before the deal: the decks are being brought (no card is on the table yet).
  if (bringing.length > 0)
    return (
      <div className="mm-board">
        <style>{BOARD_CSS}</style>
        <BringDeck
          me={me && bringing.includes(me) ? me : null}
          waitingFor={bringing.map((seat) => (seat === me ? 'you' : nameOf(seat)))}
          bring={(choice) =>
            (moves as Record<string, (...args: unknown[]) => void>).bringDeck?.(choice)
          }
        />
      </div>
    );

  const hand = me && !isHidden(G.seats[me].hand) ? G.seats[me].hand : [];
  const live = selected && handOffers(choices, hand, selected).length > 0 ? selected : null;
  const buttons = dockButtons(choices, hand, live);

  const submit = (choice: AiMove) => {
    if (!('move' in choice)) return;
    setSelected(null);
    (moves as Record<string, (...args: unknown[]) => void>)[choice.move]?.(...(choice.args ?? []));
  };

  /** Why a hand card cannot be used now, in the rules' own words. */
  const reasonFor = (card: string): string | undefined => {
    if (!me) return undefined;
    if (handOffers(choices, hand, card).length) return undefined;
    if (G.pending?.seat !== me)
      return `Wait for your opportunity (${nameOf(G.pending?.seat ?? top)}'s now).`;
    const def = cardDef(card);
    if (G.pending.stage === 'resources')
      return def.kind === 'resource' ? resourceRefusal(G, me, card) : 'Only resources now.';
    if (G.pending.stage !== 'main') return 'Not now.';
    if (def.kind === 'resource') return 'Resources are played in your resource phase.';
    return playRefusal(G, me, def.kind === 'chip' ? 'chip' : 'event', card) ?? 'Not now.';
  };

  const stage = G.pending?.stage === 'chooseDestiny' ? 'main' : G.pending?.stage;
  // Choosing a blast destiny, the destinies offered (each a revealed card, in the revealed row's
  // order) are the decision, each card submitting its own offered move: they take the hand's place
  // in the dock (the hand has nothing to do then) and leave the middle of the mat, so the player's
  // own half stays in view above the dock.
  const destinies = choices.filter((choice) => 'move' in choice && choice.move === 'chooseDestiny');
  const blastShown = G.main.blast && destinies.length === 0 ? G.main.blast : null;
  const attacker = G.activeSeat;
  const defender = opponentOf(attacker);
  const battle = G.pending
    ? { strength: strengthOf(G, attacker), defense: defenseOf(G, defender) }
    : null;
  const damage = battle ? Math.max(0, battle.strength - battle.defense) : 0;
  const forecast = battle
    ? `Battle now: ${naviOf(G, attacker).name} ${battle.strength} vs ${naviOf(G, defender).name} defense ${battle.defense} → ${nameOf(defender)} loses ${damage}`
    : '';

  /** The dock's one line: what is being decided, and what it answers. */
  const dockTitle = (): ReactNode => {
    const pending = G.pending;
    if (!pending) return '';
    if (pending.seat !== me || choices.length === 0) {
      const waiting = `Waiting for ${nameOf(pending.seat)} (${STAGE_WORDS[pending.stage]})`;
      if (pending.stage !== 'main') return `${waiting}.`;
      // One line at a laptop: who is being waited for is cut short first, then the forecast,
      // rather than wrapped when the names are long (each whole in its tooltip).
      return (
        <>
          <span className="mm-waiting" title={waiting}>
            {waiting}
          </span>{' '}
          <span className="mm-forecast" title={forecast}>{`· ${forecast}`}</span>
        </>
      );
    }
    switch (pending.stage) {
      case 'discardDown':
        return `Discard down to ${HAND_LIMIT}: select a card, then Discard.`;
      case 'resources':
        return `Resources: select one to play (${G.resourcesPlayed} of ${RESOURCES_PER_PHASE} played), or Done.`;
      case 'chooseDestiny':
        return 'Blast: choose the destiny that adds to your strength.';
      case 'main': {
        const last = G.main.lastAction;
        if (!last) return `Your opportunity · ${forecast}`;
        // A match stored before actions were kept as data holds the sentence itself.
        const sentence = typeof last === 'string' ? last : mainActionWords(last);
        const brief = typeof last === 'string' ? last : mainActionBrief(last, G.main.passes);
        // One line at a laptop: the forecast, then the last action in a few words (cut short first,
        // then the forecast, rather than wrapped if the names are long); the rules' whole sentence
        // is its tooltip, as it is the status bar's "Just now" and the log's line.
        return (
          <>
            <span className="mm-forecast" title={forecast}>{`${forecast} ·`}</span>{' '}
            <span className="mm-last" title={named(sentence)}>
              {`Last: ${named(brief)}`}
            </span>
          </>
        );
      }
    }
  };

  return (
    <div className="mm-board" ref={table}>
      <TableStyles />
      <style>{BOARD_CSS}</style>

      <header className="mm-turn">
        <strong>
          Turn {G.turnNumber} · {titleOf(G.activeSeat)}
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
          <span className="mm-opportunity">
            Opportunity: <b>{G.pending.seat === me ? 'you' : nameOf(G.pending.seat)}</b>
          </span>
        ) : null}
      </header>

      <Playmat G={G} seat={top} name={titleOf(top)} />

      {((battle && !me) || blastShown || G.lastBattle) && (
        <section className="mm-centre" aria-label="Battle">
          {/* A seated player reads the forecast in the dock, beside the decision it weighs on. */}
          {battle && !me && <p className="mm-readout">{forecast} energy.</p>}
          {blastShown && (
            <div className="mm-blast" role="group" aria-label="Blast">
              <span>Blast{blastShown.canceled ? ' (canceled)' : ''}:</span>
              {blastShown.revealed.map((card) => (
                <CardFace
                  key={card}
                  {...faceOf(card, 'sm')}
                  selected={card === blastShown.chosen}
                  travel={card}
                />
              ))}
            </div>
          )}
          {G.lastBattle && (
            <p className="mm-last-battle">
              Last battle: {G.lastBattle.strength} vs defense {G.lastBattle.defense} —{' '}
              {nameOf(opponentOf(G.lastBattle.attacker))} lost {G.lastBattle.lost} energy.
            </p>
          )}
        </section>
      )}

      <Playmat G={G} seat={bottom} name={titleOf(bottom)} own={me !== null} />

      {me && !over && (
        <Dock label="Your decision" title={dockTitle()}>
          {buttons.length > 0 && (
            <div className="mm-actions" role="group" aria-label="Your choices">
              {buttons.map((choice, i) => (
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
                <button
                  type="button"
                  className="mm-action mm-pass"
                  onClick={() => setSelected(null)}
                >
                  Back
                </button>
              )}
            </div>
          )}
          {destinies.length > 0 ? (
            <Hand
              label="Your blast: press a card to take its destiny"
              heading={false}
              cards={destinies.map((choice) => {
                const card = String(choice.args?.[0]);
                return {
                  id: card,
                  playable: true,
                  face: {
                    ...faceOf(card),
                    onClick: () => submit(choice),
                    dataMove: 'chooseDestiny',
                    dataChoice: card,
                  },
                };
              })}
            />
          ) : (
            <Hand
              label="Your hand"
              heading={false}
              cards={hand.map((card) => {
                const reason = reasonFor(card);
                const face = faceOf(card);
                return {
                  id: card,
                  face: {
                    ...face,
                    badges: [...(face.badges ?? []), ...requirementBadges(G, me, card)],
                  },
                  playable: reason === undefined,
                  reason,
                };
              })}
              selected={live ? [live] : []}
              onToggle={(card) => setSelected(live === card ? null : card)}
            />
          )}
        </Dock>
      )}
    </div>
  );
}
