// Whether a seat's view still hides something: the bot must sample the hidden part, and a take-back
// must not reveal it.

/** True when some part of the view is a hidden zone (`{ hidden: true, size }`) or marked hidden. */
export function viewHasSecrets(view: unknown): boolean {
  if (view === null || typeof view !== 'object') return false;
  if ((view as { hidden?: unknown }).hidden === true) return true;
  const children = Array.isArray(view) ? view : Object.values(view);
  return children.some(viewHasSecrets);
}
