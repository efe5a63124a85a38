/**
 * The reference opponent (core's `bot.reference`, `bot-check --vs reference`): a scripted club
 * player written from the rules alone, without search and without the search's rollout rules.
 * It reads only its own view: its hand, its deck's contents (not their order), the table, the
 * discards and the dice of the contest under way. Its rules:
 *
 * In a contest (both sides)
 * 1. An Event is worth its bonus; a neutralizing Event also the modifier it silences; Bullet
 *    Time the die it expects to gain; EMP in a Battle with Extermination Units stops the damage
 *    whatever the totals.
 * 2. Free plays, ahead or behind: an Event that draws a card (Agent Upgrade, The Oracle's
 *    Cookie) or takes a Time counter (Digger Advance, Drill Breakthrough); Dock Repairs while the
 *    hull is damaged; Mr. Anderson in a Combat with Neo in the Matrix and no Apoc to cover him.
 * 3. When behind in a contest that matters (Detection, Pursuit and Battle matter only while an
 *    Extermination Unit can hit the ship), the smallest Event that closes the gap alone; else,
 *    when its Events together can close it, the biggest; else pass (a lost cause wastes none).
 *    The Humans need a strictly higher total, the Machines only as much: ties are theirs.
 *
 * The Humans
 * 4. Draw: take Neo while he is neither in play nor in hand; then, with no Mission card in
 *    hand, the Mission of most points; with Neo in play, a Mission in hand and Agent Thompson
 *    hunting, Apoc to cover Neo; otherwise draw two.
 * 5. Bring every character into play.
 * 6. Switch: plug in everyone at least as strong in the Matrix as in the real world, Apoc too
 *    when Neo goes in. Neo goes in only with a Mission card to attempt, at least two others
 *    beside him to take the Combat losses, and, while Agent Thompson is in play, Apoc with him.
 *    When the Matrix phase ends free, unplug everyone (nobody dies in the real world).
 * 7. Mission: the one of most expected points, points × the chance to win the roll from the
 *    modifiers on the table and its guard (the Basic Mission counts 1 point).
 * 8. Casualty: lose the cheapest character, Neo last; choosing with Ghost, kill the strongest
 *    Agent (Agent Thompson first).
 *
 * The Machines
 * 9. Draw: take an Agent back from the discard while fewer than two Agents are in play;
 *    otherwise draw two (two cards beat any one: taking a Firewall each turn measured worse).
 * 10. Bring every character into play.
 * 11. Casualty: lose the cheapest Agent; choosing (Agent Thompson, Mr. Anderson), kill Neo unless
 *    Apoc covers him, else the strongest Human. Scrap the weakest Robot, Extermination Units last.
 *
 * Both, discarding down to 10: the card least worth keeping (characters, Missions and Neo first
 * kept, then Events by bonus).
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove } from '@gridplay/core';
import { abilityOf } from './abilities';
import { cardDef, type CharacterCard, type EventCard } from './cards';
import { casualtySide } from './moves/casualty';
import { neutralizeTarget } from './moves/contest';
import { deckDesigns } from './moves/draw';
import { BASIC } from './moves/mission';
import {
  charactersIn,
  countedCharacters,
  defOf,
  handOf,
  humansInMatrix,
  modifierOf,
  prefersMatrix,
  robotsInPlay,
  switchable,
  totalOf,
} from './rules';
import {
  CONTESTS,
  CONTEST_WORLD,
  HULL,
  HUMANS,
  MACHINES,
  opponentOf,
  type ContestKind,
  type MatrixView,
  type Seat,
} from './state';

const named = (moves: AiMove[], name: string) =>
  moves.filter((m) => 'move' in m && m.move === name);
const cardArg = (move: AiMove) => String(move.args![0]);
const pass = (view: MatrixView): AiMove => ({ move: 'pass', args: [view.pending!.stage] });

function best<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  let top: T | undefined;
  for (const item of items) if (top === undefined || score(item) > score(top)) top = item;
  return top;
}

/** A character's modifiers over all seven contests, plus what its ability is worth. */
function characterWorth(card: string): number {
  const def = cardDef(card) as CharacterCard;
  const mods = CONTESTS.reduce((sum, kind) => sum + (def.mods[kind] ?? 0), 0);
  const ability = abilityOf(card)?.kind;
  const extra = ability === 'hunt' ? 4 : ability === 'shield' ? 3 : ability === 'draw' ? 2 : 0;
  return mods + extra + (def.damage ?? 0) * 3 + (defOf(card) === 'neo' ? 100 : 0);
}

/** Extermination Units that would hit the ship if the Machines won a Battle now. */
const activeExterminators = (view: MatrixView) =>
  robotsInPlay(view).filter(
    (card) => (cardDef(card) as CharacterCard).damage && !view.neutralized.includes(card),
  ).length;

// ── Contests ────────────────────────────────────────────────────────────────────────────────

/** Rule 1: what an Event adds to its side's total (an expectation for Bullet Time). */
function eventValue(view: MatrixView, seat: Seat, card: string): number {
  const def = cardDef(card) as EventCard;
  const contest = view.contest!;
  switch (def.effect) {
    case 'neutralize': {
      const target = neutralizeTarget(view, seat);
      return def.bonus + (target ? modifierOf(view, target, contest.kind) : 0);
    }
    case 'reroll': {
      const die = contest.dice[seat];
      return ((10 - die) * (11 - die)) / 20;
    }
    case 'emp':
      return robotsInPlay(view).reduce((sum, r) => sum + modifierOf(view, r, contest.kind), 0);
    default:
      return def.bonus;
  }
}

function contestMatters(view: MatrixView, kind: ContestKind): boolean {
  return CONTEST_WORLD[kind] === 'matrix' || activeExterminators(view) > 0;
}

/** Rule 2: an Event worth playing whatever the totals. */
function freePlay(view: MatrixView, card: string): boolean {
  const def = cardDef(card) as EventCard;
  switch (def.effect) {
    case 'draw':
    case 'time':
      return true;
    case 'repair':
      return view.hull < HULL;
    case 'emp':
      return activeExterminators(view) > 0;
    case 'hunt':
      return (
        humansInMatrix(view).some((c) => defOf(c) === 'neo') &&
        !humansInMatrix(view).some((c) => abilityOf(c)?.kind === 'shield')
      );
    default:
      return false;
  }
}

function contest(view: MatrixView, seat: Seat, moves: AiMove[]): AiMove {
  const events = named(moves, 'playEvent');
  const free = events.find((m) => freePlay(view, cardArg(m)));
  if (free) return free;
  const kind = view.contest!.kind;
  const mine = totalOf(view, seat);
  const theirs = totalOf(view, opponentOf(seat));
  const gap = seat === HUMANS ? theirs + 1 - mine : theirs - mine;
  if (gap <= 0 || !events.length || !contestMatters(view, kind)) return pass(view);
  const value = (m: AiMove) => eventValue(view, seat, cardArg(m));
  const closing = events.filter((m) => value(m) >= gap);
  if (closing.length) return best(closing, (m) => -value(m))!;
  const together = events.reduce((sum, m) => sum + value(m), 0);
  return together >= gap ? best(events, value)! : pass(view);
}

// ── The Humans ──────────────────────────────────────────────────────────────────────────────

const owns = (view: MatrixView, design: string) =>
  [...view.humans.map((h) => h.card), ...handOf(view, HUMANS)].some((c) => defOf(c) === design);
const hunterInPlay = (view: MatrixView) => view.machines.some((c) => abilityOf(c)?.kind === 'hunt');

function humansDraw(view: MatrixView): AiMove {
  const designs = deckDesigns(view, HUMANS);
  const take = (design: string): AiMove => ({ move: 'takeCard', args: [design] });
  if (!owns(view, 'neo') && designs.includes('neo')) return take('neo');
  const holdsMission = handOf(view, HUMANS).some((c) => cardDef(c).kind === 'mission');
  const missions = designs.filter((d) => cardDef(d).kind === 'mission');
  const biggest = best(missions, (d) => {
    const def = cardDef(d);
    return def.kind === 'mission' ? def.points : 0;
  });
  if (!holdsMission && biggest) return take(biggest);
  const neoInPlay = view.humans.some((h) => defOf(h.card) === 'neo');
  if (neoInPlay && holdsMission && hunterInPlay(view) && !owns(view, 'apoc'))
    if (designs.includes('apoc')) return take('apoc');
  return { move: 'drawTwo', args: [] };
}

/** Rule 6: who should be in the Matrix after the Switch. */
function wantsMatrix(view: MatrixView, card: string): boolean {
  const design = defOf(card);
  const neo = view.humans.find((h) => defOf(h.card) === 'neo');
  const plannedCrew = view.humans.filter(
    (h) =>
      defOf(h.card) !== 'neo' &&
      (switchable(view).includes(h.card) ? prefersMatrix(h.card) : h.plugged),
  );
  const programs = humansInMatrix(view).filter((c) => !view.humans.some((h) => h.card === c));
  const apoc = view.humans.find((h) => defOf(h.card) === 'apoc');
  const neoGoes =
    !!neo &&
    handOf(view, HUMANS).some((c) => cardDef(c).kind === 'mission') &&
    plannedCrew.length + programs.length >= 2 &&
    (!hunterInPlay(view) || !!apoc);
  if (design === 'neo') return neoGoes;
  if (design === 'apoc' && neoGoes) return true;
  return prefersMatrix(card);
}

function humansSwitch(view: MatrixView): AiMove {
  const candidates = switchable(view);
  const plugged = (card: string) => view.humans.find((h) => h.card === card)!.plugged;
  // The crew first, Neo last: his decision counts the crew beside him.
  const order = [...candidates].sort(
    (a, b) => Number(defOf(a) === 'neo') - Number(defOf(b) === 'neo'),
  );
  for (const card of order) {
    const want = wantsMatrix(view, card);
    if (want !== plugged(card)) return { move: want ? 'plug' : 'unplug', args: [card] };
  }
  return pass(view);
}

/** The chance that d10 + `edge` beats (strictly) another d10. */
function chanceAbove(edge: number): number {
  let wins = 0;
  for (let mine = 1; mine <= 10; mine++)
    for (let theirs = 1; theirs <= 10; theirs++) if (mine + edge > theirs) wins++;
  return wins / 100;
}

function mission(view: MatrixView, moves: AiMove[]): AiMove {
  const sum = (seat: Seat) =>
    countedCharacters(view, seat, 'mission').reduce((s, part) => s + part.value, 0);
  const edge = sum(HUMANS) - sum(MACHINES);
  const expected = (m: AiMove) => {
    const card = cardArg(m);
    if (card === BASIC) return chanceAbove(edge);
    const def = cardDef(card);
    return def.kind === 'mission' ? def.points * chanceAbove(edge - def.guard) : 0;
  };
  return best(named(moves, 'attemptMission'), expected) ?? moves[0];
}

// ── The Machines ────────────────────────────────────────────────────────────────────────────

function machinesDraw(view: MatrixView): AiMove {
  const agentsInPlay = view.machines.filter(
    (c) => (cardDef(c) as CharacterCard).origin === 'agent',
  ).length;
  const agentBack = best(
    view.seats[MACHINES].discard.filter(
      (c) => cardDef(c).kind === 'character' && (cardDef(c) as CharacterCard).origin === 'agent',
    ),
    characterWorth,
  );
  if (agentsInPlay < 2 && agentBack) return { move: 'recallCharacter', args: [agentBack] };
  return { move: 'drawTwo', args: [] };
}

// ── Both ────────────────────────────────────────────────────────────────────────────────────

function casualty(view: MatrixView, seat: Seat): AiMove {
  const side = casualtySide(view, seat);
  const inMatrix = charactersIn(view, side, 'matrix');
  const choose = (card: string): AiMove => ({ move: 'chooseCasualty', args: [card] });
  if (side === seat) return choose(best(inMatrix, (c) => -characterWorth(c))!);
  const neo = inMatrix.find((c) => defOf(c) === 'neo');
  const covered = inMatrix.some((c) => abilityOf(c)?.kind === 'shield');
  if (neo && !covered) return choose(neo);
  return choose(
    best(
      inMatrix.filter((c) => c !== neo),
      characterWorth,
    ) ?? inMatrix[0],
  );
}

/** How much a card is worth keeping in hand. */
function keepValue(card: string): number {
  const def = cardDef(card);
  if (def.kind === 'character') return 20 + characterWorth(card);
  if (def.kind === 'mission') return 15 + def.points;
  const effect = def.effect
    ? { hunt: 3, emp: 3, neutralize: 2, reroll: 2 }[def.effect as string]
    : 0;
  return def.bonus + (effect ?? 1);
}

export function referenceMove(
  view: MatrixView,
  _ctx: Ctx,
  seat: PlayerID,
  moves: AiMove[],
): AiMove {
  const me = seat as Seat;
  switch (view.pending!.stage) {
    case 'discardDown':
      return best(named(handMoves(view, me), 'discardDown'), (m) => -keepValue(cardArg(m)))!;
    case 'draw':
      return me === HUMANS ? humansDraw(view) : machinesDraw(view);
    case 'bringIn':
      return named(moves, 'bringIn')[0] ?? pass(view);
    case 'switch':
      return humansSwitch(view);
    case 'exit':
      return named(moves, 'unplug')[0] ?? pass(view);
    case 'contest':
      return contest(view, me, moves);
    case 'casualty':
      return casualty(view, me);
    case 'mission':
      return mission(view, moves);
    case 'scrap': {
      const robot = best(robotsInPlay(view), (c) => -characterWorth(c));
      return robot ? { move: 'scrapRobot', args: [robot] } : moves[0];
    }
  }
}

/** Every card of the hand as a discard (enumerate offers only three). */
function handMoves(view: MatrixView, seat: Seat): AiMove[] {
  return handOf(view, seat).map((card) => ({ move: 'discardDown', args: [card] }));
}

/** Core's `bot.reference`. */
export function reference(view: MatrixView, ctx: Ctx, seat: PlayerID, moves: AiMove[]): AiMove {
  return referenceMove(view, ctx, seat, moves);
}
