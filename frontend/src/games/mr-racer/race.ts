/**
 * MR RACER's rules, free of the DOM: a three-lane road, slower traffic, a speed that grows
 * towards a top speed, one point per metre. The server's plausibility rule for game_end
 * (60 points a second, kept with the game's facts) rests on TOP_SPEED and pointsFor: raise
 * either and that rule must follow.
 *
 * Distances are metres along the road; x is metres across it from the left edge. stepRace
 * allocates nothing, so a frame never feeds the garbage collector.
 */

export const LANES = 3;
export const LANE_WIDTH = 3.6;
export const ROAD_WIDTH = LANES * LANE_WIDTH;
export const CAR_LENGTH = 4.4;
export const CAR_WIDTH = 1.9;

/** m/s: 90 km/h at the start, 198 km/h at most. */
export const START_SPEED = 25;
export const TOP_SPEED = 55;
/** Seconds for the speed to close 63% of the way to the top. */
export const SPEED_RISE_SECONDS = 40;
export const TRAFFIC_SPEED = 10;
/** Sideways speed of a lane change (a change takes about a quarter of a second). */
export const STEER_SPEED = 14;

/** What the camera shows ahead of the player's car and behind it. */
export const VIEW_AHEAD = 48;
export const VIEW_BEHIND = 8;

/** A long frame (a stalled tab) is played as this much at most, so time never jumps. */
export const MAX_STEP_SECONDS = 0.05;
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
  /** Seconds of play. */
  time: number;
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
}

export function laneCentre(lane: number): number {
  return (lane + 0.5) * LANE_WIDTH;
}

/** Speed after `seconds` of play: eases from START_SPEED towards TOP_SPEED, never past it. */
export function speedAt(seconds: number): number {
  return TOP_SPEED - (TOP_SPEED - START_SPEED) * Math.exp(-seconds / SPEED_RISE_SECONDS);
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
    time: 0,
    distance: 0,
    speed: START_SPEED,
    x: laneCentre(1),
    targetLane: 1,
    traffic,
    sinceRow: 0,
    nextGap: 0,
    seed: seed >>> 0 || 1,
  };
  resetRace(race, seed);
  return race;
}

/** Back to the start line, reusing the race's objects. */
export function resetRace(race: Race, seed: number): void {
  race.phase = 'ready';
  race.endReason = null;
  race.time = 0;
  race.distance = 0;
  race.speed = START_SPEED;
  race.targetLane = 1;
  race.x = laneCentre(1);
  for (const car of race.traffic) car.active = false;
  race.sinceRow = 0;
  race.nextGap = rowGap(START_SPEED, 0);
  race.seed = seed >>> 0 || 1;
}

export function startRace(race: Race): void {
  if (race.phase === 'ready') race.phase = 'running';
}

export function endRace(race: Race, reason: EndReason): void {
  if (race.phase !== 'running') return;
  race.phase = 'over';
  race.endReason = reason;
}

/** -1 one lane left, +1 one lane right; only while racing. */
export function steer(race: Race, direction: -1 | 1): void {
  if (race.phase !== 'running') return;
  race.targetLane = Math.min(LANES - 1, Math.max(0, race.targetLane + direction));
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
  if (race.time > 20 && random(race) < 0.35) placeCar(race, (open + 2) % LANES, y);
}

/** Advances the race by `seconds` (capped at MAX_STEP_SECONDS). */
export function stepRace(race: Race, seconds: number): void {
  if (race.phase !== 'running') return;
  const dt = Math.min(Math.max(0, seconds), MAX_STEP_SECONDS);
  race.time += dt;
  race.speed = speedAt(race.time);
  race.distance += race.speed * dt;

  const target = laneCentre(race.targetLane);
  const move = STEER_SPEED * dt;
  race.x = Math.abs(target - race.x) <= move ? target : race.x + Math.sign(target - race.x) * move;

  race.sinceRow += (race.speed - TRAFFIC_SPEED) * dt;
  if (race.sinceRow >= race.nextGap) {
    race.sinceRow = 0;
    race.nextGap = rowGap(race.speed, race.time);
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
