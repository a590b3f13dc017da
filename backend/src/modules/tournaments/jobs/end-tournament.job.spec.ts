import { TournamentsService } from '../tournaments.service';
import { EndTournamentJob } from './end-tournament.job';

function service(overrides: Partial<Record<keyof TournamentsService, jest.Mock>>) {
  return overrides as unknown as TournamentsService;
}
const job = (tournamentId: number) => ({
  idempotencyKey: `k-${tournamentId}`,
  payload: { tournamentId },
});

describe('EndTournamentJob', () => {
  it('marks the tournament completed', async () => {
    const markCompleted = jest.fn().mockResolvedValue(true);
    await new EndTournamentJob(service({ markCompleted })).handle(job(3));
    expect(markCompleted).toHaveBeenCalledWith(3, expect.any(Date));
  });

  it('does nothing for a deleted tournament', async () => {
    const handler = new EndTournamentJob(
      service({
        markCompleted: jest.fn().mockResolvedValue(false),
        findById: jest.fn().mockResolvedValue(null),
      }),
    );
    await expect(handler.handle(job(3))).resolves.toBeUndefined();
  });
});
