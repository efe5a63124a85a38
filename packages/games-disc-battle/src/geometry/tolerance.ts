/**
 * The one tolerance of the plane. Lengths here are inches, never larger than a 36″ Grid's
 * diagonal, and each result comes from a few dozen floating-point operations, so rounding error
 * stays below 1e-12″. EPSILON is a thousand times that: two lengths closer than EPSILON are
 * equal, a disc strip that touches a base exactly (tangent) meets it, and a direction component
 * smaller than EPSILON is zero (the path runs parallel to that wall). It is also far below
 * anything a player can aim or measure (a thousandth of an inch), so it never changes a ruling
 * a person could see.
 */
export const EPSILON = 1e-9;

export const nearlyEqual = (a: number, b: number, tolerance = EPSILON) =>
  Math.abs(a - b) <= tolerance;
