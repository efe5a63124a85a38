/**
 * The match data text this process last read or wrote, per match: a guess that lets
 * `MatchStore.updateMetadata` skip its read. Presence alone changes a match's data about four
 * times a match (two connects, two disconnects), and each change read the row first.
 *
 * A guess is never trusted: the write it leads to is guarded by the whole stored text
 * (`WHERE metadata = ?`), so a guess another process made stale only costs a write that matches
 * no row, then the usual fresh read.
 */
const KEPT = 10_000;

export class KnownMetadata {
  private readonly texts = new Map<string, string>();

  get(matchID: string): string | undefined {
    return this.texts.get(matchID);
  }

  /** Notes what the database holds now (just read or just written). */
  note(matchID: string, text: string): void {
    this.texts.delete(matchID); // re-inserted last: the least recently noted go first
    this.texts.set(matchID, text);
    if (this.texts.size > KEPT) this.texts.delete(this.texts.keys().next().value!);
  }

  forget(matchID: string): void {
    this.texts.delete(matchID);
  }
}
