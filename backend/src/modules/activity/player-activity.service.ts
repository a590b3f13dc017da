import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { queryRows } from '../../common/query-rows';
import { OutboxService } from '../../events/outbox.service';
import { idempotencyKey, PlaySource } from '../../events/queues';
import { PlayerFirsts } from './entities/player-firsts.entity';

export interface PlayerEvent {
  userId: string;
  /** What the play or win was, e.g. `tournament:12`; kept on the row and in the event. */
  source: PlaySource;
}

/**
 * The one place that raises `player.first_play` and `player.first_win`. Callers (tournament
 * results, payouts, matches, game runs) report every play or win inside their own transaction;
 * the player_firsts row is written once per player, and only the transaction that writes it
 * raises the event, so simultaneous results raise it once and a rolled-back one raises nothing.
 */
@Injectable()
export class PlayerActivityService {
  constructor(private readonly outbox: OutboxService) {}

  /** When the player first played and first won; nulls when they have not yet. */
  async firsts(
    manager: EntityManager,
    userId: string,
  ): Promise<{ firstPlayAt: Date | null; firstWinAt: Date | null }> {
    const row = await manager.findOneBy(PlayerFirsts, { userId });
    return { firstPlayAt: row?.firstPlayAt ?? null, firstWinAt: row?.firstWinAt ?? null };
  }

  async recordPlays(manager: EntityManager, plays: PlayerEvent[]): Promise<void> {
    const firsts = firstPerPlayer(plays);
    if (!firsts.length) return;
    // A row locked by another transaction waits for it; once it commits, the WHERE sees the
    // first play already recorded and this statement leaves it alone.
    const rows = queryRows<{ user_id: string; first_play_source: string }>(
      await manager.query(
        `INSERT INTO player_firsts (user_id, first_play_at, first_play_source)
         SELECT u, now(), s FROM unnest($1::uuid[], $2::text[]) AS x(u, s)
         ON CONFLICT (user_id) DO NOTHING
         RETURNING user_id, first_play_source`,
        [firsts.map((p) => p.userId), firsts.map((p) => p.source)],
      ),
    );
    await this.outbox.addMany(
      manager,
      rows.map((r) => ({
        name: 'player.first_play' as const,
        payload: { userId: r.user_id, source: r.first_play_source as PlaySource },
        idempotencyKey: idempotencyKey('player.first_play', r.user_id),
      })),
    );
  }

  /** A win is also a play: a first win completes the first play when none was recorded. */
  async recordWins(manager: EntityManager, wins: PlayerEvent[]): Promise<void> {
    const firsts = firstPerPlayer(wins);
    if (!firsts.length) return;
    await this.recordPlays(manager, firsts);
    const rows = queryRows<{ user_id: string; first_win_source: string }>(
      await manager.query(
        `UPDATE player_firsts f SET first_win_at = now(), first_win_source = x.s
         FROM unnest($1::uuid[], $2::text[]) AS x(u, s)
         WHERE f.user_id = x.u AND f.first_win_at IS NULL
         RETURNING f.user_id, f.first_win_source`,
        [firsts.map((p) => p.userId), firsts.map((p) => p.source)],
      ),
    );
    await this.outbox.addMany(
      manager,
      rows.map((r) => ({
        name: 'player.first_win' as const,
        payload: { userId: r.user_id, source: r.first_win_source as PlaySource },
        idempotencyKey: idempotencyKey('player.first_win', r.user_id),
      })),
    );
  }
}

/** One entry per player (a statement may not touch the same row twice). */
function firstPerPlayer(events: PlayerEvent[]): PlayerEvent[] {
  const seen = new Map<string, PlayerEvent>();
  for (const e of events) if (!seen.has(e.userId)) seen.set(e.userId, e);
  return [...seen.values()];
}
