/**
 * The "Play now" queue of this process, one line per game. A player joins with a ticket (a
 * secret: it is what later carries the seat's credentials) and asks for news with it about once
 * a second; each asking keeps the place, and a place nobody has asked about for `expiryMs` is
 * given up — that is how closing the page leaves the queue, with no socket to watch. Each
 * asking also pairs whoever can be paired now (rating-window.ts), so the windows widen with no
 * timer of our own. A pair gets a new unlisted match, rated when both are logged in, with both
 * seats taken; a player who waited `aiAfterMs` is offered an AI opponent instead.
 *
 * Per process: behind several processes the lobby's balancer keeps a client on one process
 * (README, "Several processes"), so its asking finds its ticket; players queued on two
 * different processes are not paired with each other and are offered the AI as usual.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Context } from 'koa';
import type { PlayerID } from 'boardgame.io';
import type { GameModule } from '@gridplay/core';
import type { Lobby } from '../lobby/lobby';
import { storeNewMatch } from '../lobby/create-match';
import { LEFT_SEAT_DIFFICULTY } from '../lobby/seat-changes';
import type { Difficulty } from '../match/bot-thinker';
import { MAX_NAME_LENGTH } from '../lobby/public-match';
import { holderKey, newCredentials, seatOf } from '../match/credentials';
import { hasBotSeats } from '../match/bot-seats';
import type { MatchDataWithAccounts } from '../accounts/rated-matches';
import { nameKey } from '../accounts/account-store';
import { pairsToMake, ratingWindow, type Waiting } from './rating-window';

export interface Seating {
  game: string;
  matchID: string;
  playerID: PlayerID;
  credentials: string;
  rated: boolean;
  opponent: 'person' | 'ai';
}

interface Ticket extends Waiting {
  module: GameModule;
  name: string;
  aiAfterMs: number;
  lastSeen: number;
  /** Being seated (a match is being created for it): not to be paired or given up meanwhile. */
  seating?: boolean;
  seated?: Seating;
}

export type TicketView =
  | {
      status: 'waiting';
      game: string;
      waitedMs: number;
      aiAfterMs: number;
      aiOffered: boolean;
      /** The rating difference this player accepts now. */
      ratingWindow: number;
    }
  | ({ status: 'matched' } & Seating);

export interface PlayNowQueueOptions {
  lobby: Lobby;
  /** A place nobody asked about for this long is given up (default 10 s). */
  expiryMs?: number;
  now?: () => number;
}

/** A seated ticket is kept this long after its last asking, so a lost answer can be asked again. */
const SEATED_KEPT_MS = 60_000;

export class PlayNowQueue {
  private readonly tickets = new Map<string, Ticket>();
  private readonly expiryMs: number;

  constructor(private readonly options: PlayNowQueueOptions) {
    this.expiryMs = options.expiryMs ?? 10_000;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The account's place in any line, if it has one. */
  waitingFor(account: string): string | undefined {
    this.forgetGone();
    const key = nameKey(account);
    for (const ticket of this.tickets.values())
      if (!ticket.seated && ticket.account && nameKey(ticket.account) === key)
        return ticket.module.game.name;
    return undefined;
  }

  join(
    module: GameModule,
    player: { name: string; account?: string; rating: number; aiAfterMs: number },
  ): string {
    const ticket = randomBytes(24).toString('base64url');
    const now = this.now();
    this.tickets.set(ticket, { ticket, module, ...player, since: now, lastSeen: now });
    return ticket;
  }

  /** The ticket's news (undefined: unknown or given up); pairs whoever can be paired first. */
  async ask(ctx: Context, ticketID: string): Promise<TicketView | undefined> {
    const ticket = this.live(ticketID);
    if (!ticket) return undefined;
    ticket.lastSeen = this.now();
    if (!ticket.seated && !ticket.seating) await this.pair(ctx, ticket.module);
    return this.view(ticket);
  }

  /** Plays an AI instead of waiting on; a 409 before it is offered or once seated. */
  async playAi(
    ctx: Context,
    ticketID: string,
    level: Difficulty = LEFT_SEAT_DIFFICULTY,
  ): Promise<TicketView | undefined> {
    const ticket = this.live(ticketID);
    if (!ticket) return undefined;
    ticket.lastSeen = this.now();
    if (ticket.seated || ticket.seating) return this.view(ticket);
    const waited = this.now() - ticket.since;
    if (waited < ticket.aiAfterMs)
      ctx.throw(
        409,
        `An AI opponent is offered after ${Math.round(ticket.aiAfterMs / 1000)} s of waiting: ${Math.ceil((ticket.aiAfterMs - waited) / 1000)} s to go.`,
      );
    ticket.seating = true;
    try {
      const aiSeat = String(randomInt(2));
      const personSeat = aiSeat === '0' ? '1' : '0';
      const matchID = await storeNewMatch(ctx, ticket.module, this.options.lobby, {
        numPlayers: 2,
        unlisted: true,
        bots: { [aiSeat]: level },
      });
      ticket.seated = (await this.seat(ticket.module, matchID, false, [[personSeat, ticket]]))[0];
    } finally {
      ticket.seating = false;
    }
    return this.view(ticket);
  }

  /** Leaves the line (a seated ticket is simply forgotten: the match stays the player's). */
  leave(ticketID: string): boolean {
    const ticket = this.tickets.get(ticketID);
    if (!ticket || ticket.seating) return Boolean(ticket);
    return this.tickets.delete(ticketID);
  }

  private live(ticketID: string): Ticket | undefined {
    this.forgetGone();
    return this.tickets.get(ticketID);
  }

  private forgetGone(): void {
    const now = this.now();
    for (const [id, ticket] of this.tickets) {
      if (ticket.seating) continue;
      const keptFor = ticket.seated ? SEATED_KEPT_MS : this.expiryMs;
      if (now - ticket.lastSeen > keptFor) this.tickets.delete(id);
    }
  }

  private view(ticket: Ticket): TicketView {
    if (ticket.seated) return { status: 'matched', ...ticket.seated };
    const now = this.now();
    const waitedMs = now - ticket.since;
    return {
      status: 'waiting',
      game: ticket.module.game.name,
      waitedMs,
      aiAfterMs: ticket.aiAfterMs,
      aiOffered: waitedMs >= ticket.aiAfterMs,
      ratingWindow: Math.round(ratingWindow(ticket.since, now)),
    };
  }

  /** Makes every pair the line of `module` allows now, each in a new match. */
  private async pair(ctx: Context, module: GameModule): Promise<void> {
    const waiting = [...this.tickets.values()].filter(
      (t) => t.module === module && !t.seated && !t.seating,
    );
    const pairs = pairsToMake(waiting, this.now()) as Array<[Ticket, Ticket]>;
    // Marked at once, before any await: a second asking meanwhile cannot pair them again.
    for (const pair of pairs) for (const ticket of pair) ticket.seating = true;
    await Promise.all(
      pairs.map(async (pair) => {
        try {
          const rated = pair.every((ticket) => ticket.account !== undefined);
          const first = randomInt(2);
          const ordered = [pair[first], pair[1 - first]];
          const matchID = await storeNewMatch(ctx, module, this.options.lobby, {
            numPlayers: 2,
            unlisted: true,
            rated,
          });
          const seatings = await this.seat(
            module,
            matchID,
            rated,
            ordered.map((ticket, index) => [String(index), ticket] as const),
          );
          ordered.forEach((ticket, index) => (ticket.seated = seatings[index]));
        } finally {
          for (const ticket of pair) ticket.seating = false;
        }
      }),
    );
  }

  /** Takes the seats of a new match for the tickets, under their names (one name per table). */
  private async seat(
    module: GameModule,
    matchID: string,
    rated: boolean,
    seats: ReadonlyArray<readonly [PlayerID, Ticket]>,
  ): Promise<Seating[]> {
    const { lobby } = this.options;
    const credentials = seats.map(() => newCredentials());
    const names = tableNames(seats.map(([, ticket]) => ticket.name));
    const metadata = await lobby.store.updateMetadata(matchID, (current) => {
      const next = structuredClone(current) as MatchDataWithAccounts;
      seats.forEach(([seat, ticket], index) => {
        const player = seatOf(next, seat)!;
        player.name = names[index];
        player.credentials = credentials[index];
        if (rated) next.gridplayAccounts = { ...next.gridplayAccounts, [seat]: ticket.account! };
      });
      return { ...next, updatedAt: this.now() };
    });
    if (!metadata) throw new Error(`the new match ${matchID} was not found`);
    const game = module.game.name;
    for (const [index, [playerID, ticket]] of seats.entries())
      if (ticket.account)
        await lobby.accounts.seatTaken({
          name: ticket.account,
          matchID,
          game,
          playerID,
          holder: holderKey(credentials[index])!,
        });
    lobby.onSeatsChanged(matchID, metadata);
    lobby.onCreated(game, matchID, hasBotSeats(metadata));
    return seats.map(([playerID], index) => ({
      game,
      matchID,
      playerID,
      credentials: credentials[index],
      rated,
      opponent: seats.length === 2 ? 'person' : 'ai',
    }));
  }
}

/** The players' names, the second of two equal ones (case aside) told apart. */
function tableNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let shown = name;
    for (let n = 2; seen.has(shown.toLocaleLowerCase()); n++)
      shown = `${name.slice(0, MAX_NAME_LENGTH - 4)} (${n})`;
    seen.add(shown.toLocaleLowerCase());
    return shown;
  });
}
