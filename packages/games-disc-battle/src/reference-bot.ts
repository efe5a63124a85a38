/**
 * The reference opponent (core's `bot.reference`, `bot-check --vs reference`): a scripted club
 * player written from the rules alone, without search and without the search's rollout or
 * evaluation. Nothing is hidden in this game but the deck's order, so it reads the whole view;
 * ties between equal choices are broken by its own `random`. Its rules:
 *
 * 1. **Aim at the likeliest hit.** A throw is worth what its path does, nearest base first:
 *    an enemy Prone is De-Rezzed (10, the disc stops), an enemy with no card dives and lies Prone
 *    (4), an enemy with a card spends it (1; a Block stops the disc); a friend hit counts against.
 *    The throw's next 8″ step counts half.
 * 2. **Finish**: Attack an overlapping enemy that is Prone or holds no card; throw when the best
 *    throw is worth 4 or more (it De-Rezzes or floors someone).
 * 3. **Never stay in a disc's way without a card**: when another disc's next step crosses my base
 *    and I hold none, Move where no disc's next step and fewest armed enemies (12″ reach) are.
 * 4. **A card is my only defence**: hold when I hold none; otherwise, when nothing better,
 *    Attack an overlapping enemy (it spends a card), throw a shot worth 1 or more, close in on a
 *    card-less enemy to Attack it next, hold up to the limit; with a full hand, throw any shot
 *    worth something, else Move out of the discs' way to 8″ from the nearest enemy (in range).
 * 5. **Stand up** when Prone. **Recall** my disc when it is far and its next step hits no enemy.
 * 6. **Reacting**: Block another's disc, unless letting it pass (Dodge) sends it on into an
 *    enemy with no card or Prone; Dodge when I cannot Block. My own disc: Catch it when I hold
 *    two cards or no other disc flies; dive for it only when no enemy disc flies and no armed
 *    enemy is within 12″; otherwise let it pass.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import { randomIndex, type AiMove, type Randomness } from '@gridplay/core';
import {
  BASE_RADIUS,
  RECALL_DISTANCE,
  STEP_LENGTH,
  add,
  bearingFromTo,
  discStep,
  distance,
  scale,
  unitFromBearing,
  type Path,
  type Vec,
} from './geometry';
import { hasDisc } from './rules';
import { baseContact, throwStep } from './resolution/disc-steps';
import type { Disc, Program, ReactionChoice, View } from './state';

/** What a disc's crossing is worth to the thrower's side, by what the rules make of it. */
const DEREZ = 10;
const FLOORED = 4;
const CARD_SPENT = 1;
/** A throw reaches 10″ from its thrower's centre, and sweeps a base 2″ further. */
const THROW_REACH = BASE_RADIUS + STEP_LENGTH + BASE_RADIUS;
/** Where a full hand waits: an aimed throw crosses a base this far off with room to spare. */
const IN_RANGE = 8;

const enemies = (view: View, seat: PlayerID) =>
  Object.values(view.programs).filter((p) => !p.derezzed && p.team !== view.programs[seat].team);

/** The standing programs a path crosses, nearest first. */
function crossed(view: View, path: Path, leaving: string | null): Program[] {
  return Object.values(view.programs)
    .filter((p) => !p.derezzed)
    .map((p) => ({ p, at: baseContact(path, p, leaving) }))
    .filter((c): c is { p: Program; at: number } => c.at !== null)
    .sort((a, b) => a.at - b.at)
    .map((c) => c.p);
}

/** Rule 1: what a disc of `owner` crossing `programs` in order is worth to `owner`'s side. */
function worthOf(view: View, owner: PlayerID, programs: Program[]): { worth: number; on: boolean } {
  const team = view.programs[owner].team;
  let worth = 0;
  for (const p of programs) {
    if (p.seat === owner) continue;
    const sign = p.team === team ? -1 : 1;
    if (p.prone) return { worth: worth + sign * DEREZ, on: false };
    if (p.held === 0) worth += sign * FLOORED;
    else {
      worth += sign * CARD_SPENT;
      if (hasDisc(p)) return { worth, on: false };
    }
  }
  return { worth, on: true };
}

function throwWorth(view: View, seat: PlayerID, bearing: number): number {
  const first = throwStep(view, seat, bearing);
  const programs = first.contacts.map((c) => view.programs[c.seat]);
  const now = worthOf(view, seat, programs);
  if (!now.on) return now.worth;
  const next = discStep(view.grid, first.end);
  return now.worth + worthOf(view, seat, crossed(view, next, null)).worth / 2;
}

/** Where another disc goes next (a recalled one turns toward its owner first). */
function nextPath(view: View, owner: Program): Path | null {
  const disc: Disc | null = owner.disc;
  if (!disc) return null;
  const bearing =
    disc.recalled && !owner.derezzed ? bearingFromTo(disc.tip, owner.centre) : disc.bearing;
  return discStep(view.grid, { tip: disc.tip, bearing });
}

/** Rule 3: how much danger a base at `centre` is in — discs about to cross it, armed enemies. */
function danger(view: View, seat: PlayerID, centre: Vec): [number, number] {
  const me = { ...view.programs[seat], centre };
  let discs = 0;
  for (const owner of Object.values(view.programs)) {
    if (owner.seat === seat) continue;
    const path = nextPath(view, owner);
    if (path && baseContact(path, me, owner.disc!.leaving) !== null) discs++;
  }
  const armed = enemies(view, seat).filter(
    (p) => hasDisc(p) && !p.prone && distance(p.centre, centre) <= THROW_REACH,
  ).length;
  return [discs, armed];
}

const argOf = <T>(move: AiMove, index = 0) => (move.args ?? [])[index] as T;
const named = (moves: AiMove[], name: string) =>
  moves.filter((m) => 'move' in m && m.move === name);

/** The items ranking first by `key` (compared in order, higher first); equal ones by `random`. */
function top<T>(items: T[], key: (item: T) => number[], random: Randomness): T | undefined {
  let leaders: T[] = [];
  let leading: number[] = [];
  for (const item of items) {
    const k = key(item);
    const order = leaders.length === 0 ? 1 : compare(k, leading);
    if (order > 0) [leaders, leading] = [[item], k];
    else if (order === 0) leaders.push(item);
  }
  return leaders.length === 0 ? undefined : leaders[randomIndex(random, leaders.length)];
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i] ? 1 : -1;
  return 0;
}

/** Rule 6. */
function react(view: View, seat: PlayerID, moves: AiMove[]): AiMove {
  const answer = (choice: ReactionChoice) => moves.find((m) => argOf(m) === choice);
  const reaction = view.reaction!;
  const others = Object.values(view.programs).filter(
    (p) => p.seat !== seat && !p.derezzed && p.disc !== null,
  );
  if (reaction.discOwner === seat) {
    const catchIt = answer('catch');
    if (catchIt && (view.programs[seat].held >= 2 || others.length === 0)) return catchIt;
    const dive = answer('diveCatch');
    if (dive && others.length === 0 && danger(view, seat, view.programs[seat].centre)[1] === 0)
      return dive;
    return answer('letPass') ?? moves[0];
  }
  // The bases the disc still crosses this step (mine is already taken off the list).
  const next = (view.resolution?.step?.contacts ?? [])
    .map((c) => view.programs[c.seat])
    .find((p) => p.seat !== reaction.discOwner && !p.derezzed);
  const hurtsEnemy =
    next !== undefined && next.team !== view.programs[seat].team && (next.prone || next.held === 0);
  if (hurtsEnemy && answer('dodge')) return answer('dodge')!;
  return answer('block') ?? answer('dodge') ?? moves[0];
}

/** A Move's landing place. */
const landing = (me: Program, move: AiMove): Vec =>
  add(me.centre, scale(unitFromBearing(argOf<number>(move)), argOf<number>(move, 1)));

/** Rules 2–5, when my card is face up. */
function act(view: View, seat: PlayerID, moves: AiMove[], random: Randomness): AiMove {
  const me = view.programs[seat];
  const stand = named(moves, 'stand')[0];
  if (me.prone && stand) return stand;

  const attacks = named(moves, 'attack').map((m) => ({ m, p: view.programs[argOf<string>(m)] }));
  const foes = attacks.filter((a) => a.p.team !== me.team);
  const finish = top(
    foes.filter((a) => a.p.prone || a.p.held === 0),
    () => [0],
    random,
  );
  if (finish) return finish.m;

  const throws = named(moves, 'throwDisc').map((m) => ({
    m,
    worth: throwWorth(view, seat, argOf<number>(m)),
  }));
  const shot = top(throws, (t) => [t.worth], random);
  if (shot && shot.worth >= FLOORED) return shot.m;

  const steps = named(moves, 'moveBase').map((m) => {
    const to = landing(me, m);
    const [discs, armed] = danger(view, seat, to);
    const nearest = Math.min(...enemies(view, seat).map((p) => distance(p.centre, to)));
    return { m, to, discs, armed, nearest };
  });
  const safest = top(steps, (s) => [-s.discs, -s.armed, Math.min(s.nearest, THROW_REACH)], random);
  const [inWay] = danger(view, seat, me.centre);
  if (inWay > 0 && me.held === 0 && safest && safest.discs === 0) return safest.m;

  const hold = named(moves, 'hold')[0];
  if (me.held === 0 && hold) return hold;

  const recall = named(moves, 'recall')[0];
  if (recall && distance(me.disc!.tip, me.centre) > RECALL_DISTANCE) {
    const path = nextPath(view, me);
    const hits = path ? worthOf(view, seat, crossed(view, path, me.disc!.leaving)).worth : 0;
    if (hits <= 0) return recall;
  }

  const press = top(foes, (a) => [-a.p.held], random);
  if (press) return press.m;
  if (shot && shot.worth >= CARD_SPENT) return shot.m;

  const closing = hasDisc(me)
    ? top(
        steps.filter(
          (s) =>
            s.discs === 0 &&
            enemies(view, seat).some(
              (p) => (p.held === 0 || p.prone) && distance(p.centre, s.to) < 2 * BASE_RADIUS,
            ),
        ),
        (s) => [-s.armed],
        random,
      )
    : undefined;
  if (closing) return closing.m;
  if (hold) return hold;
  if (shot && shot.worth > 0) return shot.m;
  // A full hand: out of the discs' way, into throwing range of the nearest enemy.
  const stalk = top(steps, (s) => [-s.discs, -Math.abs(s.nearest - IN_RANGE), -s.armed], random);
  if (stalk) return stalk.m;
  return stand ?? moves[randomIndex(random, moves.length)];
}

/** Core's `bot.reference`: the club player's move for `seat`, from its view only. */
export function reference(
  view: View,
  _ctx: Ctx,
  seat: PlayerID,
  moves: AiMove[],
  random: Randomness,
): AiMove {
  return view.reaction ? react(view, seat, moves) : act(view, seat, moves, random);
}
