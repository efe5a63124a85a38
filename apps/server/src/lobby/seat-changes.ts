/**
 * `POST /games/:name/:id/join | leave | update | rename`, in place of boardgame.io's, which
 * trusted the body: a `playerID` of "__proto__" polluted every object of the process, names
 * could be any JSON value of any size, and seats nobody held could be "left" (deleting the
 * match) or renamed without credentials. Here a seat is one of the match's own ids, a change
 * needs the seat's credentials, every write is a compare-and-set on the stored data, and the
 * sockets are told at once, so a socket that no longer holds its seat is cut off.
 *
 * A seat left before the first move reopens for anyone. A seat left mid-game never reopens to
 * strangers (one could join and read the hand of a match in progress): it goes to an AI, so the
 * others can finish the match.
 */
import type { Context } from 'koa';
import type { Server, State } from 'boardgame.io';
import type { GameModule } from '@gridplay/core';
import {
  isHeld,
  newCredentials,
  seatIDs,
  seatOf,
  whyNotSeated,
  type PlayerMetadata,
} from '../match/credentials';
import { botDifficulty, type MatchDataWithBots } from '../match/bot-seats';
import type { Difficulty } from '../match/bot-thinker';
import { joinBody, leaveBody, updateBody } from './lobby-schemas';
import { nowOf, storedMatch, updateMatch, type Lobby } from './lobby';
import { parsedBody } from '../http/parsed-body';
import { isKept, whyKept } from './rematch-seats';
import { refuseOtherAccounts, ratedSeatTaker } from '../accounts/seat-owners';
import { seatAccount, type MatchDataWithAccounts } from '../accounts/rated-matches';
import { nameKey } from '../accounts/account-store';
import { answerRecord } from './idempotent-requests';

const isOpen = (seat: PlayerMetadata) => !isHeld(seat) && !seat.name;

/** Who plays a seat its player left mid-game. */
export const LEFT_SEAT_DIFFICULTY: Difficulty = 'normal';
const AI_SUFFIX = ' (AI)';
const NAME_LIMIT = 24;

/** The seat plays on as an AI that keeps its player's name, so the table knows who it was. */
function handToAi(metadata: Server.MatchData, playerID: string, seat: PlayerMetadata): void {
  const name = typeof seat.name === 'string' ? seat.name : `Player ${Number(playerID) + 1}`;
  seat.name = `${name.slice(0, NAME_LIMIT - AI_SUFFIX.length)}${AI_SUFFIX}`;
  seat.credentials = newCredentials();
  seat.data = { bot: LEFT_SEAT_DIFFICULTY };
  seat.isConnected = true;
  const withBots = metadata as MatchDataWithBots;
  withBots.gridplayBots = { ...withBots.gridplayBots, [playerID]: LEFT_SEAT_DIFFICULTY };
}

/** Refuses a name another seat of the match already shows (case and spacing aside). */
function refuseDuplicateName(
  ctx: Context,
  metadata: Server.MatchData,
  playerID: string,
  name: string,
): void {
  const wanted = name.toLocaleLowerCase();
  for (const id of seatIDs(metadata)) {
    const other = seatOf(metadata, id)!.name;
    if (id !== playerID && typeof other === 'string' && other.trim().toLocaleLowerCase() === wanted)
      ctx.throw(409, `Someone at this table is already called "${name}": choose another name.`);
  }
}

/** A rated seat left before play reopens for any account. */
function forgetSeatAccount(metadata: Server.MatchData, playerID: string): void {
  const rated = metadata as MatchDataWithAccounts;
  if (!rated.gridplayAccounts || !Object.hasOwn(rated.gridplayAccounts, playerID)) return;
  const { [playerID]: _left, ...others } = rated.gridplayAccounts;
  rated.gridplayAccounts = others;
}

/** One account, one seat: a rated match is not played against oneself. */
function refuseSecondSeat(ctx: Context, metadata: Server.MatchData, account: string): void {
  for (const id of seatIDs(metadata)) {
    const holder = seatAccount(metadata, id);
    if (holder && nameKey(holder) === nameKey(account))
      ctx.throw(409, `You already sit at this table (seat ${id}).`);
  }
}

/** The seat named in the request, or a 404 when the match has no such seat. */
function seatIn(ctx: Context, metadata: Server.MatchData, playerID: string): PlayerMetadata {
  return (
    seatOf(metadata, playerID) ?? ctx.throw(404, `There is no seat ${playerID} in this match.`)
  );
}

function authorize(
  ctx: Context,
  metadata: Server.MatchData,
  playerID: string,
  credentials: string,
): void {
  seatIn(ctx, metadata, playerID);
  const reason = whyNotSeated(metadata, playerID, credentials);
  if (reason) ctx.throw(403, reason);
}

export async function joinRoute(ctx: Context, lobby: Lobby, module: GameModule, matchID: string) {
  const body = await parsedBody(ctx, joinBody);
  const now = nowOf(lobby);
  const stored = await storedMatch(ctx, lobby, module, matchID);
  const playerID =
    body.playerID ??
    seatIDs(stored).find((id) => isOpen(seatOf(stored, id)!) && !isKept(stored, id, now)) ??
    ctx.throw(409, 'Every seat of this match is taken or kept for its previous player.');
  seatIn(ctx, stored, playerID);
  const kept = await whyKept(lobby, stored, playerID, body.credentials, now);
  if (kept) ctx.throw(403, kept);
  // A rated seat is taken by an account, under the account's name.
  const account = await ratedSeatTaker(ctx, lobby.accounts, stored);

  const playerCredentials = newCredentials();
  const answer = { playerID, playerCredentials };
  const metadata = await updateMatch(
    ctx,
    lobby,
    matchID,
    (current) => {
      const seat = seatIn(ctx, current, playerID);
      if (current.gameover !== undefined && current.gameover !== null)
        ctx.throw(409, 'This match is over: there is nothing left to join.');
      if (!isOpen(seat)) ctx.throw(409, `Seat ${playerID} is taken.`);
      const name = account ?? body.playerName;
      if (account) refuseSecondSeat(ctx, current, account);
      refuseDuplicateName(ctx, current, playerID, name);
      seat.name = name;
      seat.credentials = playerCredentials;
      if (body.data !== undefined) seat.data = body.data;
      if (account) {
        const rated = current as MatchDataWithAccounts;
        rated.gridplayAccounts = { ...rated.gridplayAccounts, [playerID]: account };
      }
      return { ...current, updatedAt: now };
    },
    answerRecord(ctx, answer),
  );
  lobby.onSeatsChanged(matchID, metadata);
  await lobby.onSeatTaken?.(ctx, {
    matchID,
    gameName: module.game.name,
    playerID,
    credentials: playerCredentials,
  });
  ctx.body = answer;
}

export async function leaveRoute(ctx: Context, lobby: Lobby, module: GameModule, matchID: string) {
  const body = await parsedBody(ctx, leaveBody);
  const stored = await storedMatch(ctx, lobby, module, matchID);
  await refuseOtherAccounts(ctx, lobby.accounts, stored, body.playerID);
  const { state } = (await lobby.store.fetch(matchID, { state: true })) as { state?: State };
  const midGame = state !== undefined && state._stateID > 0 && state.ctx.gameover === undefined;
  const metadata = await updateMatch(
    ctx,
    lobby,
    matchID,
    (current) => {
      authorize(ctx, current, body.playerID, body.credentials);
      const seat = seatOf(current, body.playerID)!;
      if (midGame) {
        handToAi(current, body.playerID, seat);
      } else {
        delete seat.name;
        delete seat.credentials;
        delete seat.data;
        seat.isConnected = false;
        forgetSeatAccount(current, body.playerID);
      }
      return { ...current, updatedAt: nowOf(lobby) };
    },
    answerRecord(ctx, {}),
  );
  // A match nobody but bots sits at any more is over for good (boardgame.io removes it too).
  const people = seatIDs(metadata).filter(
    (id) => isHeld(seatOf(metadata, id)) && !botDifficulty(metadata, id),
  );
  if (people.length === 0) {
    await lobby.store.wipe(matchID);
    lobby.onSeatsChanged(matchID, undefined);
  } else {
    lobby.onSeatsChanged(matchID, metadata);
    if (midGame) lobby.onBotsSeated(module.game.name, matchID);
  }
  ctx.body = {};
}

/** `update` and its deprecated alias `rename`: a new name and/or data for one's own seat. */
export async function updateRoute(ctx: Context, lobby: Lobby, module: GameModule, matchID: string) {
  const body = await parsedBody(ctx, updateBody);
  const stored = await storedMatch(ctx, lobby, module, matchID);
  await refuseOtherAccounts(ctx, lobby.accounts, stored, body.playerID);
  const metadata = await updateMatch(
    ctx,
    lobby,
    matchID,
    (current) => {
      authorize(ctx, current, body.playerID, body.credentials);
      const seat = seatOf(current, body.playerID)!;
      if (body.newName !== undefined) {
        // An account's seat shows the account's name.
        if (seatAccount(current, body.playerID))
          ctx.throw(409, 'A seat of a rated match keeps its account name.');
        refuseDuplicateName(ctx, current, body.playerID, body.newName);
        seat.name = body.newName;
      }
      if (body.data !== undefined) seat.data = body.data;
      return { ...current, updatedAt: nowOf(lobby) };
    },
    answerRecord(ctx, {}),
  );
  lobby.onSeatsChanged(matchID, metadata);
  ctx.body = {};
}
