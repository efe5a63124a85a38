/**
 * The Light Cycles board: the Grid (trails, heads, flags, Crushers), scaled to fit above the
 * decision dock, which holds the hand and the choices each card needs; the players' scores;
 * each round's resolution replayed step by step. It only draws and submits moves; the rules
 * decide (it asks them what is legal).
 */
import { useMemo, useRef, useState } from 'react';
import type { GridplayBoardProps } from '@gridplay/core';
import { isHidden } from '@gridplay/core';
import { Dock, FirstMatchGuide, PlayerPanel, TableStyles, useTravel } from '@gridplay/table';
import { legalChoices } from '../legal-moves';
import { CARD_NAMES, isRegular, type CardKind } from '../cards';
import {
  cellName,
  directionBetween,
  DIRECTION_NAMES,
  neighbours,
  step as neighbourIn,
  turnTo,
  TURNS,
  type Edge,
  type Turn,
} from '../grid';
import { facingRefusal, placementRefusal } from '../rules';
import { seatIds, type AnyState, type Choice } from '../state';
import { GridView, type Hint, type Picture } from './GridView';
import { CellButtons, type CellTarget } from './CellButtons';
import { CardButton, NumberPicker, OptionButtons, specialKinds } from './Hand';
import { crashesOnRun } from './crash-preview';
import { useGridFit } from './fit-grid';
import { headOnCrashes } from './head-on';
import { colourOf, STYLES } from './theme';
import { useReplay } from './useReplay';
import { distanceCells } from './over-drive';
import { lightcycleHints } from './guide';
import { decisionTitle, describeChoice, type Pick } from './decision';

const TURN_LABEL = { left: '↰ Left', forward: '↑ Forward', right: '↱ Right' } as const;

export default function Board({
  G: view,
  ctx,
  log,
  moves,
  playerID,
  matchID,
  lastError,
  matchData,
}: GridplayBoardProps<AnyState>) {
  const G = view;
  // At game over no stage is open any more, whatever the last one was.
  const stage =
    playerID !== null && playerID !== undefined && ctx.gameover === undefined
      ? ctx.activePlayers?.[playerID]
      : undefined;
  const [pick, setPick] = useState<Pick>({});
  const stageKey = `${ctx.phase}/${stage}/${G.round}/${ctx.turn}`;
  const [pickKey, setPickKey] = useState(stageKey);
  if (pickKey !== stageKey) {
    setPickKey(stageKey);
    setPick({});
  }
  const replayState = useReplay(
    G.lastRound,
    `lightcycle:${matchID}:${playerID ?? 'spectator'}:seen-round`,
  );
  const { step, replay, skip } = replayState;
  // Each cycle drives from cell to cell: per replayed step, and per move when no replay runs.
  const grid = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useTravel(grid, `${log?.length}/${step}`);
  // The Grid is scaled to the room left above the decision dock, so both are on screen.
  const gridSide = useGridFit(root, grid);
  // Choosing on the Grid itself (a facing, a Crusher line) shows the Grid as it is now.
  // Over-Drive distances are chosen on the Grid too.
  const distanceOnGrid = Boolean(pick.card && isRegular(pick.card) && G.overDrive);
  const frame =
    stage === 'respawn' || stage === 'place' || pick.card === 'crusher' || distanceOnGrid
      ? null
      : replayState.frame;
  const seats = seatIds(G);
  const me = playerID !== null && playerID !== undefined && G.seats[playerID] ? playerID : null;
  const legal = useMemo(
    () => (stage === 'choose' && me ? legalChoices(G, me) : []),
    [G, stage, me],
  );
  const legalOf = (card: CardKind) => legal.filter((c) => c.card === card);
  const play = (choice: Choice) => moves.chooseCard(choice);

  const facings = Object.fromEntries(seats.map((p) => [p, G.seats[p].cycle.facing]));
  const picture: Picture = frame ?? {
    cycles: Object.fromEntries(seats.map((p) => [p, G.seats[p].cycle])),
    flags: G.flags,
    crushers: G.crushers,
  };

  // Cells the player can click now.
  const targets: CellTarget[] = [];
  if (!frame && me) {
    if (stage === 'place') {
      for (let cell = 0; cell < G.size * G.size; cell++) {
        if (
          pick.cell !== undefined &&
          neighbours(pick.cell, G.size).includes(cell) &&
          !placementRefusal(G, me, pick.cell, cell)
        ) {
          const head = pick.cell;
          targets.push({
            cell,
            kind: 'move',
            move: 'placeCycle',
            onClick: () => moves.placeCycle(head, cell),
            label: `Trail on ${cellName(cell, G.size)}`,
          });
        } else if (
          cell !== pick.cell &&
          neighbours(cell, G.size).some((tail) => !placementRefusal(G, me, cell, tail))
        ) {
          targets.push({
            cell,
            kind: 'choice',
            onClick: () => setPick({ cell }),
            label: `Head on ${cellName(cell, G.size)}`,
          });
        }
      }
    }
    if (stage === 'respawn') {
      const head = G.seats[me].cycle.head;
      if (head !== null) {
        for (const cell of neighbours(head, G.size)) {
          if (!facingRefusal(G, me, cell)) {
            const facing = DIRECTION_NAMES[directionBetween(cell, head, G.size)!];
            targets.push({
              cell,
              kind: 'move',
              move: 'chooseFacing',
              onClick: () => moves.chooseFacing(cell),
              label: `Trail on ${cellName(cell, G.size)}, facing ${facing}`,
            });
          }
        }
      }
    }
    if (stage === 'choose' && pick.card === 'crusher') {
      const crushers = legalOf('crusher') as Extract<Choice, { card: 'crusher' }>[];
      const needPiece = G.crushers.every((c) => c.edge !== null);
      if (!needPiece || pick.piece !== undefined) {
        const usable = crushers.filter((c) => c.piece === pick.piece);
        const ends = new Set(usable.flatMap((c) => c.edge));
        for (const cell of ends) {
          if (cell !== pick.cell)
            targets.push({
              cell,
              kind: 'choice',
              highlight: true,
              onClick: () => setPick({ ...pick, cell }),
              label: `Crusher beside ${cellName(cell, G.size)}`,
            });
        }
      }
    }
  }

  // Over-Drive: every legal distance is a cell on the Grid along the chosen turn; the cells
  // between the head and each one are the path, numbered, so the whole run is previewed.
  const overDriveHints: Hint[] = [];
  const offGrid: { distance: number; choice: Choice }[] = [];
  if (!frame && me && stage === 'choose' && distanceOnGrid && pick.card) {
    const card = pick.card;
    const cycle = G.seats[me].cycle;
    const direction = turnTo(cycle.facing, card as Turn);
    for (const { cell, distance, choice } of distanceCells(G, me, card as Turn, legalOf(card))) {
      if (cell === null) {
        offGrid.push({ distance, choice });
        continue;
      }
      const crash = crashesOnRun(G, cycle.head!, direction, distance);
      targets.push({
        cell,
        kind: 'move',
        move: 'chooseCard',
        crash,
        onClick: () => play(choice),
        label: `${CARD_NAMES[card]} ${distance} cell${distance === 1 ? '' : 's'}, to ${cellName(cell, G.size)}${crash ? ': a crash' : ''}`,
      });
      overDriveHints.push({ cell, text: String(distance), crash });
    }
  }

  const crusherSides = (): Choice[] => {
    if (pick.card !== 'crusher' || pick.cell === undefined) return [];
    return (legalOf('crusher') as Extract<Choice, { card: 'crusher' }>[]).filter(
      (c) => c.piece === pick.piece && c.edge.includes(pick.cell!),
    );
  };
  const sideName = (edge: Edge) => {
    const other = edge[0] === pick.cell ? edge[1] : edge[0];
    return DIRECTION_NAMES[directionBetween(pick.cell!, other, G.size)!];
  };

  // Where Forward / Left / Right would take the head, while the player is choosing, and
  // which of them would certainly crash (marked on the Grid and on the card).
  const hints: Hint[] = [];
  const crashing = new Set<CardKind>();
  if (!frame && stage === 'choose' && me && G.seats[me].cycle.head !== null && !distanceOnGrid) {
    const cycle = G.seats[me].cycle;
    for (const turn of TURNS) {
      const direction = turnTo(cycle.facing, turn);
      const cell = neighbourIn(cycle.head!, direction, G.size);
      const crash = crashesOnRun(G, cycle.head!, direction, 1);
      if (crash) crashing.add(turn);
      if (cell !== null)
        hints.push({ cell, text: turn === 'forward' ? 'F' : turn === 'left' ? 'L' : 'R', crash });
    }
  }
  hints.push(...overDriveHints);
  const hand = me && !isHidden(G.seats[me].hand) ? G.seats[me].hand : [];
  const myChoice = me ? G.choices[me] : null;
  const over = ctx.gameover !== undefined;
  /** The lobby's name for a seat, else "Player N". */
  const nameOf = (p: string) =>
    matchData?.find((m) => String(m.id) === p)?.name ?? `Player ${Number(p) + 1}`;
  /** Why a card of the hand has no legal use now, in player words. */
  const reason = over
    ? 'The game is over.'
    : myChoice
      ? 'You have already chosen your card for this round.'
      : me && G.seats[me].cycle.head === null
        ? 'Your cycle is not on the Grid this round.'
        : stage !== 'choose'
          ? 'Cards are chosen at the start of each round.'
          : 'No legal move with it from where your cycle stands.';
  // A head-on crash of the last round is marked where it happened (once the replay shows it).
  const headOn = headOnCrashes(G.lastRound)
    .filter(({ players }) => !frame || players.every((p) => frame.cycles[p]?.alive === false))
    .map(({ cell }) => cell);
  const gridLabel = `The Grid, ${G.size} by ${G.size}${frame ? `: ${frame.caption}` : ''}${
    headOn.length > 0
      ? `; head-on crash on ${headOn.map((cell) => cellName(cell, G.size)).join(' and ')}`
      : ''
  }`;
  const dockTitle = me && !over ? decisionTitle(G, me, stage, pick, crashing.size > 0) : undefined;

  return (
    <div className="lc" ref={root}>
      <style>{STYLES}</style>
      <TableStyles />
      <div className="lc-main">
        <div className="lc-replay">
          <p className="lc-caption" aria-live="polite">
            {frame
              ? `Round ${G.lastRound!.round}: ${frame.caption} (${step! + 1}/${G.lastRound!.frames.length})`
              : G.overDrive
                ? 'OVER-DRIVE is on'
                : ' '}
          </p>
          {frame ? (
            <button type="button" className="lc-btn lc-quiet lc-small" onClick={skip}>
              Skip replay
            </button>
          ) : (
            G.lastRound &&
            G.lastRound.frames.length > 0 && (
              <button type="button" className="lc-btn lc-quiet lc-small" onClick={replay}>
                Replay round {G.lastRound.round}
              </button>
            )
          )}
        </div>
        <div className="lc-gridwrap" ref={grid} style={gridSide ? { width: gridSide } : undefined}>
          <GridView
            picture={picture}
            size={G.size}
            facings={facings}
            ownFlag={me ? G.seats[me].lastPlacedFlag : null}
            label={gridLabel}
            hints={hints}
            headOn={headOn}
          />
          {targets.length > 0 && <CellButtons targets={targets} size={G.size} picked={pick.cell} />}
        </div>
        <p className="lc-muted lc-legend">
          Arrows: heads, pointing where each cycle faces · red bars: Crushers · dashed ring: the
          flag you placed last (you cannot take it) · ✕: a wreck, or a move that crashes · yellow
          burst: a head-on crash
        </p>
      </div>

      <div className="lc-panel">
        {/* Beside the Grid on a wide screen; below it on a phone, where the Grid and the dock
            take the first screen. */}
        {me && !over && (
          <div className="lc-guide">
            <FirstMatchGuide game="lightcycle" hints={lightcycleHints(stage, G.overDrive)} />
          </div>
        )}
        <section className="lc-box" aria-label="Players">
          <h3>
            Round {G.round}
            {G.overDrive && <span className="lc-badge">Over-Drive</span>}
          </h3>
          <div className="lc-players">
            {seats.map((p) => {
              const seat = G.seats[p];
              const handSize = isHidden(seat.hand) ? seat.hand.size : seat.hand.length;
              // At game over nobody is choosing any more, whatever stage was left open.
              const acting = over ? undefined : ctx.activePlayers?.[p];
              const waiting =
                acting === 'choose'
                  ? ' · choosing…'
                  : acting === 'dash'
                    ? ' · choosing a direction…'
                    : acting === 'place'
                      ? ' · placing…'
                      : acting === 'respawn'
                        ? ' · respawning…'
                        : '';
              const chosen =
                G.choices[p] !== null || (G.dashTurns[p] !== undefined && G.dashTurns[p] !== null);
              const status = waiting.replace(' · ', '') || (chosen && !over ? 'ready' : '');
              return (
                <PlayerPanel
                  key={p}
                  name={`${nameOf(p)}${p === me ? ' (you)' : ''}`}
                  color={colourOf(p)}
                  active={Boolean(acting) && !chosen}
                  stats={[
                    { label: 'Score', value: seat.score },
                    { label: 'Specials', value: handSize },
                    ...(seat.cycle.head === null
                      ? [{ label: 'Cycle', value: 'off the Grid' }]
                      : []),
                    ...(status ? [{ label: 'Now', value: status }] : []),
                  ]}
                />
              );
            })}
          </div>
          <div className="lc-muted" style={{ marginTop: 6 }}>
            First to {G.targetScore} points, ahead of everyone
            {G.roundLimit > 0 ? `, or the leader after round ${G.roundLimit}` : ''}.
          </div>
        </section>

        {G.lastRound && (
          // What each seat played last round; the story of the round is in the match's log.
          <section className="lc-box" aria-label="Last round">
            <h3>Round {G.lastRound.round}</h3>
            <ul className="lc-players">
              {Object.entries(G.lastRound.revealed).map(([p, choice]) => (
                <li key={p} className="lc-player">
                  <span className="lc-swatch" style={{ background: colourOf(p) }} />
                  <span>
                    {nameOf(p)}: {describeChoice(choice, G.size)}
                    {G.lastRound!.dashTurns[p] ? ` (${G.lastRound!.dashTurns[p]})` : ''}
                  </span>
                  <span />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      {me && !over && (
        <Dock label="Your decision" title={dockTitle}>
          {lastError && (
            <p role="alert" className="lc-error">
              {lastError}
            </p>
          )}
          {offGrid.length > 0 && (
            <NumberPicker
              label="Off the edge (a crash):"
              values={offGrid.map(({ distance }) => distance)}
              verb="✕ Drive"
              move="chooseCard"
              onPick={(distance) =>
                play(offGrid.find((option) => option.distance === distance)!.choice)
              }
            />
          )}
          {stage === 'choose' && pick.card === 'cutTail' && (
            <OptionButtons
              label="Cut Tail, which way?"
              options={legalOf('cutTail').map((c) => ({
                key: (c as { turn: string }).turn,
                text: TURN_LABEL[(c as { turn: 'left' }).turn],
                move: 'chooseCard',
                onClick: () => play(c),
              }))}
            />
          )}
          {stage === 'choose' && pick.card === 'retractTail' && (
            <NumberPicker
              label="Trail cells to keep"
              values={legalOf('retractTail').map((c) => (c as { length: number }).length)}
              verb="Keep"
              move="chooseCard"
              onPick={(length) => play({ card: 'retractTail', length })}
            />
          )}
          {stage === 'choose' &&
            pick.card === 'crusher' &&
            G.crushers.every((c) => c.edge !== null) && (
              <OptionButtons
                label="Which Crusher moves?"
                options={G.crushers.map((c, i) => ({
                  key: `piece-${i}`,
                  text: `${i + 1}: ${cellName(c.edge![0], G.size)}|${cellName(c.edge![1], G.size)}`,
                  choice: `piece-${i}`,
                  disabled:
                    pick.piece === i ||
                    !legalOf('crusher').some((x) => (x as { piece?: number }).piece === i),
                  onClick: () => setPick({ card: 'crusher', piece: i }),
                }))}
              />
            )}
          {crusherSides().length > 0 && (
            <OptionButtons
              label={`Crusher beside ${cellName(pick.cell!, G.size)}, which side?`}
              options={crusherSides().map((c) => ({
                key: sideName((c as { edge: Edge }).edge),
                text: sideName((c as { edge: Edge }).edge),
                move: 'chooseCard',
                onClick: () => play(c),
              }))}
            />
          )}
          {stage === 'dash' && (
            <OptionButtons
              label={`${CARD_NAMES[G.resolution?.revealed[me]?.card ?? 'dash']}, which way?`}
              options={TURNS.map((turn) => ({
                key: turn,
                text: TURN_LABEL[turn],
                move: 'chooseDashDirection',
                onClick: () => moves.chooseDashDirection(turn),
              }))}
            />
          )}
          <div className="lc-hand" role="group" aria-label="Your hand">
            {TURNS.map((kind) => (
              <CardButton
                key={kind}
                kind={kind}
                legal={legalOf(kind)}
                selected={pick.card === kind}
                overDrive={G.overDrive}
                reason={reason}
                crash={crashing.has(kind)}
                onPlay={play}
                onSelect={(card) => setPick({ card })}
              />
            ))}
            {specialKinds(hand).map(({ kind, count }) => (
              <CardButton
                key={kind}
                kind={kind}
                count={count}
                legal={legalOf(kind)}
                selected={pick.card === kind}
                overDrive={G.overDrive}
                reason={reason}
                onPlay={play}
                onSelect={(card) => setPick({ card })}
              />
            ))}
          </div>
        </Dock>
      )}
    </div>
  );
}
