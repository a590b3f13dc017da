import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { toApiError } from './api-exception.filter';
import { DomainError } from '../domain-error';
import { requestErrors } from './request.errors';

class ExampleError extends DomainError {}

describe('toApiError', () => {
  it.each([
    ['invalid', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['rate_limited', 429],
    ['unavailable', 503],
  ] as const)('maps a %s domain error to %d with its message and code', (kind, status) => {
    const { httpStatus, body } = toApiError(new ExampleError(kind, 'SOME_CODE', 'Plain words'));
    expect(httpStatus).toBe(status);
    expect(body).toEqual({ status: 'E', message: 'Plain words', code: 'SOME_CODE' });
  });

  it('answers a session error with status UA, so the client clears its stored user', () => {
    expect(toApiError(requestErrors.sessionExpired())).toEqual({
      httpStatus: 401,
      body: {
        status: 'UA',
        message: 'Your session has expired. Please log in again.',
        code: 'SESSION_INVALID',
      },
    });
  });

  it('keeps a validation message and code', () => {
    const err = new BadRequestException({
      message: 'email must be an email',
      code: 'VALIDATION_FAILED',
    });
    expect(toApiError(err)).toEqual({
      httpStatus: 400,
      body: { status: 'E', message: 'email must be an email', code: 'VALIDATION_FAILED' },
    });
  });

  it('rewords a parser error', () => {
    const err = new HttpException(
      "Body is not valid JSON but content-type is set to 'application/json'",
      400,
    );
    expect(toApiError(err).body.message).toBe('Request body is not valid JSON');
  });

  it('gives Nest exceptions a code by status', () => {
    expect(toApiError(new NotFoundException('Cannot POST /api/x')).body).toEqual({
      status: 'E',
      message: 'Cannot POST /api/x',
      code: 'NOT_FOUND',
    });
  });

  it('hides the details of an unexpected error behind a 500', () => {
    const { httpStatus, body } = toApiError(new TypeError('secret internals'));
    expect(httpStatus).toBe(500);
    expect(body.message).not.toContain('secret');
  });

  it.each([
    [
      'PostgreSQL refusing connections',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    [
      'PostgreSQL shutting down',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    ],
    ['pg losing its connection mid-query', new Error('Connection terminated unexpectedly')],
    ['Redis unreachable', new Error('Connection is closed.')],
  ])('answers %s with 503, the envelope and a wait, never 500', (_, err) => {
    expect(toApiError(err)).toEqual({
      httpStatus: 503,
      body: {
        status: 'E',
        message: 'GameHub is having a moment. Please try again shortly.',
        code: 'SERVICE_UNAVAILABLE',
      },
      retryAfterSeconds: 5,
    });
  });

  it('sends the wait a domain error names (a throttled login) as its Retry-After', () => {
    class WaitError extends DomainError {
      constructor(readonly retryAfterSeconds: number) {
        super('rate_limited', 'TOO_MANY', 'Please try again in 12 seconds.');
      }
    }
    expect(toApiError(new WaitError(12))).toEqual({
      httpStatus: 429,
      body: { status: 'E', message: 'Please try again in 12 seconds.', code: 'TOO_MANY' },
      retryAfterSeconds: 12,
    });
  });
});
