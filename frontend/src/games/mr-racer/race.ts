/**
 * MR RACER's rules, free of the DOM and of imports: a three-lane road, slower traffic, a speed
 * that grows towards a top speed, one point per metre. A run is a deterministic simulation of a
 * seed and the player's inputs, stepped at a fixed 60 ticks a second with arithmetic alone (no
 * Math.exp or clock), so every engine computes the same run bit for bit. The browser plays it
 * and the server replays it (`replayRun`) from this very file: game_end records the score the
 * server's replay computes, never the one a client claims.
 *
 * Distances are metres along the road; x is metres across it from the left edge. stepRace
 * allocates nothing, so a frame never feeds the garbage collector.
 */

export const LANES = 3;
/** Every run starts in the middle lane. */
export const START_LANE = 1;
export const LANE_WIDTH = 3.6;
export const ROAD_WIDTH = LANES * LANE_WIDTH;
export const CAR_LENGTH = 4.4;
export const CAR_WIDTH = 1.9;

/** The simulation's fixed step: every run, in the browser or replayed, is whole ticks of this. */
export const TICKS_PER_SECOND = 60;
export const TICK_SECONDS = 1 / TICKS_PER_SECOND;

/** m/s: 90 km/h at the start, 198 km/h at most. */
export const START_SPEED = 25;
export const TOP_SPEED = 55;
/**
 * Each tick the speed closes this fraction of its gap to the top speed (1/2400: 63% of the way in
 * 40 s). A plain division rather than Math.exp, whose last digit may differ between engines.
 */
export const SPEED_RISE_PER_TICK = 1 / 2400;
export const TRAFFIC_SPEED = 10;
/** Sideways speed of a lane change (a change takes about a quarter of a second). */
export const STEER_SPEED = 14;

/** What the camera shows ahead of the player's car and behind it. */
export const VIEW_AHEAD = 48;
export const VIEW_BEHIND = 8;

/**
 * A long frame (a stalled tab) is played as this much at most, so time never jumps: the game's
 * clock can only fall behind the real one, never run ahead of the server's.
 */
export const MAX_FRAME_SECONDS = 0.05;
/** Traffic cars alive at once: rows are far apart, so a few are plenty. */
export const TRAFFIC_POOL = 12;
/** Collisions forgive this much overlap on each side, so a graze does not end a run. */
const GRAZE = 0.15;

export type Phase = 'ready' | 'running' | 'over';
export type EndReason = 'crash' | 'ended';

export interface Car {
  active: boolean;
  lane: number;
  /** Centre across the road. */
  x: number;
  /** Rear bumper along the road. */
  y: number;
  /** Index into the renderer's traffic paints. */
  paint: number;
}

export interface Race {
  phase: Phase;
  endReason: EndReason | null;
  /** Ticks played: the next step is tick number `tick`. */
  tick: number;
  /** Metres driven; the player's rear bumper. */
  distance: number;
  speed: number;
  /** The player's centre across the road, moving towards targetLane's centre. */
  x: number;
  targetLane: number;
  traffic: Car[];
  /** Relative metres since the last traffic row was placed, and the gap before the next. */
  sinceRow: number;
  nextGap: number;
  /** mulberry32 state. */
  seed: number;
  /**
   * The input log: each change of the lane the player steers for, as `tick, lane` pairs in tick
   * order (flat, so a long run stays one small array): lane `lane` from tick `tick` on.
   */
  inputs: number[];
}

export function laneCentre(lane: number): number {
  return (lane + 0.5) * LANE_WIDTH;
}

/** Speed one tick on: eases towards TOP_SPEED, never past it. */
export function nextSpeed(speed: number): number {
  return speed + (TOP_SPEED - speed) * SPEED_RISE_PER_TICK;
}

/** Seconds of play after `ticks` ticks. */
export function secondsOf(ticks: number): number {
  return ticks / TICKS_PER_SECOND;
}

/** One point per whole metre driven. */
export function pointsFor(distance: number): number {
  return Math.floor(Math.max(0, distance));
}

export function score(race: Race): number {
  return pointsFor(race.distance);
}

/**
 * Relative metres between traffic rows: enough to react at the current closing speed (0.75 s
 * plus a car), shrinking with time so the road gets busier.
 */
export function rowGap(speed: number, seconds: number): number {
  const reaction = CAR_LENGTH + (speed - TRAFFIC_SPEED) * 0.75;
  const calm = Math.max(14, 42 - seconds * 0.4);
  return Math.max(reaction, calm);
}

/** Two cars' boxes overlap (centre x, rear y), less the graze allowance. */
export function overlaps(ax: number, ay: number, bx: number, by: number): boolean {
  return (
    Math.abs(ax - bx) < CAR_WIDTH - 2 * GRAZE &&
    ay < by + CAR_LENGTH - GRAZE &&
    by < ay + CAR_LENGTH - GRAZE
  );
}

export function createRace(seed: number): Race {
  const traffic: Car[] = [];
  for (let i = 0; i < TRAFFIC_POOL; i++) {
    traffic.push({ active: false, lane: 0, x: 0, y: 0, paint: 0 });
  }
  const race: Race = {
    phase: 'ready',
    endReason: null,
    tick: 0,
    distance: 0,
    speed: START_SPEED,
    x: laneCentre(START_LANE),
    targetLane: START_LANE,
    traffic,
    sinceRow: 0,
    nextGap: 0,
    seed: seed >>> 0 || 1,
    inputs: [],
  };
  resetRace(race, seed);
  return race;
}

/** Back to the start line, reusing the race's objects. */
export function resetRace(race: Race, seed: number): void {
  race.phase = 'ready';
  race.endReason = null;
  race.tick = 0;
  race.distance = 0;
  race.speed = START_SPEED;
  race.targetLane = START_LANE;
  race.x = laneCentre(START_LANE);
  for (const car of race.traffic) car.active = false;
  race.sinceRow = 0;
  race.nextGap = rowGap(START_SPEED, 0);
  race.seed = seed >>> 0 || 1;
  race.inputs.length = 0;
}

export function startRace(race: Race): void {
  if (race.phase === 'ready') race.phase = 'running';
}

export function endRace(race: Race, reason: EndReason): void {
  if (race.phase !== 'running') return;
  race.phase = 'over';
  race.endReason = reason;
  // A change pressed after the last tick never played: the run ended before it.
  const log = race.inputs;
  while (log.length && log[log.length - 2] >= race.tick) log.length -= 2;
}

/** -1 one lane left, +1 one lane right; only while racing. Logged as an input change. */
export function steer(race: Race, direction: -1 | 1): void {
  if (race.phase !== 'running') return;
  setLane(race, race.targetLane + direction);
}

/**
 * Steers for `lane` (kept on the road) from the next tick on, and logs the change: several in
 * one tick keep the last, and one that undoes the tick's change drops it, so the log holds only
 * real changes.
 */
export function setLane(race: Race, lane: number): void {
  const next = Math.min(LANES - 1, Math.max(0, lane));
  if (next === race.targetLane) return;
  race.targetLane = next;
  const log = race.inputs;
  if (log.length && log[log.length - 2] === race.tick) {
    log.length -= 2;
    const before = log.length ? log[log.length - 1] : START_LANE;
    if (before === next) return;
  }
  log.push(race.tick, next);
}

/** A number in [0, 1) from the race's own generator (mulberry32). */
export function random(race: Race): number {
  let t = (race.seed = (race.seed + 0x6d2b79f5) >>> 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function placeCar(race: Race, lane: number, y: number): void {
  for (const car of race.traffic) {
    if (car.active) continue;
    car.active = true;
    car.lane = lane;
    car.x = laneCentre(lane);
    car.y = y;
    car.paint = Math.floor(random(race) * 4);
    return;
  }
}

/**
 * A row of traffic just beyond the view: one car, or after 20 s sometimes two, always leaving a
 * lane open. Rows are the only traffic and all of it moves at one speed, so no wall can form.
 */
function placeRow(race: Race): void {
  const y = race.distance + VIEW_AHEAD + CAR_LENGTH;
  const open = Math.floor(random(race) * LANES);
  placeCar(race, (open + 1) % LANES, y);
  if (race.tick > 20 * TICKS_PER_SECOND && random(race) < 0.35)
    placeCar(race, (open + 2) % LANES, y);
}

/** Plays one tick. */
export function stepRace(race: Race): void {
  if (race.phase !== 'running') return;
  const dt = TICK_SECONDS;
  race.tick += 1;
  race.speed = nextSpeed(race.speed);
  race.distance += race.speed * dt;

  const target = laneCentre(race.targetLane);
  const move = STEER_SPEED * dt;
  race.x = Math.abs(target - race.x) <= move ? target : race.x + Math.sign(target - race.x) * move;

  race.sinceRow += (race.speed - TRAFFIC_SPEED) * dt;
  if (race.sinceRow >= race.nextGap) {
    race.sinceRow = 0;
    race.nextGap = rowGap(race.speed, secondsOf(race.tick));
    placeRow(race);
  }

  for (const car of race.traffic) {
    if (!car.active) continue;
    car.y += TRAFFIC_SPEED * dt;
    if (car.y + CAR_LENGTH < race.distance - VIEW_BEHIND) {
      car.active = false;
    } else if (overlaps(race.x, race.distance, car.x, car.y)) {
      endRace(race, 'crash');
      return;
    }
  }
}

/** Why an input log does not replay (the server words each for the player). */
export type ReplayProblem =
  | { kind: 'malformed'; index: number }
  | { kind: 'out_of_order'; index: number }
  | { kind: 'beyond_end'; index: number }
  | { kind: 'crashed_earlier'; crashTick: number };

export type Replay =
  | { ok: true; score: number; ticks: number; endReason: EndReason }
  | { ok: false; problem: ReplayProblem };

/**
 * Plays a run again from its seed, its length in ticks and its input log, as the browser played
 * it: the score it reached, or why the log is not a run this game produces (a pair that is not
 * a tick and a lane, ticks not in increasing order, an input at or past the end, or a run that
 * had crashed before the claimed end). A run ends by a crash on its last tick or by END.
 */
export function replayRun(seed: number, ticks: number, inputs: readonly number[]): Replay {
  if (!Number.isSafeInteger(ticks) || ticks < 0 || inputs.length % 2 !== 0) {
    return { ok: false, problem: { kind: 'malformed', index: 0 } };
  }
  for (let i = 0; i < inputs.length; i += 2) {
    const tick = inputs[i];
    const lane = inputs[i + 1];
    if (
      !Number.isSafeInteger(tick) ||
      tick < 0 ||
      !Number.isInteger(lane) ||
      lane < 0 ||
      lane >= LANES
    ) {
      return { ok: false, problem: { kind: 'malformed', index: i / 2 } };
    }
    if (i > 0 && tick <= inputs[i - 2]) {
      return { ok: false, problem: { kind: 'out_of_order', index: i / 2 } };
    }
    if (tick >= ticks) return { ok: false, problem: { kind: 'beyond_end', index: i / 2 } };
  }
  const race = createRace(seed);
  startRace(race);
  let next = 0;
  for (let tick = 0; tick < ticks; tick++) {
    if (race.phase !== 'running') {
      return { ok: false, problem: { kind: 'crashed_earlier', crashTick: race.tick } };
    }
    if (next < inputs.length && inputs[next] === tick) {
      race.targetLane = inputs[next + 1];
      next += 2;
    }
    stepRace(race);
  }
  endRace(race, 'ended');
  return { ok: true, score: score(race), ticks, endReason: race.endReason ?? 'ended' };
}
