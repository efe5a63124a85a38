/**
 * The Disc Battle board: the arena (Arena.tsx) scaled to the room above the decision dock, the
 * table beside it (deck, Direction Die, every program's panel), and the dock (DecisionDock.tsx)
 * with the player's cards and the current decision. Aim a Move or a Throw on the arena (pointer,
 * finger or keyboard) and confirm, or take a quick choice. It only draws and submits moves; what
 * is offered comes from `ai.enumerate` and the moves' own checks. The story is told in the
 * frame's one log (each move's log line), so the board keeps no log of its own.
 */
import { useRef, useState } from 'react';
import type { GridplayBoardProps } from '@gridplay/core';
import { COMPASS } from '@gridplay/core';
import { Die, Pile, PlayerPanel, TableStyles } from '@gridplay/table';
import { enumerate } from '../legal-moves';
import { distance } from '../geometry';
import { moveRefusal } from '../preview';
import { attackTargets } from '../rules';
import type { State } from '../state';
import { Arena, type Aim, type Mode } from './Arena';
import { discWords, stateWords } from './Cards';
import { sortChoices } from './choices';
import { DecisionDock, type RefusedAttack } from './DecisionDock';
import { BOARD_CSS, colourOf } from './theme';
import { useArenaFit } from './use-fit';

/** How near (centre to centre, inches) an enemy must be for a refused Attack to be explained. */
const ATTACK_HINT_RANGE = 6;

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

  const [mode, setMode] = useState<Mode>(null);
  const [aim, setAim] = useState<Aim>({ bearing: 0, distance: 4 });
  const turnKey = `${ctx.turn}/${G.flipped}/${G.reaction?.reactor ?? ''}`;
  const [seenKey, setSeenKey] = useState(turnKey);
  if (seenKey !== turnKey) {
    setSeenKey(turnKey);
    setMode(null);
  }

  const boardRef = useRef<HTMLDivElement>(null);
  const arenaRef = useRef<HTMLDivElement>(null);
  const fit = useArenaFit(arenaRef, boardRef);

  const submit = (name: string, args: unknown[]) => {
    (moves as Record<string, (...a: unknown[]) => void>)[name]?.(...args);
    setMode(null);
  };
  const aimed: ['moveBase' | 'throwDisc', unknown[]] | null =
    mode === 'move'
      ? ['moveBase', [aim.bearing, aim.distance]]
      : mode === 'throw'
        ? ['throwDisc', [aim.bearing]]
        : null;
  const aimRefusal =
    aimed && me !== null
      ? moveRefusal(G, ctx, me, aimed[0], aimed[1])
      : 'Choose Move or Throw first.';
  const confirm = () => {
    if (myCard && aimed && !aimRefusal) submit(aimed[0], aimed[1]);
  };

  const targets =
    myCard && me !== null
      ? attackTargets(G, me).filter(
          (seat) => moveRefusal(G, ctx, me, 'attack', [seat]) === undefined,
        )
      : [];
  const refusedAttacks: RefusedAttack[] =
    myCard && me !== null ? refusedAttacksNear(G, ctx, me, targets) : [];
  const choices =
    canAct && me !== null ? sortChoices(G, me, enumerate(G, ctx, me)) : { quick: [], more: [] };

  const waitingWords = over
    ? 'The match is over.'
    : G.reaction
      ? `${G.programs[G.reaction.reactor].name} reacts to ${G.programs[G.reaction.discOwner].name}'s disc.`
      : G.flipped !== null
        ? `${G.programs[G.flipped].name}'s card is up.`
        : 'Waiting.';

  return (
    <div className="db-board" ref={boardRef}>
      <TableStyles />
      <style>{BOARD_CSS}</style>
      <div className="db-stage">
        <div className="db-arena-box" ref={arenaRef} style={fit ? { width: fit } : undefined}>
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
            onAttack={(seat) => submit('attack', [seat])}
          />
        </div>
        <TableSide G={G} me={me} />
      </div>
      <DecisionDock
        G={G}
        me={me}
        waitingWords={waitingWords}
        myCard={myCard}
        myReaction={myReaction}
        choices={choices}
        refusedAttacks={refusedAttacks}
        mode={myCard ? mode : null}
        onMode={setMode}
        aim={aim}
        aimRefusal={aimRefusal}
        onConfirm={confirm}
        onChoose={submit}
        lastError={lastError}
        turnKey={turnKey}
      />
    </div>
  );
}

/**
 * Enemies (or teammates) close enough that a player would look for an Attack the rules refuse
 * now — bases not overlapping yet, or the disc in flight — with the rules' own reason.
 */
function refusedAttacksNear(
  G: State,
  ctx: GridplayBoardProps<State>['ctx'],
  me: string,
  allowed: string[],
): RefusedAttack[] {
  const mine = G.programs[me];
  if (mine.prone) return [];
  return Object.values(G.programs)
    .filter(
      (p) =>
        p.seat !== me &&
        !p.derezzed &&
        !allowed.includes(p.seat) &&
        distance(p.centre, mine.centre) < ATTACK_HINT_RANGE,
    )
    .map((p) => ({ seat: p.seat, reason: moveRefusal(G, ctx, me, 'attack', [p.seat]) ?? '' }))
    .filter((r) => r.reason !== '');
}

/** The table beside the arena: deck and used piles, the Direction Die, every program's panel. */
function TableSide({ G, me }: { G: State; me: string | null }) {
  const cardsLeft = (seat: string) => G.deck.filter((c) => c === seat).length;
  return (
    <div className="db-side">
      <div className="db-row">
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
              { label: 'Disc', value: discWords(p) },
              { label: 'State', value: stateWords(p) },
              { label: 'In deck', value: cardsLeft(p.seat) },
              ...(G.options.teams > 0 ? [{ label: 'Team', value: p.team + 1 }] : []),
            ]}
          />
        ))}
      </div>
    </div>
  );
}
