/**
 * With several server processes, a move reaches the sockets of other processes only through the
 * bus, and a process stores a move before it announces it (match-engine.ts). A process that dies
 * between the two leaves the move stored but unannounced: the other processes' players would wait
 * for it until they reconnected. So each process compares, every `everyMs`, the state it last
 * delivered to each of its rooms with the stored one (one query for all its rooms); a room still
 * behind at the next check (an announcement in flight gets that long to arrive) is re-synced from
 * storage, each socket to its own view.
 */
import { perf } from '../http/perf-counters';

export interface RoomCatchUpOptions {
  /** Stored state id of each of these matches (absent: no such match). */
  storedStateIDs(matchIDs: string[]): Promise<Map<string, number>>;
  /** Re-syncs this process's sockets of the match from storage. */
  resync(matchID: string): Promise<void>;
  onError(error: unknown): void;
  everyMs: number;
}

export class RoomCatchUp {
  /** The latest state id delivered to each room of this process. */
  private readonly delivered = new Map<string, number>();
  /** Rooms found behind storage by the last check, with the stored state id then. */
  private readonly behind = new Map<string, number>();
  private timer?: NodeJS.Timeout;
  private checking?: Promise<void>;

  constructor(private readonly options: RoomCatchUpOptions) {}

  start(): void {
    this.timer ??= setInterval(() => {
      this.checking ??= this.check().finally(() => (this.checking = undefined));
    }, this.options.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.checking;
  }

  /**
   * A socket synced state `stateID`. Only a new room takes it as delivered: in a room that
   * exists, the other sockets have not received it (a player failing over from a dead process
   * syncs a state its opponent here may never have been told about).
   */
  synced(matchID: string, stateID: number): void {
    if (!this.delivered.has(matchID)) this.delivered.set(matchID, stateID);
  }

  /** Every socket of a room of this process received state `stateID` (an update, a re-sync). */
  saw(matchID: string, stateID: number): void {
    // State ids only grow (a take-back stores a new, higher one), whatever order these come in.
    this.delivered.set(matchID, Math.max(stateID, this.delivered.get(matchID) ?? -1));
  }

  /**
   * Whether this process's room already received a later state than `stateID`. A process hears
   * its own announcements at once and others' through Redis, so an older state can arrive after
   * a newer one; it must not send the room back.
   */
  sawLater(matchID: string, stateID: number): boolean {
    return stateID < (this.delivered.get(matchID) ?? -1);
  }

  /** This process holds no socket of the match any more. */
  forget(matchID: string): void {
    this.delivered.delete(matchID);
    this.behind.delete(matchID);
  }

  /** One comparison of every room with storage (exported for tests; the timer calls it). */
  async check(): Promise<void> {
    const rooms = [...this.delivered.keys()];
    if (rooms.length === 0) return;
    let stored: Map<string, number>;
    const started = perf && performance.now();
    try {
      stored = await this.options.storedStateIDs(rooms);
    } catch (error) {
      return this.options.onError(error);
    }
    if (perf) {
      perf.timed('catchUp.check', performance.now() - (started as number));
      perf.count('catchUp.roomsCompared', rooms.length);
    }
    const wasBehind = new Map(this.behind);
    this.behind.clear();
    for (const matchID of rooms) {
      const storedID = stored.get(matchID);
      const deliveredID = this.delivered.get(matchID);
      if (storedID === undefined || deliveredID === undefined || storedID <= deliveredID) continue;
      // Behind twice in a row, at least as far as last time: nothing is on its way any more.
      const before = wasBehind.get(matchID);
      if (before === undefined || deliveredID >= before) this.behind.set(matchID, storedID);
      else await this.options.resync(matchID).catch(this.options.onError);
    }
  }
}
