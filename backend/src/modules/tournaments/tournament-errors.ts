import { DomainError } from '../../common/domain-error';

/** The spec's words where it has them (SPEC §2, §5, §8). */
export const tournamentErrors = {
  notFound: () =>
    new DomainError('not_found', 'TOURNAMENT_NOT_FOUND', 'Tournament info not Available!'),
  closed: () =>
    new DomainError(
      'conflict',
      'REGISTRATION_CLOSED',
      'Registration is closed for this tournament.',
    ),
  handleRequired: () =>
    new DomainError(
      'invalid',
      'GAMER_HANDLE_REQUIRED',
      'Enter your in-game username to register for this tournament.',
    ),
  usernameNotFound: () => new DomainError('invalid', 'USERNAME_NOT_FOUND', 'Username not found'),
};
