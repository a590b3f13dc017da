import { DataSource } from 'typeorm';
import type { GameId } from '../../../games';

/**
 * The rank index's SQL: what it needs of the tournaments table (the standings it indexes are
 * read through the entries store).
 */
export class RankIndexRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The tournament's game, or null when there is no such tournament. */
  async gameOf(tournamentId: number): Promise<GameId | null> {
    const [row]: { game_id: GameId }[] = await this.dataSource.query(
      `SELECT game_id FROM tournaments WHERE id = $1`,
      [tournamentId],
    );
    return row ? row.game_id : null;
  }
}
