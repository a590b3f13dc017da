import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { GameId } from '../../backend/src/modules/games/game-id';
import { NewTournament } from '../../backend/src/modules/tournaments/tournaments.service';
import { ops, post } from '../utils/http';
import { createPlayer } from './user.factory';

const MINUTE = 60_000;

/**
 * A tournament around `now`; by default live for the next hour, its full table paid from any
 * field to every player who played (the pool rules' own tests declare theirs).
 */
export function tournamentInput(
  overrides: Partial<NewTournament> = {},
  now = new Date(),
): NewTournament {
  return {
    gameId: GameId.Chess,
    title: 'Factory Blitz Cup',
    startsAt: new Date(now.getTime() - 10 * MINUTE),
    endsAt: new Date(now.getTime() + 60 * MINUTE),
    maxParticipants: 100,
    prizeTable: [500, 300, 200],
    guaranteedPlayers: 0,
    paidSharePercent: 100,
    ...overrides,
  };
}

/** A tournament as the operator API takes it (`POST /api/ops/tournaments`). */
export function tournamentBody(t: NewTournament = tournamentInput()) {
  return {
    game_id: t.gameId,
    title: t.title,
    starts_at: t.startsAt.toISOString(),
    ends_at: t.endsAt.toISOString(),
    max_participants: t.maxParticipants,
    prize_table: t.prizeTable,
  };
}

/**
 * A tic-tac-toe tournament created through the operator API, with one player registered per
 * entry of `wins` (one loss each, 100 s of play), its results in, and its window just ended.
 */
export async function playedTournament(
  app: NestFastifyApplication,
  prizeTable: number[],
  wins: number[],
  title = 'Settle Cup',
) {
  const now = Date.now();
  const created = await ops(app, 'POST', 'tournaments', {
    game_id: GameId.TicTacToe,
    title,
    starts_at: new Date(now - 60 * MINUTE).toISOString(),
    ends_at: new Date(now + 60 * MINUTE).toISOString(),
    max_participants: 50,
    prize_table: prizeTable,
    guaranteed_players: 0,
    paid_share_percent: 100,
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const id = created.body.data.event_id as number;
  const players = [];
  for (let i = 0; i < wins.length; i++) {
    const p = await createPlayer(app, { name: `Player ${i}` });
    await post(app, 'register_tournament', { event_id: id, game_id: GameId.TicTacToe }, p.token);
    players.push(p);
  }
  const ingest = await ops(app, 'POST', `tournaments/${id}/results`, {
    results: players.map((p, i) => ({
      user_id: p.userId,
      wins: wins[i],
      losses: 1,
      completion_seconds: 100,
    })),
  });
  if (ingest.body.status !== 'S' || ingest.body.updated !== wins.length) {
    throw new Error(`results not recorded: ${JSON.stringify(ingest.body)}`);
  }
  await app
    .get(DataSource)
    .query(`UPDATE tournaments SET ends_at = now() - interval '1 second' WHERE id = $1`, [id]);
  return { id, players };
}
