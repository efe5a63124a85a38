/**
 * Secrets checks. Random playouts are replayed and, after each checked action, every seat's
 * delivery (its playerView, ctx and plugin views, and the log entries it receives: what the
 * server actually sends it) is examined four ways:
 *
 * - views:   change only one seat's secrets (the module's `perturbSecrets`); no other seat's
 *            delivery and not the spectator's may change, anywhere in it.
 * - ownView: a seat must see its own secrets: perturbing them changes its own view somewhere.
 * - copies:  a value one seat sees and another does not (its dice, a card id) must not turn up
 *            anywhere else in the other seat's delivery or log lines: a copy of a secret is the
 *            secret, even when the copy no longer changes with it (a reveal written after the
 *            next round's dice were rolled).
 * - moves:   the same move made in a world where only one seat's secrets differ must give every
 *            other seat the same view and log line, unless the move reveals hidden values (its
 *            outcome then shows values taken from the state). A public figure computed from
 *            hidden dice, or a log line that lists them, fails here.
 */
import { isDeepStrictEqual } from 'node:util';
import type { PlayerID, State } from 'boardgame.io';
import { type GameModule, seededRandom, type Action } from '@gridplay/core';
import { newMatch, type ConformanceOptions, type Finding, type Playout } from './checks';
import {
  deliveredLog,
  deliveredState,
  seatLabel,
  type Seat,
  type SeatDelivery,
} from './seat-delivery';
import { insideRevealTo, laysSecretOpen, showsHiddenValues } from './reveal-evidence';
import {
  canonical,
  changedParts,
  firstDifference,
  hiddenParts,
  isContainer,
  isDistinctive,
  shapeOf,
  showPath,
  showValue,
  subtrees,
  textMentions,
  valueAt,
  withoutPath,
  type Located,
} from './value-paths';

export interface SecretFindings {
  views: Finding[];
  ownView: Finding[];
  copies: Finding[];
  moves: Finding[];
}

/** Everything one state shows its seats, with the perturbed worlds drawn for it. */
interface Snapshot {
  state: State;
  delivered: Map<Seat, SeatDelivery>;
  /** Each owner's perturbed G (undefined when perturbSecrets changed nothing). */
  perturbed: Map<PlayerID, unknown>;
  /** What each seat sees and a spectator does not, computed when first asked for. */
  hidden: Map<PlayerID, Located[]>;
  /** The distinctive values each seat sees anywhere, computed when first asked for. */
  visible: Map<Seat, Set<string>>;
}

const MAX_FINDINGS = 12;

export function checkSecrets(
  module: GameModule,
  playouts: Playout[],
  options: ConformanceOptions = {},
): SecretFindings {
  const findings: SecretFindings = { views: [], ownView: [], copies: [], moves: [] };
  const perturb = module.perturbSecrets;
  if (!perturb) {
    findings.views.push(
      `${module.meta.id}: no perturbSecrets; cannot check that secrets stay private`,
    );
    return findings;
  }
  const game = module.game;
  const seen = new Set<string>();
  const report = (kind: keyof SecretFindings, key: string, message: string) => {
    if (seen.has(key) || findings[kind].length >= MAX_FINDINGS) return;
    seen.add(key);
    findings[kind].push(message);
  };
  const ownSecretChanges = new Map<PlayerID, { perturbed: number; seen: number }>();
  let perturbedSomething = false;

  const disclosed = Object.keys(options.disclosedByRules ?? {}).map((path) => path.split('.'));
  const withoutDisclosed = (delivery: SeatDelivery) =>
    disclosed.reduce<unknown>((rest, path) => withoutPath(rest, path), delivery);

  // Each player count's budget of checked actions is shared by its playouts, as windows of
  // consecutive actions from the opening of the first playout to the end of the last.
  const budget = options.secretSteps ?? 400;
  const playoutsOf = (numPlayers: number) => playouts.filter((p) => p.numPlayers === numPlayers);
  for (const playout of playouts) {
    const siblings = playoutsOf(playout.numPlayers);
    const index = siblings.indexOf(playout);
    const window = Math.ceil(budget / siblings.length);
    const first =
      siblings.length > 1
        ? Math.floor((index / (siblings.length - 1)) * Math.max(0, playout.actions.length - window))
        : 0;
    const last = Math.min(playout.actions.length, first + window);
    const replay = {
      ...playout,
      match: newMatch(module, playout.numPlayers, playout.seed, options),
    };
    for (const action of playout.actions.slice(0, first)) replay.match.dispatch(action);

    const seats = Array.from({ length: replay.numPlayers }, (_, p) => String(p));
    const viewers: Seat[] = [...seats, null];
    const random = seededRandom(replay.actions.length * 31 + replay.numPlayers);

    const snapshot = (state: State): Snapshot => {
      const delivered = new Map(viewers.map((v) => [v, deliveredState(game, state, v)]));
      // The same draw for every owner, so a perturbation that ignores its owner shows as such.
      const seed = Math.floor(random.Number() * 2 ** 32);
      const perturbed = new Map<PlayerID, unknown>();
      for (const owner of seats) {
        const changed = perturb(structuredClone(state.G), state.ctx, owner, seededRandom(seed));
        if (!isDeepStrictEqual(changed, state.G)) perturbed.set(owner, changed);
      }
      return { state, delivered, perturbed, hidden: new Map(), visible: new Map() };
    };

    /** A perturbation belongs to its owner when other owners' perturbations differ from it. */
    const ownedBy = (now: Snapshot, owner: PlayerID) =>
      now.perturbed.has(owner) &&
      seats.some((other) => !isDeepStrictEqual(now.perturbed.get(other), now.perturbed.get(owner)));

    /** views and ownView: only `owner`'s secrets differ, so only `owner`'s delivery may. */
    const checkViews = (where: string, now: Snapshot) => {
      for (const [owner, G] of now.perturbed) {
        perturbedSomething = true;
        const world = { ...now.state, G } as State;
        for (const viewer of viewers) {
          const difference = firstDifference(
            now.delivered.get(viewer),
            deliveredState(game, world, viewer),
          );
          if (viewer === owner) {
            if (!ownedBy(now, owner)) continue;
            const counts = ownSecretChanges.get(owner) ?? { perturbed: 0, seen: 0 };
            counts.perturbed++;
            if (difference) counts.seen++;
            ownSecretChanges.set(owner, counts);
          } else if (difference) {
            report(
              'views',
              `views ${viewer} ${owner} ${showPath(difference.path)}`,
              `${where}: ${seatLabel(viewer)} can see a secret of seat ${owner}: its view's ` +
                `${showPath(difference.path)} reads ${showValue(difference.a)}, and ` +
                `${showValue(difference.b)} when only seat ${owner}'s secrets change (perturbSecrets)`,
            );
          }
        }
      }
    };

    /** copies: another seat's secrets must not turn up in what changed for a viewer. */
    const checkCopies = (where: string, now: Snapshot, before?: Snapshot) => {
      for (const viewer of viewers) {
        const secrets = new Map<string, { owner: PlayerID; secret: Located }[]>();
        for (const owner of seats) {
          if (owner === viewer) continue;
          for (const secret of secretsOf(now, owner, viewer)) {
            const shape = shapeOf(secret.value);
            secrets.set(shape, [...(secrets.get(shape) ?? []), { owner, secret }]);
          }
        }
        if (secrets.size === 0) continue;
        const delivery = now.delivered.get(viewer)!;
        // The viewer's own secrets: equal to another seat's by chance (two rolls of three dice
        // alike), never a copy of it.
        const ownPaths =
          viewer === null ? [] : hiddenFrom(now, viewer, null).map((part) => showPath(part.path));
        for (const copy of changedParts(before?.delivered.get(viewer)?.G, delivery.G, ['G'])) {
          // At setup, whole groups only: a public deck list names every card, hidden ones too.
          if (!before && !isContainer(copy.value)) continue;
          const at = showPath(copy.path);
          if (ownPaths.some((own) => at === own || at.startsWith(`${own}.`))) continue;
          for (const { owner, secret } of secrets.get(shapeOf(copy.value)) ?? []) {
            if (!isDeepStrictEqual(copy.value, secret.value)) continue;
            if (before && visibleTo(before, viewer).has(canonical(secret.value))) continue;
            // What a seat held before this action, laid open by it (a Dudo lifting the cups):
            // a reveal, which may equal a next secret by chance. A reveal written after
            // the next secret was drawn shows the new value, not the one held before.
            if (
              before &&
              seats.some((holder) =>
                hiddenFrom(before, holder, viewer).some((held) =>
                  isDeepStrictEqual(held.value, copy.value),
                ),
              )
            )
              continue;
            if (insideRevealTo(delivery, copy.path, viewer)) continue;
            report(
              'copies',
              `copies ${viewer} ${owner} ${showPath(copy.path)}`,
              `${where}: ${seatLabel(viewer)}'s view holds a copy of seat ${owner}'s hidden ` +
                `${showValue(secret.value)} (seat ${owner} sees it at ${showPath(secret.path)}) ` +
                `at ${showPath(copy.path)}: a copy of a secret is the secret`,
            );
          }
        }
      }
    };

    /**
     * What `owner` sees and `viewer` does not, less what was revealed to `owner` from another
     * seat's hand (those are that seat's cards, not `owner`'s secrets).
     */
    const hiddenFrom = (now: Snapshot, owner: PlayerID, viewer: Seat): Located[] => {
      let parts = now.hidden.get(owner);
      if (!parts) {
        const own = now.delivered.get(owner)!;
        parts = hiddenParts(own.G, now.delivered.get(null)!.G, ['G']).filter(
          (part) => !insideRevealTo(own, part.path, owner),
        );
        now.hidden.set(owner, parts);
      }
      if (viewer === null) return parts;
      const view = now.delivered.get(viewer)!;
      return parts.filter((part) => !isDeepStrictEqual(valueAt(view, part.path), part.value));
    };

    /** Every distinctive value in `viewer`'s delivery (a card seen in play, say). */
    const visibleTo = (now: Snapshot, viewer: Seat): Set<string> => {
      let values = now.visible.get(viewer);
      if (!values) {
        values = new Set();
        for (const part of subtrees(now.delivered.get(viewer)))
          if (isDistinctive(part.value)) values.add(canonical(part.value));
        now.visible.set(viewer, values);
      }
      return values;
    };

    /** The distinctive ones: values too specific to turn up twice by chance. */
    const secretsOf = (now: Snapshot, owner: PlayerID, viewer: Seat): Located[] =>
      hiddenFrom(now, owner, viewer).filter((part) => isDistinctive(part.value));

    /** copies in log lines: the entries of one action as each seat receives them. */
    const checkLogCopies = (where: string, before: Snapshot, after: Snapshot) => {
      const actor = after.state.deltalog?.[0]?.action.payload.playerID;
      for (const viewer of viewers) {
        const entries = deliveredLog(after.state.deltalog, viewer);
        for (const [i, entry] of entries.entries()) {
          const args = entry.action.payload.args;
          const texts = [...subtrees(entry.metadata)].filter((p) => typeof p.value === 'string');
          for (const owner of seats) {
            if (owner === viewer) continue;
            // Hidden after the move: a card named as it is played from a hand is public by then.
            // And not seen before it: a card recalled from play to a hand was public.
            for (const secret of secretsOf(after, owner, viewer)) {
              const inArgs = args
                ? [...subtrees(args)].find((p) => isDeepStrictEqual(p.value, secret.value))
                : undefined;
              const inText = texts.find((p) => textMentions(p.value as string, secret.value));
              if (!inArgs && !inText) continue;
              if (visibleTo(before, viewer).has(canonical(secret.value))) continue;
              // Laid open by this action in the view as well (the lifted cups at game over):
              // the line tells what the table now shows. (A reveal that shows the wrong value is
              // the view copies check's to catch.)
              if (visibleTo(after, viewer).has(canonical(secret.value))) continue;
              // A secret drawn by this very action, named in a line that lays open what the
              // owner held before it (a Dudo listing the lifted cups): the line tells the old
              // dice, and the new ones match a run of them by chance.
              const heldBefore = hiddenFrom(before, owner, viewer);
              const drawnNow = !heldBefore.some((held) =>
                isDeepStrictEqual(held.value, secret.value),
              );
              if (
                drawnNow &&
                inText &&
                !inArgs &&
                heldBefore.some(
                  (held) =>
                    isDistinctive(held.value) && textMentions(inText.value as string, held.value),
                )
              )
                continue;
              report(
                'copies',
                `log ${viewer} ${owner} ${showPath(secret.path)}`,
                `${where}: the log ${inText ? `line "${inText.value}"` : `entry's arguments ${showValue(args)}`} ` +
                  `that ${seatLabel(viewer)} receives (entry ${i}) shows seat ${owner}'s hidden ` +
                  `${showValue(secret.value)} (seat ${owner} sees it at ${showPath(secret.path)})`,
              );
            }
          }
          // A secret choice whose arguments travel in clear: the move needs `secret: true`.
          if (args && actor !== undefined && actor !== viewer) {
            const madeSecret = changedParts(
              before.delivered.get(actor)!.G,
              after.delivered.get(actor)!.G,
              ['G'],
            );
            const hiddenNow = hiddenFrom(after, actor, viewer).filter(
              (part) =>
                !isContainer(part.value) &&
                madeSecret.some((m) => showPath(m.path) === showPath(part.path)),
            );
            const argValues = [...subtrees(args)].filter((p) => !isContainer(p.value));
            for (const secret of hiddenNow) {
              if (!argValues.some((arg) => isDeepStrictEqual(arg.value, secret.value))) continue;
              if (visibleTo(before, viewer).has(canonical(secret.value))) continue;
              report(
                'copies',
                `args ${viewer} ${actor} ${entry.action.payload.type}`,
                `${where}: ${seatLabel(viewer)} receives the arguments ${showValue(args)} of seat ` +
                  `${actor}'s ${entry.action.payload.type} in the log, and ` +
                  `${showValue(secret.value)} is hidden from it at ${showPath(secret.path)} after ` +
                  `the move: a secret choice needs defineMove({ secret: true })`,
              );
            }
          }
        }
      }
    };

    /** moves: the same action in a world where only one seat's secrets differ. */
    const checkMove = (
      where: string,
      step: number,
      action: Action,
      before: Snapshot,
      after: Snapshot,
    ) => {
      // The mover's secrets and one other seat's in turn: replaying a move is the costly part.
      const owners = new Set([action.playerID, seats[step % seats.length]]);
      for (const owner of owners) {
        const G = before.perturbed.get(owner);
        if (G === undefined) continue;
        const twin = replay.match.fork();
        twin.state = { ...before.state, G } as State;
        if (!twin.dispatch(action).ok) continue;
        const alternative = twin.state;
        for (const viewer of viewers) {
          if (viewer === owner) continue;
          const here = withoutDisclosed(after.delivered.get(viewer)!);
          const there = withoutDisclosed(deliveredState(game, alternative, viewer));
          const difference = firstDifference(here, there);
          if (!difference) {
            const lines = deliveredLog(after.state.deltalog, viewer);
            const otherLines = deliveredLog(alternative.deltalog, viewer);
            const line = firstDifference(lines, otherLines);
            if (line)
              report(
                'moves',
                `log ${viewer} ${owner} ${action.name}`,
                `${where}: the log entry ${seatLabel(viewer)} receives depends on seat ${owner}'s ` +
                  `secrets: entry ${line.path[0]}'s ${showPath(line.path.slice(1))} reads ` +
                  `${showValue(line.a)}, and ${showValue(line.b)} when only seat ${owner}'s ` +
                  `secrets differ`,
              );
          } else if (
            !laysSecretOpen(
              { owner: before.delivered.get(owner)!, viewer: before.delivered.get(viewer)! },
              { owner: after.delivered.get(owner)!, viewer: after.delivered.get(viewer)! },
            ) &&
            !showsHiddenValues(here, there, {
              stateHere: before.state.G,
              stateThere: G,
              hiddenHere: hiddenFrom(before, owner, viewer),
              ownerThere: deliveredState(game, { ...before.state, G } as State, owner),
            })
          ) {
            report(
              'moves',
              `move ${viewer} ${owner} ${showPath(difference.path)}`,
              `${where}: ${seatLabel(viewer)}'s view after the move depends on seat ${owner}'s ` +
                `secrets without revealing them: ${showPath(difference.path)} reads ` +
                `${showValue(difference.a)}, and ${showValue(difference.b)} when only seat ` +
                `${owner}'s secrets differ (a public figure computed from hidden values?)`,
            );
          }
        }
      }
    };

    let before = snapshot(replay.match.state);
    if (first === 0) {
      checkViews(`${replay.seed} at setup`, before);
      checkCopies(`${replay.seed} at setup`, before);
    }
    for (let i = first; i < last; i++) {
      const action = replay.actions[i];
      if (!replay.match.dispatch(action).ok) break;
      const after = snapshot(replay.match.state);
      const where = `${replay.seed} after action ${i} (seat ${action.playerID}'s ${action.name}${JSON.stringify(action.args)})`;
      checkViews(where, after);
      checkCopies(where, after, before);
      checkLogCopies(where, before, after);
      checkMove(where, i, action, before, after);
      before = after;
    }
  }

  for (const [owner, counts] of ownSecretChanges) {
    if (counts.perturbed > 0 && counts.seen === 0)
      findings.ownView.push(
        `seat ${owner} never sees its own secrets: perturbSecrets changed them at ` +
          `${counts.perturbed} checked points, and seat ${owner}'s own view never changed ` +
          `(does playerView hide a seat's own hand or dice from it?)`,
      );
  }
  if (!perturbedSomething)
    findings.views.push(
      `${module.meta.id}: perturbSecrets never changed anything, the check is vacuous`,
    );
  return findings;
}
