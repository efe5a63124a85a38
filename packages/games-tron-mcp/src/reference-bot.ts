/**
 * The reference opponent (core's `bot.reference`, `bot-check --vs reference`): a scripted club
 * player written from the rules alone, without search and without the search's rollout rules.
 * It reads only its own view (its hand, the public table, the sizes of the hidden zones, and a
 * hand its Clu or Logic Probe showed it). Its rules:
 *
 * Tron
 * 1. Mulligan whenever offered (the hand then holds no program).
 * 2. Bring in a program every round: the Tron program first (+1 on every Skill card), then Clu
 *    (enters at Rogue, one step nearer the Mesa), Yori (at Rogue when she may: draws 2), Flynn,
 *    Ram last (losing him draws a card, so he is the cheapest to field).
 * 3. Play the status card of the phase whenever it can: programs only move forward.
 * 4. Counter with the fewest Skill cards that reach the power (then the lowest total); in
 *    Program Delete keep one Skill card back for the erase when it can. Never commit when the
 *    hand cannot reach the power (committed cards are lost either way), nor two cards or more to
 *    save a lone Ram. Play Re-Energize whenever a program is about to be derezzed.
 * 5. Erase the MCP whenever allowed, with the weakest Skill card.
 * 6. Sub-Routines: Location Query fetches what the plan lacks (a program when none is in play or
 *    in hand, else the status card the furthest programs need next, else the strongest Skill);
 *    make the MCP discard 2 at random while his hand holds 2; draw 2 while its hand has room;
 *    Bit when the deck is nearly out; else pass.
 *
 * The MCP
 * 7. Bring in a Control card every round.
 * 8. Attack whenever it can. Against a Tron who holds no card (or, seen by Logic Probe, whose
 *    Skill cards cannot reach it), the weakest card that still cannot be countered. At the Mesa
 *    (phases 6 and 7) and with Game cards (one a round, good for nothing else) the strongest. At
 *    Rogue and Activated, the strongest too, unless it holds another Security card and no
 *    Program-Delete-only card: then it keeps its strongest for the Mesa and plays the next one.
 * 9. Transport Disorientation when Tron's total exactly meets the Game card's power.
 * 10. Derez the most dangerous program: Tron, Flynn, Yori, Clu, Ram.
 * 11. Sub-Routines: End of Line while Tron holds 2 cards; Logic Probe while he holds any; draw 2
 *    while its hand has room; Null Unit when the deck is nearly out; else pass.
 *
 * Both, discarding down to 8: the card least worth keeping (Control cards and the Security
 * cards that stop the erase are kept; Tron keeps programs he can still field, one status card of
 * each kind, then high Skill cards).
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove } from '@gridplay/core';
import { cardDef, designDef } from './cards';
import { defOf, handOf, programInPlay, programsAt, skillRefusal, skillValue } from './rules';
import { HAND_LIMIT, MCP, TRON, type Seat, type TronMcpView } from './state';

/** A deck this small is nearly out: time for Bit or Null Unit. */
const LOW_DECK = 5;
/** Tron fields his programs in this order (rule 2); the MCP derezzes in this order (rule 10). */
const FIELD_ORDER = ['tron', 'clu', 'yori', 'flynn', 'ram'];
const DEREZ_ORDER = ['tron', 'flynn', 'yori', 'clu', 'ram'];

const named = (moves: AiMove[], name: string) =>
  moves.filter((m) => 'move' in m && m.move === name);
const cardArg = (move: AiMove) => String(move.args![0]);
const power = (card: string) => cardDef(card).power ?? 0;
const sizeOf = (zone: string[] | { size: number }) =>
  Array.isArray(zone) ? zone.length : zone.size;

/** The move scoring lowest (first on ties). */
function lowest(moves: AiMove[], score: (move: AiMove) => number): AiMove | undefined {
  let best: AiMove | undefined;
  for (const move of moves) if (!best || score(move) < score(best)) best = move;
  return best;
}

function pass(view: TronMcpView): AiMove {
  return { move: 'pass', args: [view.pending!.stage] };
}

/** Tron's hand as the MCP last saw it (Logic Probe, this round), or undefined. */
function seenTronHand(view: TronMcpView): readonly string[] | undefined {
  return view.reveals.filter((r) => r.viewer === MCP && r.owner === TRON).at(-1)?.cards;
}

// ── Tron ────────────────────────────────────────────────────────────────────────────────────

function counter(view: TronMcpView, phase: string, moves: AiMove[]): AiMove {
  const attack = view.attack!;
  const needed = attack.power - attack.total;
  if (needed <= 0) return pass(view);
  const targets = programsAt(view, attack.target);
  const loneRam = targets.length === 1 && defOf(targets[0]) === 'ram';
  const skillsInHand = handOf(view, TRON).filter((card) => !skillRefusal(view, phase, card));
  const commits = named(moves, 'commitSkill').filter((m) => {
    const set = m.args![0] as string[];
    const total = set.reduce((sum, card) => sum + skillValue(view, card), 0);
    return total >= needed && !(loneRam && set.length >= 2);
  });
  const size = (m: AiMove) => (m.args![0] as string[]).length;
  const total = (m: AiMove) =>
    (m.args![0] as string[]).reduce((sum, card) => sum + skillValue(view, card), 0);
  // Rule 4: in Program Delete a set that leaves a Skill card for the erase comes first.
  const leavesEraser = (m: AiMove) =>
    phase !== 'programDelete' || size(m) < skillsInHand.length ? 0 : 1;
  return lowest(commits, (m) => leavesEraser(m) * 1000 + size(m) * 100 + total(m)) ?? pass(view);
}

function downloadProgram(moves: AiMove[]): AiMove | undefined {
  const downloads = named(moves, 'downloadProgram');
  // Yori at Rogue (her second argument) before Yori at Game Grid.
  return lowest(
    downloads,
    (m) => FIELD_ORDER.indexOf(defOf(cardArg(m))) * 2 + (m.args!.length === 2 ? 0 : 1),
  );
}

/** What Location Query should fetch, in order of need (rule 6). */
function wantedDesigns(view: TronMcpView): string[] {
  const hand = handOf(view, TRON);
  const holds = (kind: string) => hand.some((card) => cardDef(card).kind === kind);
  const wanted: string[] = [];
  if (!view.programs.length && !holds('program')) wanted.push(...FIELD_ORDER);
  const chain = [
    ['activated', 'transport'],
    ['rogue', 'activation'],
    ['gameGrid', 'escape'],
  ] as const;
  for (const [status, kind] of chain)
    if (programsAt(view, status).length && !holds(kind)) wanted.push(kind);
  wanted.push('reflexes', 'coordination', 'speed');
  wanted.push(...FIELD_ORDER.filter((design) => !programInPlay(view, design)));
  return wanted;
}

function tronSubRoutine(view: TronMcpView, moves: AiMove[]): AiMove {
  const plays = named(moves, 'playSubRoutine');
  const hand = handOf(view, TRON);
  const searches = plays.filter((m) => m.args!.length === 2);
  if (searches.length) {
    for (const want of wantedDesigns(view)) {
      const found = searches.find((m) => {
        const design = String(m.args![1]);
        // A wanted kind (`transport`) or a wanted design (`reflexes`); Reassemble Recognizer
        // needs Flynn, so a plain Transport first.
        const def = designDef(cardArg(m), design);
        return design === want || (def.kind === want && !def.needsUser);
      });
      if (found) return found;
    }
  }
  const effect = (m: AiMove) => cardDef(cardArg(m)).effect;
  const mcpHand = sizeOf(view.seats[MCP].hand);
  const discard = plays.find((m) => effect(m) === 'randomDiscardTwo');
  if (discard && mcpHand >= 2) return discard;
  const draw = plays.find((m) => effect(m) === 'drawTwo');
  if (draw && hand.length - 1 + 2 <= HAND_LIMIT) return draw;
  const bit = plays.find((m) => effect(m) === 'reshuffle');
  if (bit && sizeOf(view.seats[TRON].deck) <= LOW_DECK && view.seats[TRON].discard.length)
    return bit;
  return pass(view);
}

/** How much Tron wants to keep a card when discarding down. */
function tronKeep(view: TronMcpView, card: string): number {
  const def = cardDef(card);
  const hand = handOf(view, TRON);
  const copiesInHand = hand.filter((c) => defOf(c) === def.id).length;
  switch (def.kind) {
    case 'program':
      return programInPlay(view, def.id) ? 1 : copiesInHand > 1 ? 5 : 9;
    case 'escape':
    case 'activation':
    case 'transport': {
      const sameKind = hand.filter((c) => cardDef(c).kind === def.kind).length;
      return sameKind > 1 ? 3 : 8;
    }
    case 'skill':
      return def.needsUser && !programInPlay(view, 'flynn') ? 2 : 2 + 0.7 * power(card);
    default:
      if (def.effect === 'search') return 8;
      if (def.effect === 'matterTransform') return hand.some((c) => defOf(c) === 'flynn') ? 6 : 2;
      if (def.effect === 'preventDerez') return programInPlay(view, 'flynn') ? 5 : 2;
      if (def.effect === 'reshuffle') return 1;
      return 4;
  }
}

// ── The MCP ─────────────────────────────────────────────────────────────────────────────────

/** The most Tron could commit from a hand the MCP saw (Skill cards usable in this phase). */
function bestCounter(view: TronMcpView, phase: string, hand: readonly string[]): number {
  return hand
    .filter((card) => !skillRefusal(view, phase, card))
    .reduce((sum, card) => sum + skillValue(view, card), 0);
}

function mcpAttack(view: TronMcpView, phase: string, moves: AiMove[]): AiMove {
  const attacks = named(moves, 'attack');
  if (!attacks.length) return pass(view);
  const byPower = [...attacks].sort((a, b) => power(cardArg(b)) - power(cardArg(a)));
  const strongest = byPower[0];
  const tronHand = sizeOf(view.seats[TRON].hand);
  const seen = seenTronHand(view);
  // Rule 8: Tron cannot counter, so the weakest card that still wins does.
  const ceiling = tronHand === 0 ? 0 : seen ? bestCounter(view, phase, seen) : undefined;
  if (ceiling !== undefined) {
    const winning = byPower.filter((m) => power(cardArg(m)) > ceiling);
    if (winning.length) return winning.at(-1)!;
  }
  if (phase === 'gameGrid' || phase === 'fileTransfer' || phase === 'programDelete')
    return strongest;
  const hand = handOf(view, MCP);
  const security = hand.filter((card) => cardDef(card).kind === 'security');
  const holdsLastLine = security.some((card) => cardDef(card).onlyIn === 'programDelete');
  if (!holdsLastLine && security.length >= 2 && byPower.length >= 2) return byPower[1];
  return strongest;
}

function mcpSubRoutine(view: TronMcpView, moves: AiMove[]): AiMove {
  const plays = named(moves, 'playSubRoutine');
  const effect = (m: AiMove) => cardDef(cardArg(m)).effect;
  const tronHand = sizeOf(view.seats[TRON].hand);
  const hand = handOf(view, MCP);
  const endOfLine = plays.find((m) => effect(m) === 'randomDiscardTwo');
  if (endOfLine && tronHand >= 2) return endOfLine;
  const probe = plays.find((m) => effect(m) === 'peekHand');
  if (probe && tronHand > 0 && !seenTronHand(view)) return probe;
  const draw = plays.find((m) => effect(m) === 'drawTwo');
  if (draw && hand.length - 1 + 2 <= HAND_LIMIT) return draw;
  const nullUnit = plays.find((m) => effect(m) === 'reshuffle');
  if (nullUnit && sizeOf(view.seats[MCP].deck) <= LOW_DECK && view.seats[MCP].discard.length)
    return nullUnit;
  return pass(view);
}

/** How much the MCP wants to keep a card when discarding down. */
function mcpKeep(card: string): number {
  const def = cardDef(card);
  if (def.kind === 'control') return 20;
  if (def.kind === 'security') return def.onlyIn ? 12 : 3 + power(card);
  if (def.kind === 'game') return 1 + 0.8 * power(card);
  if (def.effect === 'randomDiscardTwo') return 7;
  if (def.effect === 'drawTwo') return 5;
  if (def.effect === 'disorient' || def.effect === 'peekHand') return 3;
  return 1;
}

// ── Both ────────────────────────────────────────────────────────────────────────────────────

export function referenceMove(
  view: TronMcpView,
  ctx: Ctx,
  seat: PlayerID,
  moves: AiMove[],
): AiMove {
  const stage = view.pending!.stage;
  const phase = ctx.phase ?? 'mulligan';
  const first = (name: string) => named(moves, name)[0];
  switch (stage) {
    case 'mulligan':
      return first('mulligan') ?? pass(view);
    case 'discardDown': {
      const keep = (m: AiMove) =>
        (seat as Seat) === TRON ? tronKeep(view, cardArg(m)) : mcpKeep(cardArg(m));
      return lowest(named(moves, 'discardExcess'), keep) ?? moves[0];
    }
    case 'downloadControl':
      return first('downloadControl') ?? pass(view);
    case 'downloadProgram':
      return downloadProgram(moves) ?? pass(view);
    case 'playStatus':
      return first('playStatus') ?? pass(view);
    case 'counter':
      return counter(view, phase, moves);
    case 'reEnergize':
      return first('reEnergize') ?? pass(view);
    case 'erase':
      return lowest(named(moves, 'erase'), (m) => power(cardArg(m))) ?? pass(view);
    case 'attack':
      return mcpAttack(view, phase, moves);
    case 'respond': {
      const attack = view.attack!;
      return attack.total === attack.power ? (first('disorient') ?? pass(view)) : pass(view);
    }
    case 'chooseDerez':
      return lowest(moves, (m) => DEREZ_ORDER.indexOf(defOf(cardArg(m)))) ?? moves[0];
    case 'subRoutine':
      return (seat as Seat) === TRON ? tronSubRoutine(view, moves) : mcpSubRoutine(view, moves);
  }
}

/** Core's `bot.reference`. */
export function reference(view: TronMcpView, ctx: Ctx, seat: PlayerID, moves: AiMove[]): AiMove {
  return referenceMove(view, ctx, seat, moves);
}
