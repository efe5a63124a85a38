/**
 * Runs one action against the stored match: the checks the stock Master skips (events, every
 * rule's specific reason), boardgame.io's own reducer, then a compare-and-set write. Nothing is
 * broadcast before it is stored, so every move a client sees survives a crash.
 */
import { CreateGameReducer } from 'boardgame.io/internal';
import type { PlayerID, Server, State } from 'boardgame.io';
import { whyRefused, moveSpecOf, movesAvailableTo, type GridplayGame } from '@gridplay/core';
import type { MatchStore, MoveSource } from '../storage/match-store';
import { whyEventRefused } from './client-events';
import { moveNotSaved, StorageFault } from '../storage/storage-fault';
import { perf } from '../http/perf-counters';

export interface ClientAction {
  type: 'MAKE_MOVE' | 'GAME_EVENT';
  name: string;
  args: unknown[];
}

export type Outcome =
  | {
      kind: 'accepted';
      state: State;
      /** The match data, when the move changed it (game over). */
      metadata?: Server.MatchData;
      /** The stored match data the move was checked against (who sits where, bot seats). */
      matchData?: Server.MatchData;
    }
  | { kind: 'refused'; reason: string };

const REDUCER_ERRORS: Record<string, string> = {
  'action/unavailable_move': 'That move is not available now.',
  'action/invalid_move': 'The rules refuse this move.',
  'action/inactive_player': 'You have nothing to do right now.',
  'action/gameover': 'The game is over.',
  'action/action_disabled': 'That action is disabled in this game.',
  'action/action_invalid': 'That action is not valid now.',
  'action/plugin_invalid': 'The rules refuse this move.',
};

/** How often a simultaneous move is retried after another seat's move won the race. */
const SIMULTANEOUS_RETRIES = 5;
/** Matches whose last stored state this process keeps (one entry is the match's state). */
const LAST_STORED_LIMIT = 10_000;

export class MatchEngine {
  private readonly reducer: ReturnType<typeof CreateGameReducer>;
  /** One action at a time per match in this process; the compare-and-set guards across processes. */
  private readonly queues = new Map<string, Promise<unknown>>();
  /**
   * What this process last stored for each match, so that the next move skips the read (one of
   * its two database round trips, and the parse of the state): the match's sockets are all on
   * one process, which makes its moves. It is only a guess: the write requires the stored state
   * id and match data to be still these (compare-and-set), and a guess that fails — another
   * process moved, a take-back, a seat changed — or that would refuse the move is dropped and
   * the move decided again on a fresh read. Nothing is accepted or refused on a stale copy.
   */
  private readonly lastStored = new Map<string, MoveSource>();

  constructor(
    readonly game: GridplayGame,
    private readonly store: MatchStore,
  ) {
    this.reducer = CreateGameReducer({ game });
  }

  /**
   * Runs `action` for `playerID`. `authorize` sees the stored match data first (credentials);
   * what it returns refuses the action.
   */
  act(
    matchID: string,
    playerID: PlayerID,
    action: ClientAction,
    clientStateID: number | undefined,
    authorize?: (metadata: Server.MatchData) => string | undefined,
  ): Promise<Outcome> {
    const previous = this.queues.get(matchID) ?? Promise.resolve();
    const next = previous.then(() =>
      this.actNow(matchID, playerID, action, clientStateID, authorize),
    );
    const settled = next.catch(() => undefined);
    this.queues.set(matchID, settled);
    void settled.then(() => {
      if (this.queues.get(matchID) === settled) this.queues.delete(matchID);
    });
    return next;
  }

  /** Resolves when every queued action of this process has been stored (graceful shutdown). */
  async idle(): Promise<void> {
    while (this.queues.size > 0) await Promise.all([...this.queues.values()]);
  }

  /** Why this action is refused in `state`, or undefined. */
  whyRefused(state: State, playerID: PlayerID, action: ClientAction): string | undefined {
    if (action.type === 'GAME_EVENT')
      return whyEventRefused(this.game, state, playerID, action.name);
    return whyRefused(this.game, state, playerID, action.name, action.args);
  }

  private isSimultaneous(state: State, playerID: PlayerID, action: ClientAction): boolean {
    if (action.type !== 'MAKE_MOVE') return false;
    const move = movesAvailableTo(this.game, state.ctx, playerID)[action.name] as
      { ignoreStaleStateID?: boolean } | undefined;
    return Boolean(
      move &&
      typeof move === 'object' &&
      (move.ignoreStaleStateID || moveSpecOf(move)?.simultaneous),
    );
  }

  private async actNow(
    matchID: string,
    playerID: PlayerID,
    action: ClientAction,
    clientStateID: number | undefined,
    authorize?: (metadata: Server.MatchData) => string | undefined,
  ): Promise<Outcome> {
    let outcome: Outcome;
    try {
      outcome = await this.decideAndStore(matchID, playerID, action, clientStateID, authorize);
    } catch (error) {
      // The failed write was rolled back: the mover hears which move and that nothing changed.
      if (error instanceof StorageFault)
        return { kind: 'refused', reason: moveNotSaved(action.name, error) };
      throw error;
    }
    if (outcome.kind === 'refused') return outcome;
    return { ...outcome, metadata: await this.recordGameover(matchID, outcome.state) };
  }

  private async decideAndStore(
    matchID: string,
    playerID: PlayerID,
    action: ClientAction,
    clientStateID: number | undefined,
    authorize?: (metadata: Server.MatchData) => string | undefined,
  ): Promise<Outcome> {
    for (let attempt = 0; ;) {
      const guess = this.lastStored.get(matchID);
      this.lastStored.delete(matchID); // kept again below only once stored
      const source = guess ?? (await this.store.fetchForMove(matchID));
      if (guess) perf?.count('moves.readSaved');
      const decided = this.decide(matchID, source, playerID, action, clientStateID, authorize);
      // A refusal is told only on what is stored now.
      if (decided.kind === 'refused' && guess) continue;
      if (decided.kind === 'refused') return decided;
      const { state, metadata, metadataJson } = source!;
      const { next, simultaneous } = decided;
      const { deltalog, ...stored } = next;
      if (
        await this.store.setStateIf(
          matchID,
          state._stateID,
          stored as State,
          deltalog,
          // A guess also requires the seats it was checked against; a fresh read, as ever, only
          // the state (a seat's connection flag may change meanwhile).
          guess ? metadataJson : undefined,
        )
      ) {
        perf?.count('moves.accepted');
        this.remember(matchID, { state: stored as State, metadata, metadataJson });
        return { kind: 'accepted', state: next, matchData: metadata };
      }
      perf?.count(guess ? 'moves.guessOutdated' : 'moves.compareAndSetLost');
      if (guess) continue; // decided again on a fresh read
      // Another process stored a move in between. Only a simultaneous choice may go again.
      if (!simultaneous || ++attempt > SIMULTANEOUS_RETRIES) {
        return {
          kind: 'refused',
          reason: 'Another move was made first: look at the board and try again.',
        };
      }
    }
  }

  /** The move checked and applied to `source`, or why it is refused. */
  private decide(
    matchID: string,
    source: MoveSource | undefined,
    playerID: PlayerID,
    action: ClientAction,
    clientStateID: number | undefined,
    authorize?: (metadata: Server.MatchData) => string | undefined,
  ): { kind: 'refused'; reason: string } | { kind: 'next'; next: State; simultaneous: boolean } {
    if (!source || source.metadata.gameName !== this.game.name) {
      return { kind: 'refused', reason: `There is no ${this.game.name} match "${matchID}".` };
    }
    const { state, metadata } = source;
    const unauthorized = authorize?.(metadata);
    if (unauthorized) return { kind: 'refused', reason: unauthorized };
    const reason = this.whyRefused(state, playerID, action);
    if (reason) return { kind: 'refused', reason };
    const simultaneous = this.isSimultaneous(state, playerID, action);
    if (clientStateID !== undefined && clientStateID !== state._stateID && !simultaneous) {
      return {
        kind: 'refused',
        reason: 'The game moved on before your move arrived: look at the board and try again.',
      };
    }
    const next = this.reduce(state, playerID, action);
    if ('reason' in next) return { kind: 'refused', reason: next.reason };
    return { kind: 'next', next: next.state, simultaneous };
  }

  private remember(matchID: string, source: MoveSource): void {
    if (source.state.ctx.gameover !== undefined) return; // its match data changes next
    this.lastStored.set(matchID, source);
    if (this.lastStored.size > LAST_STORED_LIMIT)
      this.lastStored.delete(this.lastStored.keys().next().value!);
  }

  private reduce(
    state: State,
    playerID: PlayerID,
    action: ClientAction,
  ): { state: State } | { reason: string } {
    try {
      const next = this.reducer(state, {
        type: action.type,
        payload: { type: action.name, args: action.args, playerID },
      } as never) as State & { transients?: { error?: { type: string } } };
      const error = next.transients?.error;
      if (error) return { reason: REDUCER_ERRORS[error.type] ?? 'The rules refuse this move.' };
      if (next._stateID === state._stateID) return { reason: 'The rules refuse this move.' };
      return { state: next };
    } catch (error) {
      return { reason: `This move failed inside the rules (${(error as Error).message}).` };
    }
  }

  /** Marks the match over in its lobby data (the lobby lists finished matches apart). */
  private async recordGameover(
    matchID: string,
    state: State,
  ): Promise<Server.MatchData | undefined> {
    if (state.ctx.gameover === undefined) return undefined;
    return this.store.updateMetadata(matchID, (metadata) =>
      metadata.gameover === undefined || metadata.gameover === null
        ? { ...metadata, gameover: state.ctx.gameover, updatedAt: Date.now() }
        : undefined,
    );
  }
}
