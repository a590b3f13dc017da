import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../common/postgres/query-rows';
import type { NotificationPreferencesDto } from './dto/notifications.dto';

/** The notification_preferences table's SQL: a player without a row has the defaults. */
@Injectable()
export class NotificationPreferencesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<NotificationPreferencesDto | null> {
    const [row] = queryRows<NotificationPreferencesDto>(
      await this.dataSource.query(
        `SELECT prize_mail, order_mail, milestone_mail FROM notification_preferences
          WHERE user_id = $1`,
        [userId],
      ),
    );
    return row ?? null;
  }

  /** Writes the preferences given (null keeps a stored one, or the default `true`). */
  async save(
    userId: string,
    changes: Partial<NotificationPreferencesDto>,
  ): Promise<NotificationPreferencesDto> {
    const [row] = queryRows<NotificationPreferencesDto>(
      await this.dataSource.query(
        `INSERT INTO notification_preferences AS p (user_id, prize_mail, order_mail, milestone_mail)
         VALUES ($1, coalesce($2, true), coalesce($3, true), coalesce($4, true))
         ON CONFLICT (user_id) DO UPDATE SET
           prize_mail = coalesce($2, p.prize_mail),
           order_mail = coalesce($3, p.order_mail),
           milestone_mail = coalesce($4, p.milestone_mail),
           updated_at = now()
         RETURNING prize_mail, order_mail, milestone_mail`,
        [
          userId,
          changes.prize_mail ?? null,
          changes.order_mail ?? null,
          changes.milestone_mail ?? null,
        ],
      ),
    );
    return row;
  }

  /** One stored preference, read in the caller's transaction; null when the player has no row. */
  async findIn(
    manager: EntityManager,
    userId: string,
    column: keyof NotificationPreferencesDto,
  ): Promise<boolean | null> {
    const [row] = queryRows<Record<string, boolean>>(
      await manager.query(`SELECT ${column} FROM notification_preferences WHERE user_id = $1`, [
        userId,
      ]),
    );
    return row ? row[column] : null;
  }
}
