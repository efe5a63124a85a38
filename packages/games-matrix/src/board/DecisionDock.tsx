/**
 * The decision dock: everything the player needs to take the current decision, kept on screen —
 * what is being answered (the contest's totals), the decision's controls and the hand. The rules
 * say what is legal (their refusal functions give each dimmed card its reason); every control
 * submits moves the rules offer, carrying `data-move` (or `data-choice` for a selection) for
 * the browser tests.
 */
import type { Ctx } from 'boardgame.io';
import { isHidden } from '@gridplay/core';
import { Dock, Hand, type HandCard } from '@gridplay/table';
import { useState, type ReactNode } from 'react';
import { cardDef, cardName } from '../cards';
import { bringInRefusal } from '../moves/characters';
import { casualtySide } from '../moves/casualty';
import { eventRefusal } from '../moves/contest';
import { deckDesigns, recallRefusal } from '../moves/draw';
import { BASIC, missionRefusal } from '../moves/mission';
import { charactersIn, robotsInPlay, switchable } from '../rules';
import { HAND_LIMIT, seatInSentence, type MatrixView, type Seat, type Stage } from '../state';
import { CharacterButtons, CharacterToggles, type CharacterOption } from './CharacterChoice';
import { ContestLine } from './ContestView';
import { DeckPicker } from './DeckPicker';
import { badgesOf, faceOf } from './faces';
import { bringInPlan, exitPlan, switchPlan, useMoveQueue, type PlannedMove } from './move-queue';

type Submit = (move: string, ...args: unknown[]) => void;
type Queue = ReturnType<typeof useMoveQueue>;

/** A short heading for each decision (the status bar above says it in full). */
const TITLE: Record<Stage, string> = {
  discardDown: `Discard down to ${HAND_LIMIT}: press a card to discard it`,
  draw: 'Draw',
  bringIn: 'Bring characters into play',
  switch: 'Who changes world?',
  contest: 'Play an Event or pass',
  casualty: 'Combat lost: who is killed?',
  mission: 'Choose a Mission',
  scrap: 'Battle lost: discard a Robot',
  exit: 'Leave the Matrix: who unplugs?',
};

/** What a character adds, as its badges read ("CBT+3 ESC+2"). */
const codesOf = (card: string) =>
  badgesOf(cardDef(card))
    .map((badge) => badge.value)
    .join(' ');

export function DecisionDock({
  G,
  ctx,
  seat,
  stage,
  submit,
  position,
}: {
  G: MatrixView;
  ctx: Ctx;
  seat: Seat;
  stage?: Stage;
  submit: Submit;
  position: unknown;
}) {
  const queue = useMoveQueue({ G, ctx, seat, position, submit });
  const hand = isHidden(G.seats[seat].hand) ? [] : G.seats[seat].hand;
  // A new decision starts with a fresh selection.
  const key = `${G.turn}:${ctx.phase}:${stage ?? 'wait'}`;
  return (
    <Dock label={stage ? 'Your decision' : 'Your hand'} title={stage ? TITLE[stage] : undefined}>
      <ContestLine G={G} />
      <Decision
        key={key}
        G={G}
        seat={seat}
        stage={stage}
        hand={hand}
        submit={submit}
        queue={queue}
      />
    </Dock>
  );
}

function Decision({
  G,
  seat,
  stage,
  hand,
  submit,
  queue,
}: {
  G: MatrixView;
  seat: Seat;
  stage?: Stage;
  hand: string[];
  submit: Submit;
  queue: Queue;
}) {
  const [chosen, setChosen] = useState<string[]>(() =>
    stage === 'bringIn' ? hand.filter((card) => !bringInRefusal(G, seat, card)) : [],
  );
  const toggle = (card: string) =>
    setChosen((now) => (now.includes(card) ? now.filter((c) => c !== card) : [...now, card]));
  const confirm = (plan: PlannedMove[], label: string) => (
    <button
      type="button"
      className="mx-button mx-confirm"
      data-move={plan[0].move}
      disabled={queue.busy}
      onClick={() => {
        queue.run(stage!, plan);
        setChosen([]);
      }}
    >
      {label}
    </button>
  );
  const button = (move: string, label: string, args: unknown[] = []) => (
    <button
      type="button"
      className="mx-button"
      data-move={move}
      onClick={() => submit(move, ...args)}
    >
      {label}
    </button>
  );
  const controls = (() => {
    switch (stage) {
      case 'draw':
        return <DrawChoices G={G} seat={seat} submit={submit} button={button} />;
      case 'bringIn':
        return confirm(
          bringInPlan(hand, chosen),
          chosen.length
            ? `Bring in ${chosen.length === 1 ? cardName(chosen[0]) : `these ${chosen.length}`}`
            : 'Bring nobody in',
        );
      case 'switch': {
        const options: CharacterOption[] = switchable(G).map((card) => ({
          card,
          note: G.humans.find((h) => h.card === card)!.plugged ? 'to the real world' : 'plug in',
        }));
        const plan = switchPlan(G, chosen);
        const count = (move: string) => plan.filter((m) => m.move === move).length;
        const label = [
          count('plug') && `Plug in ${count('plug')}`,
          count('unplug') && `Unplug ${count('unplug')}`,
        ]
          .filter(Boolean)
          .join(', ');
        return (
          <>
            <CharacterToggles
              label="Characters who may change world"
              options={options}
              chosen={chosen}
              onToggle={toggle}
            />
            {confirm(plan, label || 'Done switching')}
          </>
        );
      }
      case 'exit': {
        const options = G.humans
          .filter((h) => h.plugged)
          .map((h) => ({ card: h.card, note: 'unplug' }));
        const plan = exitPlan(G, chosen);
        const leaving = plan.length - 1;
        return (
          <>
            <CharacterToggles
              label="Characters in the Matrix"
              options={options}
              chosen={chosen}
              onToggle={toggle}
            />
            {confirm(plan, leaving ? `Unplug ${leaving}` : 'Stay as we are')}
          </>
        );
      }
      case 'contest':
        return button('pass', 'Pass', ['contest']);
      case 'mission':
        return button('attemptMission', 'Basic Mission (1 MP)', [BASIC]);
      case 'casualty': {
        // The loser's character dies; the winner chooses it with a hunter or Mr. Anderson.
        const side = casualtySide(G, seat);
        return (
          <CharacterButtons
            label={
              side === seat
                ? 'Your characters in the Matrix'
                : `Choose which of ${seatInSentence(side)}' characters in the Matrix is killed`
            }
            options={charactersIn(G, side, 'matrix').map((card) => ({
              card,
              note: codesOf(card),
            }))}
            move="chooseCasualty"
            onPress={(card) => submit('chooseCasualty', card)}
          />
        );
      }
      case 'scrap':
        return (
          <CharacterButtons
            label="Your Robots"
            options={robotsInPlay(G).map((card) => ({ card, note: codesOf(card) }))}
            move="scrapRobot"
            onPress={(card) => submit('scrapRobot', card)}
          />
        );
      default:
        return null;
    }
  })();

  return (
    <>
      {controls && <div className="mx-dock-controls">{controls}</div>}
      <OwnHand
        G={G}
        seat={seat}
        stage={stage}
        hand={hand}
        submit={submit}
        chosen={stage === 'bringIn' ? chosen : undefined}
        onToggle={stage === 'bringIn' ? toggle : undefined}
      />
    </>
  );
}

/** Draw the top two, take any one card (a searchable list), or take a Character back. */
function DrawChoices({
  G,
  seat,
  submit,
  button,
}: {
  G: MatrixView;
  seat: Seat;
  submit: Submit;
  button: (move: string, label: string) => ReactNode;
}) {
  const recallable = G.seats[seat].discard.filter((card) => !recallRefusal(G, seat, card));
  const [recall, setRecall] = useState<string>();
  const back = recall && recallable.includes(recall) ? recall : recallable[0];
  return (
    <>
      {button('drawTwo', 'Draw two')}
      <DeckPicker designs={deckDesigns(G, seat)} onTake={(design) => submit('takeCard', design)} />
      {recallable.length > 0 && (
        <div className="mx-take" role="group" aria-label="Or take a Character back">
          <span className="mx-take-label">Or take back:</span>
          <select
            className="mx-field mx-take-select"
            aria-label="Character to take back from your discard"
            value={back}
            onChange={(event) => setRecall(event.target.value)}
          >
            {recallable.map((card) => (
              <option key={card} value={card}>
                {cardName(card)} · {codesOf(card)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="mx-button"
            data-move="recallCharacter"
            aria-label={`Take back ${cardName(back)}`}
            onClick={() => submit('recallCharacter', back)}
          >
            Take back
          </button>
        </div>
      )}
    </>
  );
}

/**
 * The seat's own hand. In a card decision a usable card plays its move on press (or, bringing
 * characters in, is selected); the others are dimmed with the rules' reason. While the other
 * side decides, the hand is simply shown.
 */
function OwnHand({
  G,
  seat,
  stage,
  hand,
  submit,
  chosen,
  onToggle,
}: {
  G: MatrixView;
  seat: Seat;
  stage?: Stage;
  hand: string[];
  submit: Submit;
  chosen?: string[];
  onToggle?: (card: string) => void;
}) {
  const use = (card: string): { move?: string; reason?: string } | undefined => {
    switch (stage) {
      case 'discardDown':
        return { move: 'discardDown' };
      case 'bringIn':
        return { move: 'bringIn', reason: bringInRefusal(G, seat, card) };
      case 'contest':
        return { move: 'playEvent', reason: eventRefusal(G, seat, card) };
      case 'mission':
        return { move: 'attemptMission', reason: missionRefusal(G, card) };
      default:
        // Not a card decision: the hand is shown as it is.
        return undefined;
    }
  };
  const cards: HandCard[] = hand.map((card) => {
    const action = use(card);
    if (!action) return { id: card, playable: true, face: { ...faceOf(card), size: 'sm' } };
    const playable = Boolean(action.move) && !action.reason;
    return {
      id: card,
      playable,
      reason: action.reason,
      face: {
        ...faceOf(card),
        size: 'sm',
        onClick: playable && !onToggle ? () => submit(action.move!, card) : undefined,
        dataMove: playable && !onToggle ? action.move : undefined,
        // Names the card, so a tutorial can point at this one among several playable cards.
        dataChoice: playable && !onToggle ? card : undefined,
      },
    };
  });
  // On a phone, cards that play no part in this decision show their title only.
  const idle = cards.every((card) => !card.face.onClick && !onToggle);
  return (
    <div className={idle ? 'mx-hand mx-hand-idle' : 'mx-hand'}>
      <Hand
        label={onToggle ? 'Your hand: choose who comes in' : 'Your hand'}
        cards={cards}
        selected={chosen}
        onToggle={onToggle}
      />
    </div>
  );
}
