/** A player's rating for the game on their panel in a rated match: a compact badge. */
export function SeatRating({ rating }: { rating: number | undefined }) {
  if (rating === undefined) return null;
  const shown = Math.round(rating);
  return (
    <span
      className="badge"
      style={{ flex: 'none' }}
      title="Rating for this game"
      aria-label={`rating ${shown}`}
      data-seat-rating={shown}
    >
      {shown}
    </span>
  );
}
