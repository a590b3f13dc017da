import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { tournamentBody } from '../../factories/tournament.factory';
import { createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { OPERATOR_TOKEN, resetDatabase, startApi } from '../../utils/stack';

/**
 * Inputs the validation let through to code that failed on them (500s) or read them as
 * something else: each is refused with a 400 naming the field and what is wrong with it.
 */
describe('inputs the validation once let through', () => {
  let app: NestFastifyApplication;
  let token: string;

  beforeAll(async () => {
    app = await startApi();
    await resetDatabase(app.get(DataSource));
    token = (await createPlayer(app)).token;
  });
  afterAll(() => app.close());

  it.each([
    ['notifications', {}],
    ['mywinnings', {}],
    ['transaction_history', {}],
    ['myorder', {}],
    ['leaderboard', { inputObj: { event_id: 1, game_id: 1 } }],
  ])('refuses page: null on %s (it made a negative OFFSET: 500)', async (call, body) => {
    const res = await post(app, call, { ...body, page: null }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      status: 'E',
      message: 'page must not be null (leave it out for the default)',
      code: 'VALIDATION_FAILED',
    });
  });

  it.each(['\ud800x', 'x\udc00@example.com', '\udc00\ud800@example.com'])(
    'refuses a sign-up email that is no Unicode (%j: isEmail threw a URIError, a 500)',
    async (email) => {
      const res = await post(app, 'signup', {
        name: 'Asha',
        email,
        password: 'Secret$123',
        country: 'India',
        gender: 'women',
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({
        status: 'E',
        message: 'email must be valid Unicode text (it has an unpaired surrogate)',
        code: 'VALIDATION_FAILED',
      });
    },
  );

  it.each(['1'.repeat(2_000), 'x'.repeat(2_000), '9'.repeat(10_000)])(
    'answers a path id of thousands of characters with the documented 400 (not 414)',
    async (id) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/ops/game-runs/${id}`,
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'E',
        message: 'id must be a positive whole number',
        code: 'VALIDATION_FAILED',
      });
    },
  );

  it('answers a path that decodes to no UTF-8 with a 400 in the envelope', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/ops/game-runs/%ED%A0%80',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'E',
      message: 'The URL is not valid: a part of its path is not UTF-8 text',
      code: 'BAD_URL',
    });
  });

  it.each([true, false, [1], '', '0x1'])(
    'refuses event_id %j instead of reading it as a number',
    async (eventId) => {
      for (const [call, body] of [
        ['tournament', { event_id: eventId, game_id: 1 }],
        ['leaderboard', { inputObj: { event_id: eventId, game_id: 1 } }],
      ] as const) {
        const res = await post(app, call, body, token);
        expect(res.statusCode).toBe(400);
        expect(res.body.message).toMatch(/^(inputObj\.)?event_id must be a number$/);
      }
    },
  );

  it('still takes an event_id sent as decimal text (route parameters are text)', async () => {
    const res = await post(app, 'tournament', { event_id: '999', game_id: '1' }, token);
    expect(res.statusCode).toBe(404);
  });

  it.each([-1, 0, true, '1700000000000', 'March 5, 2030', '2030-02-30T10:00:00Z'])(
    'refuses an operator’s starts_at of %j: dates are ISO 8601 text',
    async (startsAt) => {
      const res = await ops(app, 'POST', 'tournaments', {
        ...tournamentBody(),
        starts_at: startsAt,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({
        status: 'E',
        message: 'starts_at must be an ISO 8601 date and time, e.g. 2026-01-31T18:30:00Z',
        code: 'VALIDATION_FAILED',
      });
    },
  );

  it('still creates a tournament from ISO 8601 dates', async () => {
    const res = await ops(app, 'POST', 'tournaments', tournamentBody());
    expect(res.statusCode).toBe(201);
  });
});
