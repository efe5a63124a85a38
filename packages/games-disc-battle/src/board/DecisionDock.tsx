/**
 * The decision dock (core's <Dock>, at the window's bottom): a line saying what is being decided,
 * the player's cards, and the decision's buttons — a few quick choices in words, "Aim…" to aim on
 * the arena, and every compass heading folded behind "More…". A reaction shows each answer as a
 * labelled button with one line on what it does. The dock keeps one height whatever the decision
 * (see .db-decision in theme.ts), so the arena above it never jumps.
 */
import { useState } from 'react';
import { Dock } from '@gridplay/table';
import { bearingFromTo } from '../geometry';
import { REACTION_NAMES } from '../moves/react';
import type { State } from '../state';
import { ActionCard, HeldCards, ProgramCard } from './Cards';
import type { Mode } from './Arena';
import type { Choice, SortedChoices } from './choices';
import { compassPoint, compassWords } from './compass';
import { reactionEffect } from './reaction-words';

export interface RefusedAttack {
  seat: string;
  reason: string;
}

export interface DecisionDockProps {
  G: State;
  me: string | null;
  /** What the frame would say now ("Sark's card is up."), for the dock's title when waiting. */
  waitingWords: string;
  myCard: boolean;
  myReaction: boolean;
  choices: SortedChoices;
  /** Attacks the player might look for that the rules refuse now, with the rules' reason. */
  refusedAttacks: RefusedAttack[];
  mode: Mode;
  onMode: (mode: Mode) => void;
  aim: { bearing: number; distance: number };
  aimRefusal: string | undefined;
  onConfirm: () => void;
  onChoose: (move: string, args: unknown[]) => void;
  lastError?: string;
  /** Changes with each new decision: choices folded away again, aiming cleared. */
  turnKey: string;
}

export function DecisionDock(props: DecisionDockProps) {
  const { G, me, myCard, myReaction, lastError } = props;
  const mine = me !== null ? G.programs[me] : undefined;
  return (
    <Dock label="Your decision" title={<DockTitle {...props} />}>
      {lastError && (
        <p className="db-error" role="alert">
          {lastError}
        </p>
      )}
      <div className="db-dock-row">
        {mine && (
          <div className="db-cards" aria-label="Your cards" role="group">
            <ProgramCard program={mine} />
            <ActionCard G={G} />
            <HeldCards G={G} program={mine} />
          </div>
        )}
        <div className="db-decision">
          {myReaction && <ReactionChoices {...props} />}
          {myCard && <CardUpChoices key={props.turnKey} {...props} />}
        </div>
      </div>
    </Dock>
  );
}

function DockTitle({ G, me, myCard, myReaction, mode, waitingWords }: DecisionDockProps) {
  const reaction = G.reaction;
  if (myReaction && reaction) {
    const path = reaction.incoming;
    const heading =
      path.length >= 2 ? bearingFromTo(path[path.length - 2], path[path.length - 1]) : null;
    const whose =
      reaction.discOwner === me ? 'Your own disc' : `${G.programs[reaction.discOwner].name}'s disc`;
    return (
      <>
        {whose} flies {heading !== null ? `${compassWords(heading)} ` : ''}into your base:
      </>
    );
  }
  if (myCard && me !== null) {
    if (mode) return <>Aim: drag on the arena or press arrow keys.</>;
    return G.programs[me].prone ? (
      <>Your card. You are Prone: stand up or hold it.</>
    ) : (
      <>Your card: move, throw, attack — or hold it.</>
    );
  }
  return <>{waitingWords}</>;
}

function ChoiceButton({
  choice,
  onChoose,
}: {
  choice: Choice;
  onChoose: DecisionDockProps['onChoose'];
}) {
  return (
    <button
      type="button"
      className="db-btn"
      data-move={choice.move}
      aria-label={choice.name === choice.label ? undefined : choice.name}
      title={choice.name === choice.label ? undefined : choice.name}
      onClick={() => onChoose(choice.move, choice.args)}
    >
      {choice.label}
    </button>
  );
}

function ReactionChoices({ G, onChoose }: DecisionDockProps) {
  const reaction = G.reaction!;
  return (
    <div className="db-reactions">
      {reaction.options.map((option) => (
        <button
          key={option}
          type="button"
          className="db-btn db-react-btn"
          data-move="react"
          onClick={() => onChoose('react', [option])}
        >
          <strong>{REACTION_NAMES[option]}</strong>
          <span className="db-react-effect">{reactionEffect(option, G.options.aimBack)}</span>
        </button>
      ))}
    </div>
  );
}

function CardUpChoices(props: DecisionDockProps) {
  const { G, me, choices, refusedAttacks, mode, onMode, aim, aimRefusal, onConfirm, onChoose } =
    props;
  const [moreOpen, setMoreOpen] = useState(false);
  const mine = G.programs[me!];
  const canThrow = !mine.prone && mine.disc === null;
  if (mode) {
    const what =
      mode === 'move'
        ? `Move ${aim.distance}″ ${compassPoint(aim.bearing)}`
        : `Throw ${compassPoint(aim.bearing)}`;
    return (
      <div className="db-row">
        <div className="db-toggle" role="group" aria-label="Aim">
          <button
            type="button"
            className="db-btn"
            data-choice="aim-move"
            aria-pressed={mode === 'move'}
            onClick={() => onMode('move')}
          >
            Move
          </button>
          <button
            type="button"
            className="db-btn"
            data-choice="aim-throw"
            aria-pressed={mode === 'throw'}
            disabled={!canThrow}
            onClick={() => onMode('throw')}
          >
            Throw
          </button>
        </div>
        <button
          type="button"
          className="db-btn db-btn-primary"
          data-move={mode === 'move' ? 'moveBase' : 'throwDisc'}
          disabled={!!aimRefusal}
          aria-describedby={aimRefusal ? 'db-aim-refusal' : undefined}
          onClick={onConfirm}
        >
          {what} <span className="db-deg">{Math.round(aim.bearing)}°</span>
        </button>
        <button
          type="button"
          className="db-btn"
          data-choice="aim-cancel"
          onClick={() => onMode(null)}
        >
          Cancel
        </button>
        {aimRefusal && (
          <span id="db-aim-refusal" className="db-muted">
            {aimRefusal}
          </span>
        )}
      </div>
    );
  }
  return (
    <>
      <div className="db-row">
        {choices.quick.map((choice, i) => (
          <ChoiceButton key={i} choice={choice} onChoose={onChoose} />
        ))}
        {refusedAttacks.map(({ seat, reason }) => (
          <button
            key={seat}
            type="button"
            className="db-btn"
            data-move="attack"
            disabled
            title={reason}
            aria-label={`Attack ${G.programs[seat].name}: ${reason}`}
          >
            Attack {G.programs[seat].name}
          </button>
        ))}
        {!mine.prone && (
          <button
            type="button"
            className="db-btn"
            data-choice="aim"
            onClick={() => onMode(canThrow ? 'throw' : 'move')}
          >
            Aim…
          </button>
        )}
        {choices.more.length > 0 && (
          <button
            type="button"
            className="db-btn"
            data-choice="more"
            aria-expanded={moreOpen}
            aria-controls="db-more"
            onClick={() => setMoreOpen(!moreOpen)}
          >
            {moreOpen ? 'Fewer' : 'More…'}
          </button>
        )}
      </div>
      {/* Hidden until opened: its buttons are not on the page, so they are not in the way. */}
      <div id="db-more" className="db-more" hidden={!moreOpen}>
        {choices.more.map((group) => (
          <div
            key={group.heading}
            className="db-more-group"
            role="group"
            aria-label={group.heading}
          >
            <span className="db-more-heading">{group.heading}</span>
            {group.choices.map((choice, i) => (
              <ChoiceButton key={i} choice={choice} onChoose={onChoose} />
            ))}
          </div>
        ))}
      </div>
    </>
  );
}
