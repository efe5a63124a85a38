/** A player's rating on their panel in a rated match ("Rating 1523"). */
export function SeatRating({ rating }: { rating: number | undefined }) {
  if (rating === undefined) return null;
  return (
    <span className="muted" data-seat-rating={Math.round(rating)}>
      Rating {Math.round(rating)}
    </span>
  );
}
