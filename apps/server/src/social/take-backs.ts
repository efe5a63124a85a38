/**
 * Online take-backs: a seat asks to take back its last decision; every other seat held by a
 * person answers; when all accept, the server rolls the match back to just before that
 * decision (everything played after it goes too).
 *
 * - Allowed only when core's `mayTakeBack` allows it for the asking seat (nothing random
 *   happened since and nothing hidden was revealed to it), re-checked at the moment of the
 *   rollback. Bot seats do not answer; with no person to ask, the rollback happens at once.
 * - One request at a time, kept in the match data (`gridplayTakeBack`), written with the
 *   store's compare-and-set on that data, so every server process sees the same request and
 *   two requests cannot both be pending. A request belongs to the state it was made in: once
 *   the match moves on it is stale and nobody can accept it.
 * - The rolled-back state is rebuilt by core's `replayLog` from the stored initial state and
 *   log, stored with a new, higher state id through the store's compare-and-set (`rollBackIf`,
 *   which also deletes the undone log entries), so a move racing the rollback loses cleanly.
 */
import { z } from 'zod';
import type { PlayerID, Server, State } from 'boardgame.io';
import { decisionsOf, isDecision, mayTakeBack, replayLog, type GameModule } from '@gridplay/core';
import type { MatchStore } from '../storage/match-store';
import { botDifficulty } from '../match/bot-seats';
import { isHeld, seatIDs, seatOf } from '../match/credentials';

/** A pending request, as every socket of the match receives it. */
export interface TakeBackRequest {
  /** The seat asking. */
  by: PlayerID;
  /** The state the request was made in: it lapses when the match moves on. */
  stateID: number;
  /** The seats whose answer is awaited (people, not bots), and those that accepted. */
  answerers: PlayerID[];
  accepted: PlayerID[];
}

/** What every socket of the match hears (`gridplay:take-back`, with its matchID). */
export interface TakeBackNotice {
  /** The request still waiting now (null: none). */
  request: TakeBackRequest | null;
  /** The request this notice is about. */
  asked: TakeBackRequest;
  /** Waiting for answers, refused by one seat, or done: the match was rolled back. */
  outcome: 'pending' | 'declined' | 'rolled-back';
  /** Who asked (pending, rolled-back) or who refused (declined). */
  by: PlayerID;
}

type MatchDataWithTakeBack = Server.MatchData & { gridplayTakeBack?: TakeBackRequest | null };

export type TakeBackOutcome =
  | { kind: 'refused'; reason: string }
  | { kind: 'pending'; request: TakeBackRequest }
  | { kind: 'declined'; request: TakeBackRequest; by: PlayerID }
  | { kind: 'rolled-back'; request: TakeBackRequest; state: State };

const id = z.string().min(1).max(200);
/** `gridplay:take-back` `{ matchID }`: the socket's seat asks. */
export const takeBackAsk = z.tuple([z.object({ matchID: id })]);
/** `gridplay:take-back-answer` `{ matchID, accept }`: the socket's seat answers. */
export const takeBackAnswer = z.tuple([z.object({ matchID: id, accept: z.boolean() })]);

export const SPECTATORS_CANNOT = 'Spectators cannot ask to take back or answer a take-back.';
export const ALREADY_PENDING = 'A take-back request is already waiting for an answer.';
export const NOTHING_PENDING =
  'There is no take-back request waiting for your answer (the match may have moved on).';

/** The request still waiting in this match, or null (none, or the match moved on since). */
export function pendingTakeBack(
  metadata: MatchDataWithTakeBack | undefined,
  state: State | undefined,
): TakeBackRequest | null {
  const request = metadata?.gridplayTakeBack;
  if (!request || !state || request.stateID !== state._stateID) return null;
  return request;
}

export class TakeBacks {
  constructor(private readonly store: MatchStore) {}

  /** `seat` asks to take back its last decision. */
  async ask(module: GameModule, matchID: string, seat: PlayerID | null): Promise<TakeBackOutcome> {
    if (seat === null) return { kind: 'refused', reason: SPECTATORS_CANNOT };
    const plan = await this.plan(module, matchID, seat);
    if ('reason' in plan) return { kind: 'refused', reason: plan.reason };
    const { metadata, state } = plan;
    if (pendingTakeBack(metadata, state)) return { kind: 'refused', reason: ALREADY_PENDING };
    const answerers = seatIDs(metadata).filter(
      (other) =>
        other !== seat &&
        isHeld(seatOf(metadata, other)) &&
        botDifficulty(metadata, other) === undefined,
    );
    const request: TakeBackRequest = { by: seat, stateID: state._stateID, answerers, accepted: [] };
    if (answerers.length === 0) return this.rollBack(module, matchID, request);
    const written = await this.store.updateMetadata(matchID, (current) =>
      pendingTakeBack(current, state) ? undefined : withRequest(current, request),
    );
    if (!written) return { kind: 'refused', reason: ALREADY_PENDING };
    return { kind: 'pending', request };
  }

  /** `seat` accepts or refuses the pending request; the last acceptance rolls the match back. */
  async answer(
    module: GameModule,
    matchID: string,
    seat: PlayerID | null,
    accept: boolean,
  ): Promise<TakeBackOutcome> {
    if (seat === null) return { kind: 'refused', reason: SPECTATORS_CANNOT };
    const { state } = (await this.store.fetch(matchID, { state: true })) as { state?: State };
    let outcome = { kind: 'refused', reason: NOTHING_PENDING } as TakeBackOutcome;
    await this.store.updateMetadata(matchID, (current) => {
      const request = pendingTakeBack(current, state);
      if (!request || !request.answerers.includes(seat)) {
        outcome = { kind: 'refused', reason: NOTHING_PENDING };
        return undefined;
      }
      if (!accept) {
        outcome = { kind: 'declined', request, by: seat };
        return withRequest(current, null);
      }
      const accepted = [...new Set([...request.accepted, seat])];
      const next = { ...request, accepted };
      outcome = { kind: 'pending', request: next };
      // The last acceptance clears the request; the rollback below does the rest.
      const everyone = request.answerers.every((a) => accepted.includes(a));
      return withRequest(current, everyone ? null : next);
    });
    if (outcome.kind !== 'pending') return outcome;
    const { request } = outcome;
    if (!request.answerers.every((a) => request.accepted.includes(a))) return outcome;
    return this.rollBack(module, matchID, request);
  }

  /** Rolls back to just before the asking seat's last decision, if still allowed. */
  private async rollBack(
    module: GameModule,
    matchID: string,
    request: TakeBackRequest,
  ): Promise<TakeBackOutcome> {
    const plan = await this.plan(module, matchID, request.by);
    if ('reason' in plan) return { kind: 'refused', reason: plan.reason };
    if (plan.state._stateID !== request.stateID)
      return {
        kind: 'refused',
        reason: 'The match moved on before the take-back: nothing changed.',
      };
    const { deltalog: _deltalog, ...before } = plan.before as State & { deltalog?: unknown };
    const state: State = { ...before, _stateID: plan.state._stateID + 1 };
    const stored = await this.store.rollBackIf(
      matchID,
      plan.state._stateID,
      state,
      plan.keepLogThrough,
    );
    if (!stored)
      return {
        kind: 'refused',
        reason: 'The match moved on before the take-back: nothing changed.',
      };
    return { kind: 'rolled-back', request, state };
  }

  /**
   * What a take-back by `seat` would do: the state before its last decision and whether core
   * allows going back there; or why not, in player words.
   */
  private async plan(
    module: GameModule,
    matchID: string,
    seat: PlayerID,
  ): Promise<
    | { reason: string }
    | { metadata: Server.MatchData; state: State; before: State; keepLogThrough: number }
  > {
    const source = await this.store.fetchReplaySource(matchID);
    if (!source || source.metadata.gameName !== module.game.name)
      return { reason: `There is no ${module.game.name} match "${matchID}".` };
    const { metadata, state, initialState, log } = source;
    if (!isHeld(seatOf(metadata, seat))) return { reason: `Seat ${seat} is not taken.` };
    if (state.ctx.gameover !== undefined && state.ctx.gameover !== null)
      return { reason: 'The game is over: decisions can no longer be taken back.' };
    const decisions = decisionsOf(log);
    let point = -1;
    for (let i = decisions.length - 1; i >= 0 && point < 0; i--)
      if (decisions[i].playerID === seat) point = i;
    if (point < 0) return { reason: 'You have made no decision to take back yet.' };
    const frames = replayLog(module.game, initialState, log);
    const before = frames[point].state;
    const verdict = mayTakeBack(module, before, decisions.slice(point), seat);
    if (!verdict.ok) return { reason: verdict.reason };
    // Log rows are stored under the state id their decision led to; the decision taken back was
    // made in state `_stateID` of its entry, so every row above that id goes. (Stored ids, not
    // the replay's: after an earlier take-back the two numberings differ.)
    const keepLogThrough = log.filter(isDecision)[point]._stateID;
    return { metadata, state, before, keepLogThrough };
  }
}

function withRequest(
  metadata: Server.MatchData,
  request: TakeBackRequest | null,
): Server.MatchData {
  return { ...metadata, gridplayTakeBack: request } as MatchDataWithTakeBack;
}
