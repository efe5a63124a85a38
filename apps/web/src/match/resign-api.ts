/**
 * `POST /games/:name/:id/resign` (apps/server/README.md): the seat concedes. With two players
 * the other wins; with more an AI plays on in the seat. A refusal becomes an Error in words.
 */
export async function resignMatch(
  gameId: string,
  matchID: string,
  playerID: string,
  credentials: string,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(
      `/games/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/resign`,
      {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ playerID, credentials }),
      },
    );
  } catch {
    throw new Error('The server cannot be reached. Check your connection and try again.');
  }
  if (response.ok) return;
  const parsed = (await response.json().catch(() => ({}))) as { error?: string };
  throw new Error(parsed.error ?? `The server answered ${response.status}.`);
}
