import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { queryRows } from '../../common/postgres/query-rows';
import { PlayerFirsts } from './entities/player-firsts.entity';

/** One player's play or win, for its row (at most one per player a statement). */
export interface FirstEvent {
  userId: string;
  source: string;
}

/** player_firsts: a player's first play and first win, each written once. */
@Injectable()
export class PlayerFirstsRepository {
  findByUser(manager: EntityManager, userId: string): Promise<PlayerFirsts | null> {
    return manager.findOneBy(PlayerFirsts, { userId });
  }

  /** Records each player's first play unless one is; answers the rows this call wrote. */
  async insertFirstPlays(
    manager: EntityManager,
    plays: FirstEvent[],
  ): Promise<{ user_id: string; first_play_source: string }[]> {
    // A row locked by another transaction waits for it; once it commits, the WHERE sees the
    // first play already recorded and this statement leaves it alone.
    return queryRows<{ user_id: string; first_play_source: string }>(
      await manager.query(
        `INSERT INTO player_firsts (user_id, first_play_at, first_play_source)
         SELECT u, now(), s FROM unnest($1::uuid[], $2::text[]) AS x(u, s)
         ON CONFLICT (user_id) DO NOTHING
         RETURNING user_id, first_play_source`,
        [plays.map((p) => p.userId), plays.map((p) => p.source)],
      ),
    );
  }

  /** Records each player's first win unless one is; answers the rows this call changed. */
  async setFirstWins(
    manager: EntityManager,
    wins: FirstEvent[],
  ): Promise<{ user_id: string; first_win_source: string }[]> {
    return queryRows<{ user_id: string; first_win_source: string }>(
      await manager.query(
        `UPDATE player_firsts f SET first_win_at = now(), first_win_source = x.s
         FROM unnest($1::uuid[], $2::text[]) AS x(u, s)
         WHERE f.user_id = x.u AND f.first_win_at IS NULL
         RETURNING f.user_id, f.first_win_source`,
        [wins.map((p) => p.userId), wins.map((p) => p.source)],
      ),
    );
  }
}
