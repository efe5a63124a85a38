/**
 * A storage failure said in words an operator and a player understand: the disk is full, the
 * database file is damaged or gone, another process holds it, the database cannot be reached,
 * its file stayed locked too long.
 * Drivers turn their own errors into these, so the match engine can tell a mover exactly what
 * happened to their move, and `/health` can say what is wrong.
 */
export type StorageFaultKind = 'full' | 'damaged' | 'missing' | 'in-use' | 'unavailable' | 'busy';

export class StorageFault extends Error {
  override readonly name = 'StorageFault';

  constructor(
    readonly kind: StorageFaultKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The sentence a player reads when the write of their move failed (the write was rolled back). */
export function moveNotSaved(move: string, fault: StorageFault): string {
  return `Your move "${move}" was not saved: ${fault.message}. Nothing changed; try again later.`;
}
