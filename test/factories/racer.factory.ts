import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { GameId } from '../../backend/src/modules/games/game-id';
import { ops, post } from '../utils/http';
import { playRun } from '../utils/racer-runs';

const MINUTE = 60_000;

/**
 * A MR RACER tournament created through the operator API, started `startedAgoMs` ago (10 minutes
 * by default) and live for the next hour.
 */
export async function racerTournament(
  app: NestFastifyApplication,
  prizeTable: number[],
  { startedAgoMs = 10 * MINUTE, title = 'Night Highway Sprint' } = {},
): Promise<number> {
  const now = Date.now();
  const created = await ops(app, 'POST', 'tournaments', {
    game_id: GameId.MrRacer,
    title,
    starts_at: new Date(now - startedAgoMs).toISOString(),
    ends_at: new Date(now + 60 * MINUTE).toISOString(),
    max_participants: 50,
    prize_table: prizeTable,
    guaranteed_players: 0,
    paid_share_percent: 100,
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return created.body.data.event_id as number;
}

/** Moves a session's start back, as if its run had lasted `seconds` (server time decides). */
export function backdateSession(dataSource: DataSource, secret: string, seconds: number) {
  return dataSource.query(
    `UPDATE game_sessions SET started_at = started_at - make_interval(secs => $2)
      WHERE token_hash = $1`,
    [createHash('sha256').update(secret).digest(), seconds],
  );
}

/**
 * A real run of `seconds` through game_start and game_end: the game's own simulation driven from
 * the seed game_start answered, its session started a second earlier than the run needs.
 */
export async function raceRun(
  app: NestFastifyApplication,
  token: string,
  seconds: number,
): Promise<{ score: number; runId: string }> {
  const start = await post(app, 'game_start', { game_id: GameId.MrRacer }, token);
  const { secret_token: secret, seed } = start.body;
  const run = playRun(seed, seconds);
  await backdateSession(app.get(DataSource), secret, seconds + 1);
  const end = await post(
    app,
    'game_end',
    {
      game_id: GameId.MrRacer,
      score: run.score,
      secret_token: secret,
      ticks: run.ticks,
      inputs: run.inputs,
    },
    token,
  );
  if (end.statusCode !== 200) throw new Error(`game_end failed: ${JSON.stringify(end.body)}`);
  return { score: run.score, runId: end.body.data.run_id };
}
