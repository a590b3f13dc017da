import {
  CAR_LENGTH,
  CAR_WIDTH,
  LANES,
  LANE_WIDTH,
  MAX_STEP_SECONDS,
  START_SPEED,
  TOP_SPEED,
  VIEW_AHEAD,
  createRace,
  endRace,
  laneCentre,
  overlaps,
  pointsFor,
  resetRace,
  rowGap,
  score,
  speedAt,
  startRace,
  steer,
  stepRace,
  type Race,
} from './race';

/** The server refuses more than this many points per second of a run (MR RACER's facts). */
const SERVER_MAX_POINTS_PER_SECOND = 60;

function runFor(race: Race, seconds: number, each?: (race: Race) => void): void {
  for (let t = 0; t < seconds && race.phase === 'running'; t += 1 / 60) {
    stepRace(race, 1 / 60);
    each?.(race);
  }
}

describe('MR RACER rules', () => {
  describe('speed', () => {
    it('starts at 90 km/h and grows towards the top speed without passing it', () => {
      expect(speedAt(0)).toBe(START_SPEED);
      let last = speedAt(0);
      for (let t = 1; t <= 600; t += 1) {
        const v = speedAt(t);
        expect(v).toBeGreaterThan(last);
        expect(v).toBeLessThanOrEqual(TOP_SPEED);
        last = v;
      }
      expect(speedAt(60)).toBeGreaterThan(45);
      expect(speedAt(600)).toBeCloseTo(TOP_SPEED, 3);
    });
  });

  describe('scoring', () => {
    it.each([
      [0, 0],
      [0.99, 0],
      [1, 1],
      [1234.7, 1234],
      [-3, 0],
    ])('%f metres earn %i points', (distance, points) => {
      expect(pointsFor(distance)).toBe(points);
    });

    it('never scores faster than the server’s plausibility rule allows', () => {
      const race = createRace(7);
      startRace(race);
      // No traffic: the longest, fastest run there can be.
      runFor(race, 400, (r) => r.traffic.forEach((car) => (car.active = false)));
      expect(race.time).toBeGreaterThan(399);
      expect(score(race)).toBeLessThanOrEqual(SERVER_MAX_POINTS_PER_SECOND * race.time);
      expect(score(race)).toBeLessThanOrEqual(TOP_SPEED * race.time);
    });
  });

  describe('collision', () => {
    const x = laneCentre(1);
    it.each([
      ['a car right ahead in the same lane', x, 10, x, 10 + CAR_LENGTH - 0.5, true],
      ['bumper to bumper with a graze', x, 10, x, 10 + CAR_LENGTH - 0.1, false],
      ['side by side in the next lane', x, 10, laneCentre(2), 10, false],
      ['half a car across the lane line', x, 10, x + CAR_WIDTH / 2, 11, true],
      ['a car length behind', x, 10, x, 10 - CAR_LENGTH - 0.01, false],
    ])('%s', (_name, ax, ay, bx, by, hit) => {
      expect(overlaps(ax, ay, bx, by)).toBe(hit);
      expect(overlaps(bx, by, ax, ay)).toBe(hit);
    });

    it('a car in the player’s lane ends the run as a crash; changing lane avoids it', () => {
      const crash = createRace(1);
      startRace(crash);
      Object.assign(crash.traffic[0], { active: true, lane: 1, x: laneCentre(1), y: 12 });
      runFor(crash, 5);
      expect(crash.phase).toBe('over');
      expect(crash.endReason).toBe('crash');

      const dodge = createRace(1);
      startRace(dodge);
      Object.assign(dodge.traffic[0], { active: true, lane: 1, x: laneCentre(1), y: 12 });
      steer(dodge, 1);
      runFor(dodge, 1.5, (r) => r.traffic.slice(1).forEach((car) => (car.active = false)));
      expect(dodge.phase).toBe('running');
      expect(dodge.x).toBe(laneCentre(2));
    });
  });

  describe('traffic', () => {
    it('every row leaves a lane open and rows are far enough apart to react', () => {
      const race = createRace(42);
      startRace(race);
      const rows = new Map<number, Set<number>>();
      // Steering never happens, so the player eventually crashes: keep it out of the way.
      runFor(race, 120, (r) => {
        r.x = -10;
        for (const car of r.traffic) {
          if (!car.active) continue;
          const row = rows.get(Math.round(car.y * 1000)) ?? new Set<number>();
          rows.set(Math.round(car.y * 1000), row);
          row.add(car.lane);
        }
      });
      expect(race.phase).toBe('running');
      expect(rows.size).toBeGreaterThan(20);
      for (const lanes of rows.values()) expect(lanes.size).toBeLessThan(LANES);
    });

    it('keeps a reaction gap that grows with the closing speed', () => {
      expect(rowGap(TOP_SPEED, 600)).toBeGreaterThanOrEqual(CAR_LENGTH + (TOP_SPEED - 10) * 0.75);
      expect(rowGap(START_SPEED, 0)).toBeGreaterThan(rowGap(START_SPEED, 60) - 0.001);
    });

    it('shows nothing in the first seconds: the first row appears beyond the view', () => {
      const race = createRace(3);
      startRace(race);
      runFor(race, 3);
      expect(race.phase).toBe('running');
      for (const car of race.traffic.filter((c) => c.active)) {
        expect(car.y - race.distance).toBeGreaterThan(VIEW_AHEAD / 2);
      }
    });

    it('reuses its cars: a long run allocates none', () => {
      const race = createRace(5);
      const cars = [...race.traffic];
      startRace(race);
      runFor(race, 60, (r) => (r.x = -10));
      expect(race.traffic).toHaveLength(cars.length);
      race.traffic.forEach((car, i) => expect(car).toBe(cars[i]));
    });
  });

  describe('controls and phases', () => {
    it('steers one lane per press, within the road, only while racing', () => {
      const race = createRace(1);
      steer(race, -1);
      expect(race.targetLane).toBe(1);
      startRace(race);
      steer(race, -1);
      steer(race, -1);
      expect(race.targetLane).toBe(0);
      steer(race, 1);
      steer(race, 1);
      steer(race, 1);
      expect(race.targetLane).toBe(LANES - 1);
      expect(laneCentre(LANES - 1)).toBe((LANES - 0.5) * LANE_WIDTH);
    });

    it('a stalled frame counts as one short step, and nothing moves before START or after the end', () => {
      const race = createRace(1);
      stepRace(race, 1);
      expect(race.distance).toBe(0);
      startRace(race);
      stepRace(race, 5);
      expect(race.time).toBeCloseTo(MAX_STEP_SECONDS, 10);
      endRace(race, 'ended');
      expect(race.endReason).toBe('ended');
      const distance = race.distance;
      stepRace(race, 0.016);
      expect(race.distance).toBe(distance);
    });

    it('the same seed drives the same race; a reset starts over', () => {
      const a = createRace(99);
      const b = createRace(99);
      startRace(a);
      startRace(b);
      runFor(a, 30, (r) => (r.x = -10));
      runFor(b, 30, (r) => (r.x = -10));
      expect(a.traffic.map((c) => [c.active, c.lane, c.y])).toEqual(
        b.traffic.map((c) => [c.active, c.lane, c.y]),
      );
      resetRace(a, 5);
      expect(a).toMatchObject({ phase: 'ready', distance: 0, time: 0, speed: START_SPEED });
      expect(a.traffic.every((c) => !c.active)).toBe(true);
    });
  });
});
