/**
 * Step 3 (seed "Disc Movement"): after every active action, the discs already thrown move.
 *
 * Working out an active action's consequences, one crossing at a time, so that a reaction can
 * stop the world and ask a program (RULINGS §3: reactions along a step resolve in path order):
 *
 * 1. the action's own disc step, if any (a Throw, or a Move over one's own marker);
 * 2. then every other disc in flight moves one step, clockwise from the acting program — a disc
 *    thrown by this action does not move again;
 * 3. each step meets the bases it crosses nearest first: Dodged or passed, the disc goes on;
 *    Caught, Blocked or striking, the step ends there.
 *
 * `continueResolution` runs until a program must choose (G.reaction is set) or all is done.
 */
import { narrate, type Randomness } from '@gridplay/core';
import { clockwiseFrom } from '../rules';
import type { PendingStep, ReactionChoice, State } from '../state';
import { wallWords, nextStep } from '../resolution/disc-steps';
import { applyReaction, reactionOptions } from './4-reactions';

/** Start resolving an action by `actor`; `ownStep` is the action's own disc step. */
export function beginResolution(
  G: State,
  actor: string,
  ownStep: { step: PendingStep; thrown: boolean } | null,
): void {
  const thrownNow = ownStep?.thrown ? actor : null;
  const queue = clockwiseFrom(G, actor).filter(
    (seat) => G.programs[seat].disc && seat !== thrownNow,
  );
  G.lastPaths = [];
  G.resolution = { actor, queue, step: null };
  if (ownStep) startStep(G, ownStep.step, ownStep.thrown ? THE_THROWN_DISC : null);
}

/** The log's subject for the disc the action has just thrown. */
const THE_THROWN_DISC = 'The disc';

/** `subject` names the disc in the log ("The disc", "Ram's disc"); null says nothing. */
function startStep(G: State, step: PendingStep, subject: string | null): void {
  G.resolution!.step = step;
  if (step.points.length > 1) G.lastPaths.push({ owner: step.owner, points: step.points });
  if (subject === null) return;
  if (step.vanishes) {
    narrate(G, `${subject} flies to the ${step.walls[0]} wall.`);
  } else {
    // A throw that flies straight needs no line: the move's own words said it.
    const bounce = wallWords(step.walls);
    if (bounce || subject !== THE_THROWN_DISC) narrate(G, `${subject} ${bounce || 'moves'}.`);
  }
}

/** Resolve until a reaction is needed ('waiting') or the action is fully worked out ('done'). */
export function continueResolution(G: State, random: Randomness): 'waiting' | 'done' {
  const resolution = G.resolution;
  if (!resolution) return 'done';
  while (!G.reaction && !G.result) {
    const step = resolution.step;
    if (step) {
      const contact = step.contacts.shift();
      if (!contact) {
        finishStep(G, step);
        resolution.step = null;
        continue;
      }
      if (G.programs[contact.seat].derezzed || !G.programs[step.owner].disc) continue;
      const options = reactionOptions(G, contact.seat, step.owner);
      if (options.length >= 2) {
        G.reaction = {
          reactor: contact.seat,
          discOwner: step.owner,
          options,
          incoming: incomingPath(step, contact.at),
        };
        return 'waiting';
      }
      const forced =
        options[0] ?? (contact.seat === step.owner ? ('passes' as const) : ('struck' as const));
      if (applyReaction(G, contact.seat, step.owner, forced, random) === 'stops') {
        resolution.step = null;
      }
      continue;
    }
    const owner = resolution.queue.shift();
    if (owner === undefined) break;
    const next = nextStep(G, owner);
    if (next) startStep(G, next, `${G.programs[owner].name}'s disc`);
  }
  if (G.reaction) return 'waiting';
  G.resolution = null;
  return 'done';
}

/** The reacting program's answer; then resolution goes on. */
export function answerReaction(G: State, choice: ReactionChoice, random: Randomness): void {
  const reaction = G.reaction!;
  G.reaction = null;
  const outcome = applyReaction(G, reaction.reactor, reaction.discOwner, choice, random);
  if (outcome === 'stops' && G.resolution) G.resolution.step = null;
}

/** The disc comes to rest at the end of its step (or De-Rezzes at a wall). */
function finishStep(G: State, step: PendingStep): void {
  const program = G.programs[step.owner];
  if (!program.disc) return;
  if (step.vanishes) {
    program.disc = null;
    narrate(G, `${program.name}'s disc De-Rezzes against the wall.`);
    return;
  }
  program.disc = { ...program.disc, tip: step.end.tip, bearing: step.end.bearing, leaving: null };
}

/** The path from the step's start to where it meets the base. */
function incomingPath(step: PendingStep, at: number) {
  const points = [step.points[0]];
  let walked = 0;
  for (let i = 1; i < step.points.length; i++) {
    const a = step.points[i - 1];
    const b = step.points[i];
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (walked + len >= at) {
      const t = len > 0 ? (at - walked) / len : 0;
      points.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
      return points;
    }
    points.push(b);
    walked += len;
  }
  return points;
}
