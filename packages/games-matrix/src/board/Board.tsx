/**
 * The Matrix table. Drawing only: the rules say what is legal (their refusal functions give each
 * dimmed card its reason) and every button submits one move, carrying `data-move` for the
 * generic browser driver. Both worlds side by side, the hull and the three counters as tracks,
 * the contest as arithmetic, the hand as cards to press.
 */
import type { GridplayBoardProps } from '@gridplay/core';
import { isHidden, zoneSize } from '@gridplay/core';
import {
  CardFace,
  ContestPanel,
  Hand,
  Pile,
  PlayerPanel,
  TableStyles,
  Track,
  useTravel,
  type HandCard,
} from '@gridplay/core/table';
import { useRef } from 'react';
import { cardName } from '../cards';
import { bringInRefusal } from '../moves/characters';
import { casualtyRefusal, casualtySide } from '../moves/casualty';
import { eventRefusal } from '../moves/contest';
import { deckDesigns, recallRefusal } from '../moves/draw';
import { BASIC, missionRefusal } from '../moves/mission';
import { scrapRefusal } from '../moves/scrap';
import { plugRefusal } from '../moves/switch';
import { prompt } from '../prompt';
import { contestLabel, PHASE_LABEL, totalParts, worldOf, type PhaseName } from '../rules';
import {
  HULL,
  HUMANS,
  MACHINES,
  MISSION_POINTS_TO_WIN,
  SeatName,
  TIME_COUNTERS_TO_WIN,
  type ContestResult,
  type MatrixView,
  type Seat,
  type World,
} from '../state';
import { faceOf, GREEN } from './faces';

type Props = GridplayBoardProps<MatrixView>;
type Submit = (move: string, ...args: unknown[]) => void;

const PASS_LABEL: Record<string, string> = {
  bringIn: 'Done bringing characters in',
  switch: 'Done switching',
  contest: 'Pass',
  exit: 'Stay as we are',
};

export default function Board({ G, ctx, log, moves, playerID }: Props) {
  // Cards glide from where they were to where a move put them (hand → world → discard).
  const table = useRef<HTMLDivElement>(null);
  useTravel(table, log?.length);
  const seat = (playerID === HUMANS || playerID === MACHINES ? playerID : null) as Seat | null;
  const stage = seat && G.pending?.seat === seat && !ctx.gameover ? G.pending.stage : undefined;
  const submit: Submit = (move, ...args) =>
    (moves as Record<string, (...a: unknown[]) => void>)[move]?.(...args);
  const phase = (ctx.phase ?? 'time') as PhaseName;

  return (
    <div className="mx-board" ref={table}>
      <TableStyles />
      <style>{BOARD_CSS}</style>
      <header className="mx-phases" aria-label="Turn">
        <span>Turn {Math.max(G.turn, 1)}</span>
        <ol>
          {(Object.keys(PHASE_LABEL) as PhaseName[]).map((p) => (
            <li
              key={p}
              className={p === phase ? 'mx-now' : ''}
              aria-current={p === phase ? 'step' : undefined}
            >
              {PHASE_LABEL[p]}
            </li>
          ))}
        </ol>
      </header>

      <section className="mx-tracks" aria-label="Counters">
        <Track
          label="Mission Points (Humans win at 20)"
          value={G.missionPoints}
          max={MISSION_POINTS_TO_WIN}
          tone="good"
        />
        <Track
          label="Time counters (Machines win at 20)"
          value={G.timeCounters}
          max={TIME_COUNTERS_TO_WIN}
          tone="bad"
        />
        <Track
          label="Nebuchadnezzar hull"
          value={G.hull}
          max={HULL}
          tone={G.hull <= 2 ? 'bad' : 'good'}
        />
        <Track
          label="Matrix counters (humans plugged in)"
          value={G.humans.filter((h) => h.plugged).length}
          max={Math.max(1, G.humans.length)}
          tone="neutral"
        />
      </section>

      <div className="mx-panels">
        {[HUMANS, MACHINES].map((s) => (
          <PlayerPanel
            key={s}
            name={SeatName(s)}
            color={s === HUMANS ? GREEN : 'var(--red, #ff5468)'}
            active={G.pending?.seat === s}
            stats={[
              { label: 'Hand', value: zoneSize(G.seats[s as Seat].hand) },
              { label: 'Deck', value: zoneSize(G.seats[s as Seat].deck) },
            ]}
          >
            <Pile
              label="Discard"
              count={G.seats[s as Seat].discard.length}
              top={
                G.seats[s as Seat].discard.length
                  ? {
                      ...faceOf(G.seats[s as Seat].discard.at(-1)!),
                      travel: G.seats[s as Seat].discard.at(-1)!,
                    }
                  : undefined
              }
            />
          </PlayerPanel>
        ))}
      </div>

      <div className="mx-worlds">
        <World G={G} world="matrix" stage={stage} seat={seat} submit={submit} />
        <World G={G} world="real" stage={stage} seat={seat} submit={submit} />
      </div>

      <Contest G={G} />

      <p className="mx-prompt" aria-live="polite">
        {prompt({ G, ctx }, playerID ?? null)}
      </p>

      {stage && <Decisions G={G} seat={seat!} stage={stage} submit={submit} />}

      {seat && <OwnHand G={G} seat={seat} stage={stage} submit={submit} />}
      {seat && (
        <Hand
          label={`${SeatName(seat === HUMANS ? MACHINES : HUMANS)}’ hand`}
          cards={[]}
          hiddenCount={zoneSize(G.seats[seat === HUMANS ? MACHINES : HUMANS].hand)}
        />
      )}
      {G.completed.length > 0 && (
        <section className="mx-row" aria-label="Completed Missions">
          <h4>Completed Missions</h4>
          {G.completed.map((card) => (
            <CardFace key={card} {...faceOf(card)} size="sm" travel={card} />
          ))}
        </section>
      )}
    </div>
  );
}

/** One world: who is plugged in (Matrix) or awake (real world), each side's characters. */
function World({
  G,
  world,
  stage,
  seat,
  submit,
}: {
  G: MatrixView;
  world: World;
  stage?: string;
  seat: Seat | null;
  submit: Submit;
}) {
  const humans = G.humans.filter((h) => worldOf(G, h.card) === world);
  const machines = G.machines.filter((card) => worldOf(G, card) === world);
  const action = (card: string, side: Seat): { move: string; reason?: string } | undefined => {
    if (!stage || !seat) return undefined;
    // The casualty is the loser's character, chosen by the loser or by a winner's hunter.
    if (stage === 'casualty')
      return side === casualtySide(G, seat)
        ? { move: 'chooseCasualty', reason: casualtyRefusal(G, seat, card) }
        : undefined;
    if (side !== seat) return undefined;
    if (stage === 'scrap') return { move: 'scrapRobot', reason: scrapRefusal(G, card) };
    if (side === HUMANS && (stage === 'switch' || stage === 'exit')) {
      const plugged = G.humans.find((h) => h.card === card)!.plugged;
      if (stage === 'exit' && !plugged) return undefined;
      const move = plugged ? 'unplug' : 'plug';
      return { move, reason: plugRefusal(G, card, !plugged) };
    }
    return undefined;
  };
  const character = (card: string, side: Seat) => {
    const act = action(card, side);
    const neutralized = G.neutralized.includes(card);
    return (
      <CardFace
        key={card}
        {...faceOf(card)}
        size="sm"
        subtitle={neutralized ? 'Neutralized this turn' : undefined}
        playable={act ? !act.reason : true}
        reason={act?.reason}
        onClick={act ? () => submit(act.move, card) : undefined}
        dataMove={act?.move}
        travel={card}
      >
        {act && !act.reason && <span className="mx-act">{ACTION_LABEL[act.move]}</span>}
      </CardFace>
    );
  };
  return (
    <section
      className={`mx-world mx-${world}`}
      aria-label={world === 'matrix' ? 'The Matrix' : 'The real world'}
    >
      <h3>{world === 'matrix' ? 'The Matrix' : 'The real world'}</h3>
      <div
        className="mx-row"
        aria-label={world === 'matrix' ? 'Humans plugged in' : 'Humans awake'}
      >
        <h4>Humans {world === 'matrix' ? 'plugged in' : 'awake'}</h4>
        {humans.length ? (
          humans.map((h) => character(h.card, HUMANS))
        ) : (
          <span className="mx-none">nobody</span>
        )}
      </div>
      <div className="mx-row" aria-label={world === 'matrix' ? 'Agents' : 'Robots'}>
        <h4>{world === 'matrix' ? 'Agents' : 'Robots'}</h4>
        {machines.length ? (
          machines.map((card) => character(card, MACHINES))
        ) : (
          <span className="mx-none">none</span>
        )}
      </div>
    </section>
  );
}

const ACTION_LABEL: Record<string, string> = {
  chooseCasualty: 'Lose this one',
  scrapRobot: 'Discard this Robot',
  plug: 'Plug in',
  unplug: 'Unplug',
};

/** The contest under way (running totals), or the last one with its winner called out. */
function Contest({ G }: { G: MatrixView }) {
  const side = (s: Seat, parts: ReturnType<typeof totalParts>, winner?: boolean) => ({
    name: SeatName(s),
    die: parts[0]?.value ?? null,
    parts: parts.slice(1),
    total: parts.reduce((sum, p) => sum + p.value, 0),
    winner,
  });
  if (G.contest) {
    const { kind, passes } = G.contest;
    return (
      <div className="mx-contest" aria-live="polite">
        <ContestPanel
          title={`${contestLabel(kind)} contest${G.mission ? ` · ${G.mission === BASIC ? 'Basic Mission (1 MP)' : cardName(G.mission)}` : ''}`}
          sides={[side(HUMANS, totalParts(G, HUMANS)), side(MACHINES, totalParts(G, MACHINES))]}
          verdict={
            passes === 1
              ? 'One pass: another pass closes the contest.'
              : 'Play an Event naming this contest, or pass. Ties go to the Machines.'
          }
        />
      </div>
    );
  }
  const last: ContestResult | null = G.lastContest;
  if (!last) return null;
  return (
    <div className="mx-contest" aria-live="polite">
      <ContestPanel
        title={`${contestLabel(last.kind)} contest`}
        sides={[HUMANS, MACHINES].map((s) =>
          side(s as Seat, last.parts[s as Seat], last.winner === s),
        )}
        verdict={`${SeatName(last.winner)} win the ${contestLabel(last.kind)} (${last.totals[HUMANS]} – ${last.totals[MACHINES]}).`}
      />
    </div>
  );
}

/** Decisions that are not a card in hand: drawing, the Basic Mission, passing. */
function Decisions({
  G,
  seat,
  stage,
  submit,
}: {
  G: MatrixView;
  seat: Seat;
  stage: string;
  submit: Submit;
}) {
  if (stage === 'draw') {
    const recallable = G.seats[seat].discard.filter((card) => !recallRefusal(G, seat, card));
    return (
      <section className="mx-decisions" aria-label="Draw">
        <button
          type="button"
          className="mx-button"
          data-move="drawTwo"
          onClick={() => submit('drawTwo')}
        >
          Draw the top two cards
        </button>
        <div className="mx-row" aria-label="Take any one card from your deck">
          <h4>…or take any one card from your deck</h4>
          {deckDesigns(G, seat).map((design) => (
            <CardFace
              key={design}
              {...faceOf(design)}
              size="sm"
              onClick={() => submit('takeCard', design)}
              dataMove="takeCard"
            />
          ))}
        </div>
        {recallable.length > 0 && (
          <div className="mx-row" aria-label="Take a Character back from your discard">
            <h4>…or take a Character back from your discard</h4>
            {recallable.map((card) => (
              <CardFace
                key={card}
                {...faceOf(card)}
                size="sm"
                onClick={() => submit('recallCharacter', card)}
                dataMove="recallCharacter"
              />
            ))}
          </div>
        )}
      </section>
    );
  }
  return (
    <section className="mx-decisions" aria-label="Decision">
      {stage === 'mission' && (
        <button
          type="button"
          className="mx-button"
          data-move="attemptMission"
          onClick={() => submit('attemptMission', BASIC)}
        >
          Basic Mission (1 MP)
        </button>
      )}
      {PASS_LABEL[stage] && (
        <button
          type="button"
          className="mx-button"
          data-move="pass"
          onClick={() => submit('pass', stage)}
        >
          {PASS_LABEL[stage]}
        </button>
      )}
    </section>
  );
}

/** The seat's own hand: a card that can be used now is a button for its move; others say why not. */
function OwnHand({
  G,
  seat,
  stage,
  submit,
}: {
  G: MatrixView;
  seat: Seat;
  stage?: string;
  submit: Submit;
}) {
  const hand = G.seats[seat].hand;
  if (isHidden(hand)) return null;
  const use = (card: string): { move?: string; reason?: string } => {
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
        return { reason: stage ? 'Not a card decision.' : 'Not your decision now.' };
    }
  };
  const cards: HandCard[] = hand.map((card) => {
    const { move, reason } = use(card);
    const playable = Boolean(move) && !reason;
    return {
      id: card,
      playable,
      reason,
      face: {
        ...faceOf(card),
        onClick: playable ? () => submit(move!, card) : undefined,
        dataMove: playable ? move : undefined,
      },
    };
  });
  return <Hand label="Your hand" cards={cards} />;
}

const BOARD_CSS = `
.mx-board{display:grid;gap:12px;color:var(--text,#d8e6ff)}
.mx-phases{display:flex;gap:12px;align-items:center;flex-wrap:wrap;font-size:13px}
.mx-phases ol{display:flex;gap:6px;list-style:none;margin:0;padding:0;flex-wrap:wrap}
.mx-phases li{padding:2px 8px;border:1px solid var(--line,#22324d);border-radius:10px;color:var(--muted,#8ea3c4)}
.mx-phases li.mx-now{color:var(--text,#d8e6ff);border-color:${GREEN}}
.mx-tracks{display:grid;gap:6px;grid-template-columns:repeat(auto-fit,minmax(220px,1fr))}
.mx-panels{display:grid;gap:8px;grid-template-columns:1fr 1fr}
.mx-worlds{display:grid;gap:10px;grid-template-columns:1fr 1fr}
@media (max-width:720px){.mx-worlds,.mx-panels{grid-template-columns:1fr}}
.mx-world{border:1px solid var(--line,#22324d);border-radius:8px;padding:8px;background:var(--panel,#0d1526)}
.mx-world.mx-matrix{border-color:${GREEN};background:#06150b}
.mx-world h3{margin:0 0 6px;font-size:14px}
.mx-row{display:flex;flex-wrap:wrap;gap:6px;align-items:flex-start;margin:4px 0}
.mx-row h4{flex-basis:100%;margin:0;font-size:12px;color:var(--muted,#8ea3c4);text-transform:uppercase;letter-spacing:.06em}
.mx-none{color:var(--muted,#8ea3c4);font-size:12px}
.mx-act{display:block;margin-top:4px;font-size:11px;font-weight:700;color:${GREEN}}
.mx-prompt{margin:0;font-weight:600}
.mx-decisions{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-start}
.mx-button{padding:6px 12px;border-radius:6px;border:1px solid ${GREEN};background:#0b2414;color:var(--text,#d8e6ff);cursor:pointer}
`;
