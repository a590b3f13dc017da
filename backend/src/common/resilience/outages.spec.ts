import { QueryFailedError } from 'typeorm';
import { DependencyUnavailableError, isOutage } from './outages';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const named = (name: string, message = 'failed') => {
  const err = new Error(message);
  Object.defineProperty(err, 'name', { value: name });
  return err;
};

describe('isOutage', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET', 'read ECONNRESET')],
    ['a connection that timed out', withCode('ETIMEDOUT')],
    ['PostgreSQL shutting down (57P01)', withCode('57P01', 'terminating connection')],
    ['PostgreSQL starting up (57P03)', withCode('57P03')],
    ['a connection exception (08006)', withCode('08006')],
    ['a connection never made (08001)', withCode('08001')],
    ['too many connections (53300)', withCode('53300', 'sorry, too many clients already')],
    ['pg losing its connection', new Error('Connection terminated unexpectedly')],
    ['the pool waiting too long', new Error('timeout exceeded when trying to connect')],
    [
      'a broken pg client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['ioredis giving up a command', named('MaxRetriesPerRequestError', 'Reached the max retries')],
    ['ioredis disconnected', new Error('Connection is closed.')],
    [
      'ioredis without its offline queue',
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
    ],
    ['ioredis timing out', new Error('Command timed out')],
    [
      'Redis loading its data',
      named('ReplyError', 'LOADING Redis is loading the dataset in memory'),
    ],
    ['an open breaker', new DependencyUnavailableError('Redis', 'failed moments ago')],
    ['a refusal behind a cause', new Error('wrapped', { cause: withCode('ECONNREFUSED') })],
    [
      'both addresses of localhost refusing',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
    ],
  ])('is true for %s', (_, err) => {
    expect(isOutage(err)).toBe(true);
  });

  it('is true for a query TypeORM wrapped', () => {
    const driverError = new Error('Connection terminated unexpectedly');
    expect(isOutage(new QueryFailedError('SELECT 1', [], driverError))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a check violation', withCode('23514')],
    ['a serialization failure', withCode('40001')],
    ['a syntax error', withCode('42601')],
    [
      'a code-carrying error whose text looks like an outage',
      withCode('42P01', 'Connection is closed.'),
    ],
    ['a Redis script error', named('ReplyError', 'ERR user_script:1: bad argument')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a thrown string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_, err) => {
    expect(isOutage(err)).toBe(false);
  });
});
