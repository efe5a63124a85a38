/**
 * The balance report's figures, computed from the game records alone (so a test can check each
 * figure against the games that produced it). A rate is a score: a win counts 1, a draw ½, with
 * its 95% Wilson interval; unfinished games count as draws. "Games" of a deck, a card or a move
 * are seat-games: a game in which both seats played it counts once for each.
 */
import type { PlayerID } from 'boardgame.io';
import { type GameMeta, seatName } from '@gridplay/core';
import type { BalanceBot, GameRecord } from './self-play';
import { wilson } from '@gridplay/bots';

export interface Rate {
  games: number;
  wins: number;
  draws: number;
  /** Games neither won nor drawn (unfinished games count as draws). */
  losses: number;
  rate: number;
  ci95: [number, number];
}

export interface BalanceReport {
  game: string;
  title: string;
  generatedAt: string;
  settings: {
    games: number;
    bot: BalanceBot;
    numPlayers: number;
    options: Record<string, unknown[]>;
    maxMoves: number;
    seed: string;
    /** A deck-against-deck run (`--pairings`): which decks, and games per pairing so far. */
    pairings?: {
      options: [string, string];
      decks: string[];
      gamesPerPairing: { min: number; max: number };
      /** Pairings with games, of all pairings of the decks. */
      played: number;
      of: number;
    };
  };
  totals: { games: number; decided: number; draws: number; unfinished: number };
  seats: Array<{ seat: PlayerID; name: string } & Rate>;
  decks: Array<{ deck: string } & Rate>;
  /** A deck's name as the setup options label it (`gutsman-60` → "GutsMan — Brawler …"). */
  deckLabels: Record<string, string>;
  /**
   * Deck against deck, in two-seat games between different decks: the score of `deck` against
   * `opponent` (each pairing appears twice, once from each side; mirrors are left out).
   */
  matchups: Array<{ deck: string; opponent: string } & Rate>;
  /**
   * Per setup option that varied between games, the win rate of each seat per value and of the
   * seat that moved first.
   */
  options: Array<{
    key: string;
    value: unknown;
    seats: Array<{ seat: PlayerID } & Rate>;
    firstPlayer: Rate;
  }>;
  /** How the seat that moved first did. */
  firstPlayer: Rate;
  length: {
    mean: number;
    median: number;
    min: number;
    max: number;
    histogram: Array<{ from: number; to: number; games: number }>;
  };
  /** Each move or card: times played, games it was played in, and how its player did. */
  plays: Array<{ label: string; plays: number; perGame: number } & Rate>;
  /**
   * Each card's record (games with a `card` hook): the seat-games it was played in, how those
   * ended for its player, and how often it was played in all.
   */
  cards: Array<{ card: string; plays: number } & Rate>;
  winConditions: Array<{ label: string; games: number; share: number }>;
}

class RateCounter {
  games = 0;
  wins = 0;
  draws = 0;

  add(record: GameRecord, seat: PlayerID): void {
    this.games++;
    if (record.winners.includes(seat)) this.wins++;
    else if (record.draw || record.unfinished) this.draws++;
  }

  rate(): Rate {
    const points = this.wins + this.draws / 2;
    return {
      games: this.games,
      wins: this.wins,
      draws: this.draws,
      losses: this.games - this.wins - this.draws,
      rate: this.games ? points / this.games : 0,
      ci95: wilson(points, this.games),
    };
  }
}

function counterIn<K>(map: Map<K, RateCounter>, key: K): RateCounter {
  let counter = map.get(key);
  if (!counter) map.set(key, (counter = new RateCounter()));
  return counter;
}

function histogram(lengths: number[]): BalanceReport['length']['histogram'] {
  if (lengths.length === 0) return [];
  const min = Math.min(...lengths);
  const max = Math.max(...lengths);
  const bins = Math.min(20, Math.max(1, max - min + 1));
  const width = Math.ceil((max - min + 1) / bins);
  const out = Array.from({ length: bins }, (_, i) => ({
    from: min + i * width,
    to: min + (i + 1) * width - 1,
    games: 0,
  }));
  for (const length of lengths) out[Math.floor((length - min) / width)].games++;
  return out.filter((bin) => bin.from <= max);
}

/** Deck names that are values of a setup option's choices, with the choice's label. */
function labelsOf(meta: Partial<Pick<GameMeta, 'setupOptions'>>, decks: Iterable<string>) {
  const labels: Record<string, string> = {};
  for (const deck of decks) {
    for (const option of meta.setupOptions ?? []) {
      const choice = option.choices?.find((c) => c.value === deck);
      if (choice) labels[deck] = choice.label;
    }
  }
  return labels;
}

export function buildReport(
  meta: Pick<GameMeta, 'id' | 'title' | 'seatNames'> & Partial<Pick<GameMeta, 'setupOptions'>>,
  settings: BalanceReport['settings'],
  records: GameRecord[],
): BalanceReport {
  const seats = new Map<PlayerID, RateCounter>();
  const decks = new Map<string, RateCounter>();
  const options = new Map<string, RateCounter>();
  const firstByOption = new Map<string, RateCounter>();
  const matchups = new Map<string, RateCounter>();
  const cards = new Map<string, { plays: number; counter: RateCounter }>();
  const plays = new Map<string, { plays: number; counter: RateCounter }>();
  const conditions = new Map<string, number>();
  const first = new RateCounter();
  const variedKeys = Object.entries(settings.options)
    .filter(([, values]) => values.length > 1)
    .map(([key]) => key);

  for (const record of records) {
    for (const seat of Object.keys(record.decks)) {
      counterIn(seats, seat).add(record, seat);
      counterIn(decks, record.decks[seat]).add(record, seat);
      for (const key of variedKeys) {
        const value = JSON.stringify(record.setupData?.[key] ?? null);
        counterIn(options, `${key}\u0000${value}\u0000${seat}`).add(record, seat);
      }
      for (const [label, count] of Object.entries(record.plays[seat] ?? {})) {
        let entry = plays.get(label);
        if (!entry) plays.set(label, (entry = { plays: 0, counter: new RateCounter() }));
        entry.plays += count;
        entry.counter.add(record, seat);
      }
      for (const [card, count] of Object.entries(record.cards?.[seat] ?? {})) {
        let entry = cards.get(card);
        if (!entry) cards.set(card, (entry = { plays: 0, counter: new RateCounter() }));
        entry.plays += count;
        entry.counter.add(record, seat);
      }
    }
    const seatsOf = Object.keys(record.decks);
    if (seatsOf.length === 2) {
      const [a, b] = seatsOf;
      if (record.decks[a] !== record.decks[b]) {
        counterIn(matchups, `${record.decks[a]}\u0000${record.decks[b]}`).add(record, a);
        counterIn(matchups, `${record.decks[b]}\u0000${record.decks[a]}`).add(record, b);
      }
    }
    if (record.firstSeat !== undefined) {
      first.add(record, record.firstSeat);
      for (const key of variedKeys) {
        const value = JSON.stringify(record.setupData?.[key] ?? null);
        counterIn(firstByOption, `${key}\u0000${value}`).add(record, record.firstSeat);
      }
    }
    conditions.set(record.winCondition, (conditions.get(record.winCondition) ?? 0) + 1);
  }

  const lengths = records.map((r) => r.length).sort((a, b) => a - b);
  const total = records.length;
  const byRate = <T extends Rate>(a: T, b: T) => b.games - a.games;
  // The table's order: the run's own deck list, else the decks by games played.
  const deckOrder =
    settings.pairings?.decks ??
    [...decks].sort(([, x], [, y]) => y.games - x.games).map(([d]) => d);
  const position = (deck: string) => {
    const at = deckOrder.indexOf(deck);
    return at === -1 ? deckOrder.length : at;
  };
  return {
    game: meta.id,
    title: meta.title,
    generatedAt: new Date().toISOString(),
    settings,
    totals: {
      games: total,
      decided: records.filter((r) => r.winners.length > 0).length,
      draws: records.filter((r) => r.draw).length,
      unfinished: records.filter((r) => r.unfinished).length,
    },
    seats: [...seats]
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([seat, counter]) => ({ seat, name: seatName(meta, seat), ...counter.rate() })),
    decks: [...decks].map(([deck, counter]) => ({ deck, ...counter.rate() })).sort(byRate),
    deckLabels: labelsOf(meta, decks.keys()),
    matchups: [...matchups]
      .map(([pair, counter]) => {
        const [deck, opponent] = pair.split('\u0000');
        return { deck, opponent, ...counter.rate() };
      })
      .sort(
        (x, y) =>
          position(x.deck) - position(y.deck) ||
          position(x.opponent) - position(y.opponent) ||
          x.deck.localeCompare(y.deck) ||
          x.opponent.localeCompare(y.opponent),
      ),
    options: groupOptions(options, firstByOption),
    firstPlayer: first.rate(),
    length: {
      mean: total ? lengths.reduce((a, b) => a + b, 0) / total : 0,
      median: total ? lengths[Math.floor((total - 1) / 2)] : 0,
      min: lengths[0] ?? 0,
      max: lengths.at(-1) ?? 0,
      histogram: histogram(lengths),
    },
    plays: [...plays]
      .map(([label, { plays: count, counter }]) => ({
        label,
        plays: count,
        perGame: total ? count / total : 0,
        ...counter.rate(),
      }))
      .sort((a, b) => b.plays - a.plays),
    cards: [...cards]
      .map(([card, { plays: count, counter }]) => ({ card, plays: count, ...counter.rate() }))
      .sort((a, b) => b.games - a.games || a.card.localeCompare(b.card)),
    winConditions: [...conditions]
      .map(([label, games]) => ({ label, games, share: total ? games / total : 0 }))
      .sort((a, b) => b.games - a.games),
  };
}

function groupOptions(
  options: Map<string, RateCounter>,
  firstByOption: Map<string, RateCounter>,
): BalanceReport['options'] {
  const groups = new Map<string, BalanceReport['options'][number]>();
  for (const [composite, counter] of options) {
    const [key, value, seat] = composite.split('\u0000');
    const id = `${key}\u0000${value}`;
    let group = groups.get(id);
    if (!group) {
      const firstPlayer = (firstByOption.get(id) ?? new RateCounter()).rate();
      groups.set(id, (group = { key, value: JSON.parse(value ?? 'null'), seats: [], firstPlayer }));
    }
    group.seats.push({ seat, ...counter.rate() });
  }
  return [...groups.values()];
}
