import { DataSource } from 'typeorm';
import { GameId } from '../../games/game-id';
import { TournamentResultsRepository } from './tournament-results.repository';

const NOW = new Date('2025-01-10T11:00:00Z');

describe('TournamentResultsRepository.liveOfGames', () => {
  it('reads the unsettled tournaments live by status or by their window', async () => {
    const query = jest.fn(async (_sql: string, _params: unknown[]) => [{ id: 7 }, { id: 8 }]);
    const repository = new TournamentResultsRepository({ query } as unknown as DataSource);
    await expect(repository.liveOfGames([GameId.Chess, GameId.ClashOfClans], NOW)).resolves.toEqual(
      [7, 8],
    );
    expect(query).toHaveBeenCalledTimes(1);
    const [sql, params] = query.mock.calls[0];
    expect(sql).toMatch(/status = 'live' OR \(starts_at <= \$2 AND ends_at > \$2\)/);
    expect(params).toEqual([[GameId.Chess, GameId.ClashOfClans], NOW]);
  });
});
