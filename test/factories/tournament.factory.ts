import { GameId } from '../../backend/src/modules/tournaments/entities/tournament.entity';
import { NewTournament } from '../../backend/src/modules/tournaments/tournaments.service';

const MINUTE = 60_000;

/** A tournament around `now`; by default live for the next hour. */
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
    ...overrides,
  };
}
