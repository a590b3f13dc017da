import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { startApi } from '../../utils/stack';

const SECRET_A = 'instance-a-secret-of-at-least-32-characters';
const SECRET_B = 'instance-b-secret-of-at-least-32-characters';

const NOT_SIGNED_IN = {
  status: 'UA',
  message: 'Please log in to continue.',
  code: 'SESSION_INVALID',
};

/** An API instance configured with its own JWT_SECRET. */
async function startWithSecret(secret: string): Promise<NestFastifyApplication> {
  const before = process.env.JWT_SECRET;
  process.env.JWT_SECRET = secret;
  try {
    return await startApi();
  } finally {
    if (before === undefined) delete process.env.JWT_SECRET;
    else process.env.JWT_SECRET = before;
  }
}

// Passport keeps its strategies process-wide; each instance must still check with its own key.
describe('accounts: each API instance checks bearer tokens with its own key', () => {
  let a: NestFastifyApplication;
  let b: NestFastifyApplication;
  let tokenOfA: string;
  let tokenOfB: string;

  beforeAll(async () => {
    a = await startWithSecret(SECRET_A);
    // Built last: the strategy passport holds under its name is b's.
    b = await startWithSecret(SECRET_B);
    tokenOfA = (await createPlayer(a)).token;
    tokenOfB = (await createPlayer(b)).token;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('accepts a token of instance A on A and refuses it on B', async () => {
    expect((await post(a, 'get_user_data', {}, tokenOfA)).body.status).toBe('S');
    const onB = await post(b, 'get_user_data', {}, tokenOfA);
    expect(onB.statusCode).toBe(401);
    expect(onB.body).toEqual(NOT_SIGNED_IN);
  });

  it('accepts a token of instance B on B and refuses it on A', async () => {
    expect((await post(b, 'get_user_data', {}, tokenOfB)).body.status).toBe('S');
    const onA = await post(a, 'get_user_data', {}, tokenOfB);
    expect(onA.statusCode).toBe(401);
    expect(onA.body).toEqual(NOT_SIGNED_IN);
  });

  it('keeps the two apart under concurrent calls to both, each token remembered by its own instance', async () => {
    const calls = Array.from({ length: 40 }, (_, i) => {
      const [app, token, expected] = [
        [a, tokenOfA, 200],
        [b, tokenOfA, 401],
        [b, tokenOfB, 200],
        [a, tokenOfB, 401],
      ][i % 4] as [NestFastifyApplication, string, number];
      return post(app, 'get_user_data', {}, token).then((res) => [res.statusCode, expected]);
    });
    for (const [status, expected] of await Promise.all(calls)) expect(status).toBe(expected);
  });

  it('a call open to visitors identifies the caller only by its own instance’s key', async () => {
    const now = Date.now();
    const created = await ops(a, 'POST', 'tournaments', {
      game_id: GameId.TicTacToe,
      title: 'Two Keys Cup',
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 3_600_000).toISOString(),
      max_participants: 10,
      prize_table: [100],
      guaranteed_players: 0,
      paid_share_percent: 100,
    });
    const event = { event_id: created.body.data.event_id as number, game_id: GameId.TicTacToe };
    // Both players are registered: only the token decides whom the call is about.
    expect((await post(a, 'register_tournament', event, tokenOfA)).body.status).toBe('S');
    expect((await post(b, 'register_tournament', event, tokenOfB)).body.status).toBe('S');

    const registered = async (app: NestFastifyApplication, token: string) => {
      const res = await post(app, 'tournament', event, token);
      expect(res.statusCode).toBe(200);
      return res.body.data[0].is_registered as boolean;
    };
    expect(await registered(a, tokenOfA)).toBe(true);
    expect(await registered(a, tokenOfB)).toBe(false);
    expect(await registered(b, tokenOfB)).toBe(true);
    expect(await registered(b, tokenOfA)).toBe(false);
  });

  it('goes on checking with its own key once the other instance has closed', async () => {
    const c = await startWithSecret(SECRET_B);
    await c.close();
    expect((await post(a, 'get_user_data', {}, tokenOfA)).statusCode).toBe(200);
    expect((await post(a, 'get_user_data', {}, tokenOfB)).statusCode).toBe(401);
  });
});
