/** Property tests for the plane: the risky part of Disc Battle, proved on random positions. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASE_RADIUS,
  DISC_WIDTH,
  EPSILON,
  STEP_LENGTH,
  baseCircle,
  contactAfterLeaving,
  discLane,
  discStep,
  distance,
  firstContact,
  inDiscLane,
  reversed,
  sub,
  sweptMeetsCircle,
  throwPath,
  tracePath,
  unitFromBearing,
  type Path,
} from './index';

const grids = fc.constantFrom({ size: 24 }, { size: 36 });
const bearing = fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true });
const inLane = (size: number) =>
  fc.record({
    x: fc.double({ min: 0.5, max: size - 0.5, noNaN: true }),
    y: fc.double({ min: 0.5, max: size - 0.5, noNaN: true }),
  });
const gridAndPoint = grids.chain((grid) => fc.tuple(fc.constant(grid), inLane(grid.size)));

const pieceLengths = (path: Path) =>
  path.points.slice(1).reduce((sum, p, i) => sum + distance(path.points[i], p), 0);

describe('a disc step in the plane', () => {
  it('travels exactly 8″ in a straight line when no wall is near (the marker moves to the Movement Base’s far end)', () => {
    const path = discStep({ size: 24 }, { tip: { x: 12, y: 4 }, bearing: 0 });
    expect(path.end.x).toBeCloseTo(12, 12);
    expect(path.end.y).toBeCloseTo(4 + STEP_LENGTH, 12);
    expect(path.bounces).toEqual([]);
  });

  it('a disc 3″ from the north wall heading north bounces and comes back 5″ (angle in = angle out)', () => {
    const path = discStep({ size: 24 }, { tip: { x: 10, y: 20.5 }, bearing: 0 });
    expect(path.bounces.map((b) => b.walls)).toEqual([['north']]);
    expect(path.end.y).toBeCloseTo(23.5 - 5, 12);
    expect(path.bearing).toBeCloseTo(180, 9);
  });

  it('a disc heading into a corner at 45° comes straight back out of it', () => {
    const path = discStep({ size: 24 }, { tip: { x: 21.5, y: 21.5 }, bearing: 45 });
    expect(path.bounces[0].walls).toEqual(['east', 'north']);
    expect(path.bearing).toBeCloseTo(225, 9);
    const back = 8 - Math.SQRT2 * 2;
    expect(path.end.x).toBeCloseTo(23.5 - back / Math.SQRT2, 9);
    expect(path.end.y).toBeCloseTo(23.5 - back / Math.SQRT2, 9);
  });

  it('a throw starts at the thrower’s base edge: the arrow lands 10″ from the base centre', () => {
    const path = throwPath({ size: 24 }, { x: 12, y: 6 }, 90);
    expect(path.points[0].x).toBeCloseTo(12 + BASE_RADIUS, 12);
    expect(path.end.x).toBeCloseTo(12 + BASE_RADIUS + STEP_LENGTH, 12);
    expect(path.length).toBe(STEP_LENGTH);
  });
});

describe('reflection properties', () => {
  it('keeps the speed: the pieces add up to the step length and the direction stays a unit vector', () => {
    fc.assert(
      fc.property(gridAndPoint, bearing, ([grid, tip], b) => {
        const path = discStep(grid, { tip, bearing: b });
        expect(pieceLengths(path)).toBeCloseTo(STEP_LENGTH, 6);
        expect(
          Math.hypot(unitFromBearing(path.bearing).x, unitFromBearing(path.bearing).y),
        ).toBeCloseTo(1, 12);
      }),
    );
  });

  it('keeps the angle: at each bounce the component into the wall flips and the one along it is kept', () => {
    fc.assert(
      fc.property(gridAndPoint, bearing, ([grid, tip], b) => {
        const path = tracePath(grid, tip, b, 60);
        const lane = discLane(grid);
        // Replay the expected reflections and compare with every straight piece actually drawn.
        let expected = unitFromBearing(b);
        for (let i = 1; i < path.points.length; i++) {
          const d = sub(path.points[i], path.points[i - 1]);
          const len = Math.hypot(d.x, d.y);
          if (len > 1e-6) {
            expect(d.x / len).toBeCloseTo(expected.x, 6);
            expect(d.y / len).toBeCloseTo(expected.y, 6);
          }
          const bounce = path.bounces[i - 1];
          if (!bounce) continue;
          const acrossX = bounce.walls.includes('east') || bounce.walls.includes('west');
          const acrossY = bounce.walls.includes('north') || bounce.walls.includes('south');
          // The wall it names is the one it reached, heading into it.
          if (bounce.walls.includes('east')) expect(bounce.point.x).toBe(lane.max);
          if (bounce.walls.includes('west')) expect(bounce.point.x).toBe(lane.min);
          if (bounce.walls.includes('north')) expect(bounce.point.y).toBe(lane.max);
          if (bounce.walls.includes('south')) expect(bounce.point.y).toBe(lane.min);
          expected = {
            x: acrossX ? -expected.x : expected.x,
            y: acrossY ? -expected.y : expected.y,
          };
        }
        expect(unitFromBearing(path.bearing).x).toBeCloseTo(expected.x, 9);
        expect(unitFromBearing(path.bearing).y).toBeCloseTo(expected.y, 9);
      }),
    );
  });

  it('a step never ends outside the Grid, and no point of its centre line leaves the disc lane', () => {
    fc.assert(
      fc.property(
        gridAndPoint,
        bearing,
        fc.double({ min: 0, max: 80, noNaN: true }),
        ([grid, tip], b, len) => {
          const path = tracePath(grid, tip, b, len);
          for (const point of path.points) expect(inDiscLane(grid, point)).toBe(true);
          expect(inDiscLane(grid, path.end)).toBe(true);
        },
      ),
    );
  });

  it('a disc on a wall-parallel path never crosses (or bounces off) that wall', () => {
    fc.assert(
      fc.property(
        grids,
        fc.constantFrom(0, 90, 180, 270),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.5, max: 35.5, noNaN: true }),
        (grid, b, edge, along) => {
          const lane = discLane(grid);
          // On (or next to) the lane's edge, running along it.
          const across = edge < 0.5 ? lane.min : lane.max;
          const a = Math.min(along, lane.max);
          const start = b % 180 === 0 ? { x: across, y: a } : { x: a, y: across };
          const path = tracePath(grid, start, b, 40);
          for (const point of path.points) {
            if (b % 180 === 0) expect(point.x).toBe(across);
            else expect(point.y).toBe(across);
          }
          const sideWalls = b % 180 === 0 ? ['east', 'west'] : ['north', 'south'];
          for (const bounce of path.bounces)
            for (const wall of bounce.walls) expect(sideWalls).not.toContain(wall);
        },
      ),
    );
  });
});

describe('the swept-strip test ("the disc crosses the base")', () => {
  const circleArb = (size: number) =>
    fc.record({
      centre: fc.record({
        x: fc.double({ min: 2, max: size - 2, noNaN: true }),
        y: fc.double({ min: 2, max: size - 2, noNaN: true }),
      }),
      radius: fc.constant(BASE_RADIUS),
    });
  const scene = grids.chain((grid) =>
    fc.tuple(fc.constant(grid), inLane(grid.size), bearing, circleArb(grid.size)),
  );

  it('is symmetric: walking the same strip the other way meets the same bases', () => {
    fc.assert(
      fc.property(scene, ([grid, tip, b, circle]) => {
        const path = discStep(grid, { tip, bearing: b });
        expect(sweptMeetsCircle(reversed(path), circle)).toBe(sweptMeetsCircle(path, circle));
      }),
    );
  });

  it('agrees with dense sampling of the strip', () => {
    const step = 0.02;
    fc.assert(
      fc.property(scene, ([grid, tip, b, circle]) => {
        const path = discStep(grid, { tip, bearing: b });
        let nearest = Infinity;
        for (let i = 1; i < path.points.length; i++) {
          const a = path.points[i - 1];
          const d = sub(path.points[i], a);
          const len = Math.hypot(d.x, d.y);
          if (len < EPSILON) continue;
          const u = { x: d.x / len, y: d.y / len };
          const n = { x: -u.y, y: u.x };
          for (let t = 0; t <= len + 1e-12; t += Math.min(step, len)) {
            for (let w = -DISC_WIDTH / 2; w <= DISC_WIDTH / 2 + 1e-12; w += DISC_WIDTH / 10) {
              const p = { x: a.x + u.x * t + n.x * w, y: a.y + u.y * t + n.y * w };
              nearest = Math.min(nearest, distance(p, circle.centre));
            }
          }
        }
        const meets = sweptMeetsCircle(path, circle);
        // A sample inside the base proves contact; no sample within the sampling resolution disproves it.
        if (nearest <= circle.radius) expect(meets).toBe(true);
        if (nearest > circle.radius + step) expect(meets).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('the first contact lies on the path and grows with the distance to the base along it', () => {
    const path = discStep({ size: 24 }, { tip: { x: 4, y: 12 }, bearing: 90 });
    const near = firstContact(path, { centre: { x: 7, y: 12 }, radius: 2 });
    const far = firstContact(path, { centre: { x: 10, y: 12.5 }, radius: 2 });
    expect(near).toBeCloseTo(1, 8);
    expect(far).toBeCloseTo(4, 8);
    expect(firstContact(path, { centre: { x: 8, y: 15.6 }, radius: 2 })).toBeNull();
  });

  it('a base whose edge is exactly tangent to the strip is crossed (EPSILON counts touching as meeting)', () => {
    const path = discStep({ size: 24 }, { tip: { x: 4, y: 12 }, bearing: 90 });
    expect(sweptMeetsCircle(path, { centre: { x: 8, y: 14.5 }, radius: 2 })).toBe(true);
    expect(sweptMeetsCircle(path, { centre: { x: 8, y: 14.5 + 1e-6 }, radius: 2 })).toBe(false);
  });
});

describe('meeting a base the disc is leaving (a throw, a blocked disc)', () => {
  const baseCentre = (size: number) =>
    fc.record({
      x: fc.double({ min: 2, max: size - 2, noNaN: true }),
      y: fc.double({ min: 2, max: size - 2, noNaN: true }),
    });

  /** How far the base centre is from the disc's cross-section where the path starts. */
  const startGap = (path: Path, centre: { x: number; y: number }) => {
    const d = sub(path.points[1], path.points[0]);
    const len = Math.hypot(d.x, d.y);
    const u = { x: d.x / len, y: d.y / len };
    const o = sub(centre, path.points[0]);
    const along = o.x * u.x + o.y * u.y;
    const across = Math.abs(o.x * -u.y + o.y * u.x);
    return Math.hypot(along, Math.max(0, across - DISC_WIDTH / 2));
  };

  it('a disc that starts clear of the base meets it where any disc would', () => {
    fc.assert(
      fc.property(
        grids.chain((grid) =>
          fc.tuple(fc.constant(grid), inLane(grid.size), bearing, baseCentre(grid.size)),
        ),
        ([grid, tip, b, centre]) => {
          const path = discStep(grid, { tip, bearing: b });
          fc.pre(startGap(path, centre) > BASE_RADIUS + 1e-6);
          expect(contactAfterLeaving(path, baseCircle(centre))).toBe(
            firstContact(path, baseCircle(centre)),
          );
        },
      ),
    );
  });

  it('a throw that bounces off no wall never comes back to its thrower; one that does comes back after the wall', () => {
    fc.assert(
      fc.property(
        grids.chain((grid) => fc.tuple(fc.constant(grid), baseCentre(grid.size), bearing)),
        ([grid, centre, b]) => {
          const path = throwPath(grid, centre, b);
          const back = contactAfterLeaving(path, baseCircle(centre));
          if (path.bounces.length === 0) expect(back).toBeNull();
          if (back !== null) expect(back).toBeGreaterThan(path.bounces[0].at);
        },
      ),
    );
  });

  it('from (3,12) west: the throw comes back to its thrower 1″ along, ½″ to the wall and ½″ back', () => {
    const path = throwPath({ size: 24 }, { x: 3, y: 12 }, 270);
    expect(contactAfterLeaving(path, baseCircle({ x: 3, y: 12 }))).toBeCloseTo(1, 6);
    expect(firstContact(path, baseCircle({ x: 3, y: 12 }))).toBe(0);
  });

  it('from a base tight against the wall (2,12) west: the throw never leaves it, so never comes back', () => {
    const path = throwPath({ size: 24 }, { x: 2, y: 12 }, 270);
    expect(contactAfterLeaving(path, baseCircle({ x: 2, y: 12 }))).toBeNull();
  });

  it('a disc resting on the base at its centre and heading out never meets it again in its step', () => {
    const path = discStep({ size: 24 }, { tip: { x: 2.5, y: 2.5 }, bearing: 0 });
    expect(contactAfterLeaving(path, baseCircle({ x: 2.5, y: 2.5 }))).toBeNull();
    expect(firstContact(path, baseCircle({ x: 2.5, y: 2.5 }))).toBe(0);
  });
});
