import {
  CAR_LENGTH,
  LANES,
  TICKS_PER_SECOND,
  createRace,
  endRace,
  score,
  setLane,
  startRace,
  stepRace,
  type EndReason,
} from '../../frontend/src/games/mr-racer/race';

/** A run as the game reports it to game_end. */
export interface PlayedRun {
  score: number;
  ticks: number;
  inputs: number[];
  endReason: EndReason;
}

/**
 * Plays MR RACER's own simulation as a player would: each tick it steers for the nearest lane the
 * next row of traffic leaves open, and presses END after `seconds` (unless it crashes first). The
 * log it answers is a real one, made by the game's code, for game_end to replay.
 */
export function playRun(seed: number, seconds: number): PlayedRun {
  const race = createRace(seed);
  startRace(race);
  const ticks = Math.round(seconds * TICKS_PER_SECOND);
  while (race.phase === 'running' && race.tick < ticks) {
    let rowY = Infinity;
    for (const car of race.traffic) {
      if (car.active && car.y > race.distance - CAR_LENGTH && car.y < rowY) rowY = car.y;
    }
    const taken = new Set(race.traffic.filter((c) => c.active && c.y === rowY).map((c) => c.lane));
    if (taken.has(race.targetLane)) {
      let best = race.targetLane;
      for (let lane = 0; lane < LANES; lane++) {
        if (taken.has(lane)) continue;
        if (
          taken.has(best) ||
          Math.abs(lane - race.targetLane) < Math.abs(best - race.targetLane)
        ) {
          best = lane;
        }
      }
      setLane(race, best);
    }
    stepRace(race);
  }
  endRace(race, 'ended');
  return {
    score: score(race),
    ticks: race.tick,
    inputs: [...race.inputs],
    endReason: race.endReason ?? 'ended',
  };
}
