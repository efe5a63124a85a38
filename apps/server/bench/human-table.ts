/**
 * One table of people, for the load benchmark: two players who think 1–5 s before each move,
 * sometimes lose their connection and come back, sometimes watched by a spectator; when their
 * match ends they start the next one. Every move's round trip (sent → own update back) is timed.
 *
 * Several server processes: each seat connects to the process the `balancer` gives it, as a load
 * balancer would; when that process dies, the seat connects again through the balancer (to a
 * live one), syncs, and plays on. A move lost in flight with its process is sent again.
 * Each table's clients come from their own source address (bench-client.ts).
 */
import { BenchSocket, seatedMatch, tableAddress } from './bench-client';

const GAME = 'hidden-hands';
/** The fixture game: 3 cards each, one card a turn, so a match is 6 moves. */
const MOVES_PER_MATCH = 6;

export interface Balancer {
  /**
   * A live server for a new connection of `table`: its lobby requests (`connection` 0), its seats
   * (0, 1) and its spectator (2).
   */
  pick(table: number, connection: number): string;
  isAlive(url: string): boolean;
}

export interface Behaviour {
  thinkMs: [number, number];
  /** Chance, per move, that the player's connection drops before it (and comes back in 1–3 s). */
  reconnectChance: number;
  /** Chance that a match has a spectator. */
  spectatorChance: number;
}

export interface Tally {
  /** Round trips of moves answered with their update, while measuring. */
  roundTrips: number[];
  /** From asking for a new match to every seat synced (create, two joins, sockets), while measuring. */
  matchStarts: number[];
  measuring: boolean;
  moves: number;
  matchesStarted: number;
  matchesFinished: number;
  matchesInPlay: number;
  reconnects: number;
  spectators: number;
  /** Moves sent to a process that died before answering (sent again after reconnecting). */
  interruptedByKill: number;
  errors: Map<string, number>;
  /** Highest state each mover saw acknowledged, per match: what must survive a killed process. */
  acknowledged: Map<string, number>;
}

export function newTally(): Tally {
  return {
    roundTrips: [],
    matchStarts: [],
    measuring: false,
    moves: 0,
    matchesStarted: 0,
    matchesFinished: 0,
    matchesInPlay: 0,
    reconnects: 0,
    spectators: 0,
    interruptedByKill: 0,
    errors: new Map(),
    acknowledged: new Map(),
  };
}

function countError(tally: Tally, kind: string): void {
  tally.errors.set(kind, (tally.errors.get(kind) ?? 0) + 1);
}

/** socket.io-client's first reconnection delay: `reconnectionDelay` 1000 ms, `randomizationFactor` 0.5. */
const RECONNECTION_DELAY_MS: [number, number] = [500, 1500];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([low, high]: [number, number]) => low + Math.random() * (high - low);

/** A seat's connection, which survives its server process dying by connecting again. */
class Seat {
  player: BenchSocket;
  private url: string;

  constructor(
    private readonly balancer: Balancer,
    private readonly table: number,
    private readonly connection: number,
    private readonly address: string,
    private readonly matchID: string,
    private readonly playerID: string | null,
    private readonly credentials?: string,
  ) {
    this.url = balancer.pick(table, connection);
    this.player = this.connect();
  }

  private connect(): BenchSocket {
    return new BenchSocket(
      this.url,
      GAME,
      this.matchID,
      this.playerID,
      this.credentials,
      this.address,
    );
  }

  /** Drops the connection and comes back (a phone changing network, a reload). */
  async reconnect(awayMs: number): Promise<void> {
    this.player.close();
    await sleep(awayMs);
    if (!this.balancer.isAlive(this.url))
      this.url = this.balancer.pick(this.table, this.connection);
    this.player = this.connect();
    await this.player.synced();
  }

  /**
   * After its process died: connect through the balancer to a live one, after the pause a
   * browser's socket.io client takes before its first reconnection attempt (1 s ± 50%, its
   * defaults): a real failover is a wave of reconnections over a second, not one instant.
   */
  async failOver(): Promise<void> {
    this.player.close();
    await sleep(between(RECONNECTION_DELAY_MS));
    this.url = this.balancer.pick(this.table, this.connection);
    this.player = this.connect();
    await this.player.synced();
  }

  get where(): string {
    return this.url;
  }

  get onDeadProcess(): boolean {
    return !this.balancer.isAlive(this.url);
  }

  /**
   * Races `work` against this seat's process dying (as the balancer's health checks see it), so
   * nobody waits out a timeout for an answer that died with its process.
   */
  async unlessProcessDies<T>(work: Promise<T>): Promise<T | 'process died'> {
    work.catch(() => undefined); // when the death wins the race, the timeout is nobody's error
    let timer: NodeJS.Timeout | undefined;
    const died = new Promise<'process died'>((resolve) => {
      timer = setInterval(() => this.onDeadProcess && resolve('process died'), 100);
    });
    try {
      return await Promise.race([work, died]);
    } finally {
      clearInterval(timer);
    }
  }

  /** Waits for the first sync, following the connection through a failover. */
  async synced(): Promise<void> {
    if ((await this.unlessProcessDies(this.player.synced())) === 'process died')
      await this.failOver();
  }

  /** Waits until this seat has seen state `stateID`, following its connection through a failover. */
  async reaches(stateID: number): Promise<void> {
    for (;;) {
      if (this.onDeadProcess) await this.failOver();
      const seen = this.player.reaches(stateID);
      if ((await this.unlessProcessDies(seen)) !== 'process died') return;
    }
  }

  close(): void {
    this.player.close();
  }
}

export async function runTable(
  table: number,
  balancer: Balancer,
  behaviour: Behaviour,
  tally: Tally,
  deadline: number,
): Promise<void> {
  while (Date.now() < deadline) {
    let seats: Seat[] = [];
    let matchID: string;
    const address = tableAddress(table);
    // A match is in play from its creation: the lobby round trips are part of holding it.
    tally.matchesInPlay++;
    const starting = performance.now();
    try {
      const created = await seatedMatch(() => balancer.pick(table, 0), GAME, address);
      matchID = created.matchID;
      seats = created.seats.map(
        (s, seat) => new Seat(balancer, table, seat, address, matchID, s.playerID, s.credentials),
      );
      if (Math.random() < behaviour.spectatorChance) {
        seats.push(new Seat(balancer, table, 2, address, matchID, null));
        tally.spectators++;
      }
      await Promise.all(seats.map((s) => s.synced()));
    } catch (error) {
      tally.matchesInPlay--;
      countError(tally, `create, join or sync failed: ${(error as Error).message.slice(0, 80)}`);
      seats.forEach((s) => s.close());
      await sleep(1000);
      continue;
    }
    if (tally.measuring) tally.matchStarts.push(performance.now() - starting);
    tally.matchesStarted++;
    try {
      for (let stateID = 0; stateID < MOVES_PER_MATCH;) {
        if (Date.now() >= deadline) return;
        const seat = seats[stateID % 2];
        await seat.reaches(stateID);
        await sleep(between(behaviour.thinkMs));
        if (Math.random() < behaviour.reconnectChance) {
          tally.reconnects++;
          await seat.reconnect(between([1000, 3000]));
        }
        if (seat.onDeadProcess) await seat.failOver();
        const card = seat.player.state.G.hands[seat.player.playerID!][0];
        const started = performance.now();
        const answer = await seat.unlessProcessDies(seat.player.move('play', [card]));
        if (answer === 'process died') {
          // Its process died with the move in flight: reconnect and, if still our turn, go again.
          tally.interruptedByKill++;
          await seat.failOver();
          stateID = seat.player.state._stateID;
          continue;
        }
        if (!answer.accepted) {
          countError(tally, `refused: ${answer.reason}`);
          break;
        }
        const ms = performance.now() - started;
        if (tally.measuring) tally.roundTrips.push(ms);
        tally.moves++;
        stateID++;
        tally.acknowledged.set(matchID, stateID);
      }
      tally.matchesFinished++;
    } catch (error) {
      countError(tally, `no answer: ${(error as Error).message.slice(0, 60)}`);
    } finally {
      tally.matchesInPlay--;
      seats.forEach((s) => s.close());
    }
  }
}
