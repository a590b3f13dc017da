import { TournamentStatus } from '../entities/tournament.entity';
import { TournamentsService } from '../tournaments.service';
import { NotDueYetError } from './not-due-yet.error';
import { StartTournamentJob } from './start-tournament.job';

function service(overrides: Partial<Record<keyof TournamentsService, jest.Mock>>) {
  return overrides as unknown as TournamentsService;
}
const job = (tournamentId: number) => ({
  idempotencyKey: `k-${tournamentId}`,
  payload: { tournamentId },
});

describe('StartTournamentJob', () => {
  it('marks the tournament live', async () => {
    const markLive = jest.fn().mockResolvedValue(true);
    await new StartTournamentJob(service({ markLive })).handle(job(7));
    expect(markLive).toHaveBeenCalledWith(7, expect.any(Date));
  });

  it('retries a job that fired before the start', async () => {
    const findById = jest.fn().mockResolvedValue({
      id: 7,
      status: TournamentStatus.Upcoming,
      startsAt: new Date(Date.now() + 60_000),
    });
    const handler = new StartTournamentJob(
      service({ markLive: jest.fn().mockResolvedValue(false), findById }),
    );
    await expect(handler.handle(job(7))).rejects.toBeInstanceOf(NotDueYetError);
  });

  it('does nothing for a tournament already live', async () => {
    const findById = jest
      .fn()
      .mockResolvedValue({ id: 7, status: TournamentStatus.Live, startsAt: new Date(0) });
    const handler = new StartTournamentJob(
      service({ markLive: jest.fn().mockResolvedValue(false), findById }),
    );
    await expect(handler.handle(job(7))).resolves.toBeUndefined();
  });
});
