/**
 * The Tron vs MCP table. Drawing only: every decision shown comes from `enumerate` (legal-moves.ts) on this
 * seat's view, and every button submits exactly that move (the rules decide, never the board).
 *
 * Layout: the open table (phases, piles, Control track, programs) on top, compact; then one
 * decision dock at the bottom of the window holding all a decision needs — what just happened,
 * the attack being answered, the hand and the decision's buttons — so nothing is taken blind.
 * The buttons come last: a card leaving the hand for the table glides upwards, never across them.
 */
import { useMemo, useRef, useState } from 'react';
import type { AiMove, GridplayBoardProps } from '@gridplay/core';
import { isHidden } from '@gridplay/core';
import { Dock, FirstMatchGuide, Hand, TableStyles, useTravel } from '@gridplay/table';
import { enumerate } from '../legal-moves';
import {
  defOf,
  PHASE_LABEL,
  playableSkills,
  skillRefusal,
  skillValue,
  type PhaseName,
} from '../rules';
import { MCP, SeatName, seatInSentence, TRON, type Seat, type TronMcpView } from '../state';
import { AttackSummary } from './AttackSummary';
import { cardFace } from './CardFace';
import { Choices } from './Choices';
import { useAutoPass, useAutoPassSetting } from './auto-pass';
import { tronMcpHints } from './guide';
import { cardsOf, moveLabel } from './labels';
import { latestNews } from './news';
import { useNarrow } from './narrow';
import { BOARD_CSS } from './styles';
import { ControlTrack, ProgramGrid, Reveals, RoundStrip, SeatPiles } from './TableTop';

type Props = GridplayBoardProps<TronMcpView>;

export default function Board({ G, ctx, log, moves, playerID, lastError, matchData }: Props) {
  // Cards glide from where they were to where a move put them (hand → table → discard).
  const table = useRef<HTMLDivElement>(null);
  useTravel(table, log?.length);
  const [selected, setSelected] = useState<string[]>([]);
  const seat = playerID === '0' || playerID === '1' ? playerID : null;
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
  const cardless = listed.filter((c) => cardsOf(c).length === 0);
  const forCards = listed.filter((c) => cardsOf(c).length > 0 && usesSelection(c));
  const commit = stage === 'counter' && live.length > 0;
  const added = live.reduce((sum, card) => sum + skillValue(G, card), 0);
  const derezTargets = new Set(
    choices.flatMap((c) => ('move' in c && c.move === 'chooseDerez' ? [String(c.args?.[0])] : [])),
  );
  /** Why a card of the hand is not a choice now, in player words. */
  const reasonFor = (card: string): string => {
    if (choices.length === 0) return 'It is not your decision now.';
    if (stage === 'counter') return skillRefusal(G, phase, card) ?? 'Not usable in this counter.';
    return `Not one of your choices now (${PHASE_LABEL[phase].replace(/^\d+ · /, '')}).`;
  };
  /** "Ada (Tron)" when the lobby knows the player's name; "the MCP" inside a sentence. */
  const nameOf = (s: Seat, inSentence = false) => {
    const name = matchData?.find((p) => String(p.id) === s)?.name;
    if (name) return `${name} (${SeatName(s)})`;
    return inSentence ? seatInSentence(s) : SeatName(s);
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
  // A phone has room for one line of news and draws the hand small, four to a row
  const narrow = useNarrow();
  // (and, with an attack to answer, no news: the attack summary is the news).
  const news = narrow && G.attack ? [] : latestNews(log, seat, narrow ? 1 : 2);
  const playing = ctx.gameover === undefined;

  return (
    <div className="tm-board" ref={table}>
      <style>{BOARD_CSS}</style>
      <TableStyles />
      {seat && playing && (
        <div className="tm-guide">
          <FirstMatchGuide game="tron-mcp" hints={tronMcpHints(stage, seat)} />
        </div>
      )}
      <header className="tm-top">
        <RoundStrip round={Math.max(G.round, 1)} phase={phase} />
        {seat && (
          <label className="tm-auto">
            <input
              type="checkbox"
              checked={autoPass}
              onChange={(event) => setAutoPass(event.target.checked)}
              data-auto-pass
            />
            Auto-pass when I can do nothing
          </label>
        )}
      </header>
      <div className="tm-seats">
        <SeatPiles G={G} seat={MCP} name={nameOf(MCP)} own={seat === MCP} />
        <SeatPiles G={G} seat={TRON} name={nameOf(TRON)} own={seat === TRON} />
      </div>
      <ControlTrack controls={G.controls} own={seat === MCP} />
      <ProgramGrid G={G} targets={derezTargets} own={seat === TRON} />
      <Reveals G={G} seat={seat} />

      <Dock label={seat ? 'Your decision' : 'The table now'}>
        {news.length > 0 && (
          <ul className="tm-news" aria-label="Just now">
            {news.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
        {G.attack && (
          <AttackSummary
            attack={G.attack}
            atStake={G.programs.filter((p) => p.status === G.attack!.target).map((p) => p.card)}
            added={commit ? added : undefined}
          />
        )}
        {seat && hand.length > 0 && (
          <div className="tm-hand">
            <Hand
              heading={false}
              steady
              label={seat === TRON ? 'Your hand (Tron)' : 'Your hand (MCP)'}
              cards={hand.map((card) => ({
                id: card,
                face: cardFace(card, 'sm', { powerBadge: true }),
                playable: selectable.has(card),
                reason: selectable.has(card) ? undefined : reasonFor(card),
              }))}
              selected={live}
              onToggle={toggle}
            />
          </div>
        )}
        {seat && (
          <section className="tm-actions" aria-label="Your choices">
            {lastError && (
              <p className="tm-error" role="alert">
                {lastError}
              </p>
            )}
            {choices.length === 0 && G.pending && playing && (
              <p className="tm-wait">Waiting for {nameOf(G.pending.seat, true)}…</p>
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
            <Choices
              G={G}
              cardless={cardless}
              forCards={forCards}
              selecting={live.length > 0}
              submit={submit}
            />
            {stage === 'counter' && !commit && freeCommit.length > 0 && (
              <p className="tm-wait">or select Skill cards to commit</p>
            )}
          </section>
        )}
      </Dock>
    </div>
  );
}

const isCommit = (choice: AiMove) => 'move' in choice && choice.move === 'commitSkill';
