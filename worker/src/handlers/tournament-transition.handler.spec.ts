import { TournamentStatus } from '../../../backend/src/modules/tournaments/entities/tournament.entity';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import {
  NotDueYetError,
  TournamentEndHandler,
  TournamentStartHandler,
} from './tournament-transition.handler';

function service(overrides: Partial<Record<keyof TournamentsService, jest.Mock>>) {
  return overrides as unknown as TournamentsService;
}
const job = (tournamentId: number) => ({
  idempotencyKey: `k-${tournamentId}`,
  payload: { tournamentId },
});

describe('TournamentStartHandler', () => {
  it('marks the tournament live', async () => {
    const markLive = jest.fn().mockResolvedValue(true);
    await new TournamentStartHandler(service({ markLive })).handle(job(7));
    expect(markLive).toHaveBeenCalledWith(7, expect.any(Date));
  });

  it('retries a job that fired before the start', async () => {
    const findById = jest.fn().mockResolvedValue({
      id: 7,
      status: TournamentStatus.Upcoming,
      startsAt: new Date(Date.now() + 60_000),
    });
    const handler = new TournamentStartHandler(
      service({ markLive: jest.fn().mockResolvedValue(false), findById }),
    );
    await expect(handler.handle(job(7))).rejects.toBeInstanceOf(NotDueYetError);
  });

  it('does nothing for a tournament already live', async () => {
    const findById = jest
      .fn()
      .mockResolvedValue({ id: 7, status: TournamentStatus.Live, startsAt: new Date(0) });
    const handler = new TournamentStartHandler(
      service({ markLive: jest.fn().mockResolvedValue(false), findById }),
    );
    await expect(handler.handle(job(7))).resolves.toBeUndefined();
  });
});

describe('TournamentEndHandler', () => {
  it('marks the tournament completed', async () => {
    const markCompleted = jest.fn().mockResolvedValue(true);
    await new TournamentEndHandler(service({ markCompleted })).handle(job(3));
    expect(markCompleted).toHaveBeenCalledWith(3, expect.any(Date));
  });

  it('does nothing for a deleted tournament', async () => {
    const handler = new TournamentEndHandler(
      service({
        markCompleted: jest.fn().mockResolvedValue(false),
        findById: jest.fn().mockResolvedValue(null),
      }),
    );
    await expect(handler.handle(job(3))).resolves.toBeUndefined();
  });
});
