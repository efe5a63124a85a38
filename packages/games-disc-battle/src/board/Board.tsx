/**
 * The Disc Battle board: the arena (Arena.tsx), whose card is up, the deck, the Direction Die,
 * each program's held cards, disc and state, and the controls — aim a Move or a Throw on the
 * arena (pointer, finger or keyboard) and confirm, Attack a highlighted target, Stand, hold,
 * recall, or answer a reaction. A compact list of quick choices (the AI's own finite set) is
 * always offered too. It only draws and submits moves; legality comes from the rules' checks.
 */
import { useState } from 'react';
import type { GridplayBoardProps } from '@gridplay/core';
import { COMPASS, type AiMove } from '@gridplay/core';
import { CardFace, Die, Pile, PlayerPanel, TableStyles } from '@gridplay/core/table';
import { enumerate } from '../ai';
import { compassName, distance as between } from '../geometry';
import { REACTION_NAMES, REACTION_WORDS } from '../moves/react';
import { refusal } from '../preview';
import { attackTargets } from '../programs';
import type { State } from '../state';
import { Arena, type Aim, type Mode } from './Arena';
import { BOARD_CSS, colourOf } from './theme';

/** A quick choice in words: "Throw NE", "Move 4″ S", "Attack Sark", "Block". */
export function choiceLabel(G: State, choice: AiMove): string {
  if (!('move' in choice)) return choice.event;
  const [a, b] = choice.args ?? [];
  switch (choice.move) {
    case 'throwDisc':
      return `Throw ${Math.round(a as number)}°`;
    case 'moveBase':
      return `Move ${b}″ ${Math.round(a as number)}°`;
    case 'attack':
      return `Attack ${G.programs[a as string]?.name ?? a}`;
    case 'react':
      return REACTION_NAMES[a as keyof typeof REACTION_NAMES];
    case 'hold':
      return 'Hold the card';
    case 'stand':
      return 'Stand up';
    case 'recall':
      return 'Recall the disc';
    default:
      return choice.move;
  }
}

export default function Board({
  G,
  ctx,
  moves,
  playerID,
  isActive,
  lastError,
}: GridplayBoardProps<State>) {
  const me = playerID === null || playerID === undefined ? null : playerID;
  const over = ctx.gameover !== undefined || G.result !== null;
  const canAct = !over && isActive !== false && me !== null;
  const myCard = canAct && G.flipped === me && !G.reaction;
  const myReaction = canAct && G.reaction?.reactor === me;
  const mine = me !== null ? G.programs[me] : undefined;

  const [mode, setMode] = useState<Mode>(null);
  const [aim, setAim] = useState<Aim>({ bearing: 0, distance: 4 });
  const turnKey = `${ctx.turn}/${G.flipped}/${G.reaction?.reactor ?? ''}`;
  const [seenKey, setSeenKey] = useState(turnKey);
  if (seenKey !== turnKey) {
    setSeenKey(turnKey);
    setMode(null);
  }

  const submit = (name: string, ...args: unknown[]) => {
    (moves as Record<string, (...a: unknown[]) => void>)[name]?.(...args);
    setMode(null);
  };
  const aimedMove: [string, unknown[]] | null =
    mode === 'move'
      ? ['moveBase', [aim.bearing, aim.distance]]
      : mode === 'throw'
        ? ['throwDisc', [aim.bearing]]
        : null;
  const aimRefusal =
    aimedMove && me !== null
      ? refusal(G, ctx, me, aimedMove[0] as 'moveBase', aimedMove[1])
      : 'Choose Move or Throw first.';
  const confirm = () => {
    if (myCard && aimedMove && !aimRefusal) submit(aimedMove[0], ...aimedMove[1]);
  };
  const targets =
    myCard && me !== null
      ? attackTargets(G, me).filter((seat) => refusal(G, ctx, me, 'attack', [seat]) === undefined)
      : [];
  const quick = canAct && me !== null ? enumerate(G, ctx, me) : [];
  const legal = (name: 'stand' | 'hold' | 'recall') =>
    myCard && me !== null && refusal(G, ctx, me, name, []) === undefined;

  const flipped = G.flipped !== null ? G.programs[G.flipped] : null;
  const cardsLeft = (seat: string) => G.deck.filter((c) => c === seat).length;

  return (
    <div className="db-board">
      <TableStyles />
      <style>{BOARD_CSS}</style>
      <Arena
        G={G}
        me={me}
        mode={myCard ? mode : null}
        aim={aim}
        aimLegal={!aimRefusal}
        targets={targets}
        onAim={setAim}
        onConfirm={confirm}
        onCancel={() => setMode(null)}
        onAttack={(seat) => submit('attack', seat)}
      />
      <div className="db-side">
        {lastError && (
          <p className="db-prompt" role="alert">
            {lastError}
          </p>
        )}

        {myReaction && G.reaction && (
          <section className="db-react" aria-label="Reaction">
            <strong>
              {G.reaction.discOwner === me
                ? 'Your own disc'
                : `${G.programs[G.reaction.discOwner].name}'s disc`}{' '}
              crosses your base (drawn in red).
            </strong>
            <div className="db-row">
              {G.reaction.options.map((option) => (
                <button
                  key={option}
                  className="db-btn db-btn-primary"
                  data-move="react"
                  onClick={() => submit('react', option)}
                >
                  {REACTION_WORDS[option]}
                </button>
              ))}
            </div>
          </section>
        )}

        {myCard && mine && (
          <section className="db-prompt" aria-label="Your card">
            <p style={{ margin: '0 0 6px' }}>
              <strong>Your card is up.</strong>{' '}
              {mine.prone
                ? 'You are Prone: stand up or hold the card.'
                : 'Aim on the arena, then confirm — or hold the card.'}
            </p>
            <div className="db-row">
              <button
                className="db-btn"
                data-choice="aim-move"
                aria-pressed={mode === 'move'}
                disabled={mine.prone}
                onClick={() => setMode(mode === 'move' ? null : 'move')}
              >
                Move…
              </button>
              <button
                className="db-btn"
                data-choice="aim-throw"
                aria-pressed={mode === 'throw'}
                disabled={mine.prone || mine.disc !== null}
                onClick={() => setMode(mode === 'throw' ? null : 'throw')}
              >
                Throw…
              </button>
              {targets.map((seat) => (
                <button
                  key={seat}
                  className="db-btn"
                  data-move="attack"
                  onClick={() => submit('attack', seat)}
                >
                  Attack {G.programs[seat].name}
                </button>
              ))}
              <button
                className="db-btn"
                data-move="stand"
                disabled={!legal('stand')}
                onClick={() => submit('stand')}
              >
                Stand up
              </button>
              <button
                className="db-btn"
                data-move="hold"
                disabled={!legal('hold')}
                onClick={() => submit('hold')}
              >
                Hold the card
              </button>
              {legal('recall') && (
                <button className="db-btn" data-move="recall" onClick={() => submit('recall')}>
                  Recall the disc
                </button>
              )}
            </div>
            {mode && (
              <div className="db-row" style={{ marginTop: 8 }}>
                <button
                  className="db-btn db-btn-primary"
                  data-move={mode === 'move' ? 'moveBase' : 'throwDisc'}
                  disabled={!!aimRefusal}
                  title={aimRefusal}
                  onClick={confirm}
                >
                  {mode === 'move'
                    ? `Move ${aim.distance}″ ${compassName(aim.bearing)} (${aim.bearing}°)`
                    : `Throw ${compassName(aim.bearing)} (${aim.bearing}°)`}
                </button>
                <span className="db-muted">
                  {aimRefusal ??
                    'Point or drag on the arena; arrows aim (Shift: finer), Enter confirms.'}
                </span>
              </div>
            )}
          </section>
        )}

        {!myCard && !myReaction && (
          <p className="db-prompt">
            {over
              ? 'The match is over.'
              : G.reaction
                ? `${G.programs[G.reaction.reactor].name} reacts to ${G.programs[G.reaction.discOwner].name}'s disc.`
                : flipped
                  ? `${flipped.name}'s card is up.`
                  : 'Waiting.'}
          </p>
        )}

        <div className="db-row">
          {flipped ? (
            <CardFace
              title={`${flipped.name}'s card`}
              kind="Action card"
              accent={colourOf(flipped.seat)}
              text="Act (Move, Throw, Attack, Stand) or hold it."
              size="sm"
            />
          ) : (
            <CardFace title="" faceDown size="sm" />
          )}
          <Pile label={`Deck · turn ${G.turn}`} count={G.deck.length} faceDown />
          <Pile label="Used" count={G.used.length} faceDown />
          <Die
            value={G.lastRoll ? COMPASS.indexOf(G.lastRoll.face) + 1 : null}
            sides={8}
            label={G.lastRoll ? `Direction Die: ${G.lastRoll.face}` : 'Direction Die'}
            highlight={G.lastRoll !== null}
          />
        </div>

        <div className="db-players">
          {Object.values(G.programs).map((p) => (
            <PlayerPanel
              key={p.seat}
              name={`${p.name}${p.seat === me ? ' (you)' : ''}`}
              color={colourOf(p.seat)}
              active={G.reaction ? G.reaction.reactor === p.seat : G.flipped === p.seat}
              stats={[
                { label: 'Held', value: `${p.held}/${G.options.holdLimit}` },
                {
                  label: 'Disc',
                  value:
                    !p.disc && p.derezzed
                      ? '—'
                      : p.disc && p.derezzed
                        ? 'flying on'
                        : p.disc
                          ? p.disc.recalled
                            ? 'recalled'
                            : `${Math.round(between(p.disc.tip, p.centre))}″ away`
                          : 'in hand',
                },
                {
                  label: 'State',
                  value: p.derezzed ? 'De-Rezzed' : p.prone ? 'Prone' : 'standing',
                },
                { label: 'In deck', value: cardsLeft(p.seat) },
                ...(G.options.teams > 0 ? [{ label: 'Team', value: p.team + 1 }] : []),
              ]}
            />
          ))}
        </div>
      </div>
      {quick.length > 0 && (
        <section className="db-wide" aria-label="Quick choices">
          <p className="db-muted">Quick choices</p>
          <div className="db-quick">
            {quick.map((choice, i) =>
              'move' in choice ? (
                <button
                  key={i}
                  className="db-btn"
                  data-move={choice.move}
                  onClick={() => submit(choice.move, ...(choice.args ?? []))}
                >
                  {choiceLabel(G, choice)}
                </button>
              ) : null,
            )}
          </div>
        </section>
      )}

      {G.narration.length > 0 && (
        <section className="db-wide" aria-label="Last action">
          <p className="db-muted">Last action</p>
          <ol className="db-narration">
            {G.narration.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
