import fc from 'fast-check';
import {
  CAR_LENGTH,
  CAR_WIDTH,
  LANES,
  LANE_WIDTH,
  START_SPEED,
  TICKS_PER_SECOND,
  TOP_SPEED,
  VIEW_AHEAD,
  createRace,
  endRace,
  laneCentre,
  nextSpeed,
  overlaps,
  pointsFor,
  replayRun,
  resetRace,
  rowGap,
  score,
  secondsOf,
  setLane,
  startRace,
  steer,
  stepRace,
  type Race,
} from './race';

function runFor(race: Race, seconds: number, each?: (race: Race) => void): void {
  for (let t = 0; t < seconds * TICKS_PER_SECOND && race.phase === 'running'; t++) {
    stepRace(race);
    each?.(race);
  }
}

/**
 * Plays a run as the browser does: a script of lane changes by tick (`lane` from `tick` on),
 * ended by END after `ticks` ticks unless it crashes first. Answers what the game reports.
 */
function play(seed: number, ticks: number, script: [number, number][]) {
  const race = createRace(seed);
  startRace(race);
  const changes = new Map(script);
  while (race.phase === 'running' && race.tick < ticks) {
    const lane = changes.get(race.tick);
    if (lane !== undefined) setLane(race, lane);
    stepRace(race);
  }
  endRace(race, 'ended');
  return { score: score(race), ticks: race.tick, inputs: [...race.inputs], race };
}

describe('MR RACER rules', () => {
  describe('speed', () => {
    it('starts at 90 km/h and grows towards the top speed without passing it', () => {
      let v = START_SPEED;
      const at: number[] = [];
      for (let tick = 1; tick <= 600 * TICKS_PER_SECOND; tick++) {
        const next = nextSpeed(v);
        expect(next).toBeGreaterThanOrEqual(v);
        expect(next).toBeLessThanOrEqual(TOP_SPEED);
        v = next;
        if (tick % (60 * TICKS_PER_SECOND) === 0) at.push(v);
      }
      expect(at[0]).toBeGreaterThan(45);
      expect(v).toBeCloseTo(TOP_SPEED, 3);
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

    it('never scores faster than the top speed allows', () => {
      const race = createRace(7);
      startRace(race);
      // No traffic: the longest, fastest run there can be.
      runFor(race, 400, (r) => r.traffic.forEach((car) => (car.active = false)));
      expect(secondsOf(race.tick)).toBeGreaterThan(399);
      expect(score(race)).toBeLessThanOrEqual(TOP_SPEED * secondsOf(race.tick));
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

    it('nothing moves before START or after the end', () => {
      const race = createRace(1);
      stepRace(race);
      expect(race.distance).toBe(0);
      startRace(race);
      stepRace(race);
      expect(race.tick).toBe(1);
      endRace(race, 'ended');
      expect(race.endReason).toBe('ended');
      const distance = race.distance;
      stepRace(race);
      expect(race.distance).toBe(distance);
      expect(race.tick).toBe(1);
    });

    it('logs each lane change once, by tick; a change undone within the tick leaves nothing', () => {
      const race = createRace(1);
      startRace(race);
      steer(race, -1);
      runFor(race, 0.5);
      steer(race, 1);
      steer(race, 1);
      stepRace(race);
      steer(race, -1);
      steer(race, 1);
      expect(race.inputs).toEqual([0, 0, 30, 2]);
      // A change pressed after the last tick never played.
      steer(race, -1);
      endRace(race, 'ended');
      expect(race.inputs).toEqual([0, 0, 30, 2]);
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
      expect(a).toMatchObject({ phase: 'ready', distance: 0, tick: 0, speed: START_SPEED });
      expect(a.inputs).toEqual([]);
      expect(a.traffic.every((c) => !c.active)).toBe(true);
    });
  });

  describe('replay (what game_end checks)', () => {
    /** Weaves to the open lane of the next row ahead: a long run with many changes. */
    function driveWell(seed: number, ticks: number) {
      const race = createRace(seed);
      startRace(race);
      while (race.phase === 'running' && race.tick < ticks) {
        const ahead = race.traffic
          .filter((c) => c.active && c.y > race.distance - CAR_LENGTH)
          .sort((a, b) => a.y - b.y);
        if (ahead.length) {
          const rowY = ahead[0].y;
          const taken = new Set(ahead.filter((c) => c.y === rowY).map((c) => c.lane));
          if (taken.has(race.targetLane)) {
            const free = [0, 1, 2].filter((l) => !taken.has(l));
            free.sort((a, b) => Math.abs(a - race.targetLane) - Math.abs(b - race.targetLane));
            setLane(race, free[0]);
          }
        }
        stepRace(race);
      }
      endRace(race, 'ended');
      return { score: score(race), ticks: race.tick, inputs: [...race.inputs], race };
    }

    it('replays a played run to the same score, crash or END', () => {
      const ended = driveWell(2024, 90 * TICKS_PER_SECOND);
      expect(ended.race.endReason).toBe('ended');
      expect(ended.inputs.length).toBeGreaterThan(20);
      expect(replayRun(2024, ended.ticks, ended.inputs)).toEqual({
        ok: true,
        score: ended.score,
        ticks: ended.ticks,
        endReason: 'ended',
      });
      const crashed = play(2024, 90 * TICKS_PER_SECOND, []);
      expect(crashed.race.endReason).toBe('crash');
      expect(replayRun(2024, crashed.ticks, crashed.inputs)).toMatchObject({
        ok: true,
        score: crashed.score,
        endReason: 'crash',
      });
    });

    it('the same seed and inputs always give the same score; another seed another road', () => {
      const a = driveWell(77, 60 * TICKS_PER_SECOND);
      const b = driveWell(77, 60 * TICKS_PER_SECOND);
      expect(b).toMatchObject({ score: a.score, ticks: a.ticks, inputs: a.inputs });
      const other = createRace(78);
      startRace(other);
      runFor(other, 30, (r) => (r.x = -10));
      const same = createRace(77);
      startRace(same);
      runFor(same, 30, (r) => (r.x = -10));
      expect(other.traffic.map((c) => c.lane)).not.toEqual(same.traffic.map((c) => c.lane));
    });

    it('holds for any seed and inputs: the replay of a played run scores what the game did', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 2 ** 32 - 1 }),
          fc.integer({ min: 0, max: 40 * TICKS_PER_SECOND }),
          fc.array(fc.tuple(fc.nat(40 * TICKS_PER_SECOND), fc.integer({ min: -1, max: 3 }))),
          (seed, ticks, script) => {
            const run = play(seed, ticks, script);
            const replay = replayRun(seed, run.ticks, run.inputs);
            expect(replay).toMatchObject({ ok: true, score: run.score, ticks: run.ticks });
            expect(replayRun(seed, run.ticks, run.inputs)).toEqual(replay);
          },
        ),
        { numRuns: 150 },
      );
    });

    it.each([
      ['an odd-length log', [10], 100, 'malformed'],
      ['a lane off the road', [10, 3], 100, 'malformed'],
      ['a fractional tick', [10.5, 0], 100, 'malformed'],
      ['a negative tick', [-1, 0], 100, 'malformed'],
      ['ticks out of order', [50, 0, 20, 2], 100, 'out_of_order'],
      ['two changes in one tick', [50, 0, 50, 2], 100, 'out_of_order'],
      ['an input at the end', [100, 0], 100, 'beyond_end'],
      ['an input past the end', [10, 0, 400, 2], 100, 'beyond_end'],
    ])('refuses %s', (_name, inputs, ticks, kind) => {
      expect(replayRun(9, ticks, inputs)).toMatchObject({ ok: false, problem: { kind } });
    });

    it('refuses a run claimed to go on after it crashed, and a tampered log scores otherwise', () => {
      const crashed = play(31, 60 * TICKS_PER_SECOND, []);
      expect(crashed.race.endReason).toBe('crash');
      expect(replayRun(31, crashed.ticks + 60, crashed.inputs)).toEqual({
        ok: false,
        problem: { kind: 'crashed_earlier', crashTick: crashed.ticks },
      });
      const good = driveWell(31, 60 * TICKS_PER_SECOND);
      const tampered = [...good.inputs];
      tampered[1] = (tampered[1] + 1) % LANES;
      const replay = replayRun(31, good.ticks, tampered);
      expect(replay.ok && replay.score === good.score).toBe(false);
    });
  });
});
