import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { OutboxService } from '../../events/outbox.service';
import { idempotencyKey, PlaySource } from '../../events/queues';
import { PlayerFirstsRepository } from './player-firsts.repository';

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
  constructor(
    private readonly playerFirsts: PlayerFirstsRepository,
    private readonly outbox: OutboxService,
  ) {}

  /** When the player first played and first won; nulls when they have not yet. */
  async firsts(
    manager: EntityManager,
    userId: string,
  ): Promise<{ firstPlayAt: Date | null; firstWinAt: Date | null }> {
    const row = await this.playerFirsts.findByUser(manager, userId);
    return { firstPlayAt: row?.firstPlayAt ?? null, firstWinAt: row?.firstWinAt ?? null };
  }

  async recordPlays(manager: EntityManager, plays: PlayerEvent[]): Promise<void> {
    const firsts = firstPerPlayer(plays);
    if (!firsts.length) return;
    const rows = await this.playerFirsts.insertFirstPlays(manager, firsts);
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
    const rows = await this.playerFirsts.setFirstWins(manager, firsts);
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
