import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createPlayer } from '../../factories/user.factory';
import { multipartBody, post } from '../../utils/http';
import { API_KEY, startApi } from '../../utils/stack';

// SPEC §7: transaction_history is form data. It takes multipart and urlencoded bodies beside
// JSON, validated by the same DTO; every other call stays JSON.
describe('form bodies', () => {
  let app: NestFastifyApplication;
  let player: Awaited<ReturnType<typeof createPlayer>>;

  beforeAll(async () => {
    process.env.BODY_LIMIT_BYTES = '8192';
    app = await startApi();
    player = await createPlayer(app);
    // One ledger entry, so the pages have a row to agree on.
    const claim = await post(app, 'daily_reward_claim', {}, player.token);
    expect(claim.statusCode).toBe(200);
  });
  afterAll(async () => {
    delete process.env.BODY_LIMIT_BYTES;
    await app.close();
  });

  const send = (
    path: string,
    payload: string | Buffer,
    contentType: string,
    token: string | undefined = player.token,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: {
        'api-key': API_KEY,
        'content-type': contentType,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload,
    });
  const urlencoded = (fields: string, path = 'transaction_history') =>
    send(path, fields, 'application/x-www-form-urlencoded');
  const multipart = async (
    fields: Record<string, string>,
    files: Record<string, string> = {},
    path = 'transaction_history',
  ) => {
    const { payload, contentType } = await multipartBody(fields, files);
    return send(path, payload, contentType);
  };
  const json = (body: object) =>
    send('transaction_history', JSON.stringify(body), 'application/json');

  it('answers a multipart or urlencoded page exactly as the JSON one', async () => {
    const byJson = await json({ page: 1, limit: 10 });
    expect(byJson.statusCode).toBe(200);
    expect(byJson.json()).toMatchObject({ status: 'S', total_count: 1 });
    expect(byJson.json().data[0]).toMatchObject({ value: 10 });
    for (const res of [
      await multipart({ page: '1', limit: '10' }),
      await urlencoded('page=1&limit=10'),
      await multipart({ page: '1', limit: '10', 'inputObj[user_id]': player.userId }),
      await urlencoded(`page=1&inputObj%5Buser_id%5D=${player.userId}`),
      // The nested object as JSON text in one field, as some form clients send it.
      await multipart({ inputObj: JSON.stringify({ user_id: player.userId }) }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(byJson.json());
    }
  });

  it('refuses a form with the same message as the same JSON', async () => {
    const cases: [Record<string, string>, object][] = [
      [{ limit: '15' }, { limit: 15 }],
      [{ page: 'x' }, { page: 'x' }],
      [{ page: '0' }, { page: 0 }],
      [{ page: '1.5' }, { page: 1.5 }],
      [{ colour: 'red' }, { colour: 'red' }],
      [{ 'inputObj[extra]': '1' }, { inputObj: { extra: '1' } }],
    ];
    for (const [fields, body] of cases) {
      const byJson = await json(body);
      expect(byJson.statusCode).toBe(400);
      for (const res of [
        await multipart(fields),
        await urlencoded(new URLSearchParams(fields).toString()),
      ]) {
        expect({ fields, status: res.statusCode, body: res.json() }).toEqual({
          fields,
          status: 400,
          body: byJson.json(),
        });
      }
    }
  });

  it('takes identity from the token: a form naming another user is refused with 403', async () => {
    const other = await createPlayer(app);
    for (const res of [
      await multipart({ 'inputObj[user_id]': other.userId }),
      await urlencoded(`user_id=${other.userId}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 'E', code: 'NOT_YOUR_ACCOUNT' });
    }
    const anonymous = await send(
      'transaction_history',
      'page=1',
      'application/x-www-form-urlencoded',
      '',
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a file part, naming its field', async () => {
    const res = await multipart({ page: '1' }, { avatar: 'GIF89a' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'E',
      code: 'FILE_NOT_ALLOWED',
      message: 'avatar is a file; this call takes form fields only',
    });
  });

  it('answers 413 in the envelope over the body limit, and for too many fields', async () => {
    for (const res of [
      await multipart({ page: '1', note: 'x'.repeat(9000) }),
      await urlencoded(`page=1&note=${'x'.repeat(9000)}`),
    ]) {
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ status: 'E', code: 'PAYLOAD_TOO_LARGE' });
      expect(res.json().message).toMatch(/too large/);
    }
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, '1']));
    for (const res of [
      await multipart(many),
      await urlencoded(new URLSearchParams(many).toString()),
    ]) {
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        status: 'E',
        message: 'Too many form fields (at most 50)',
      });
    }
  });

  it('refuses broken and hostile forms with a 4xx naming the problem', async () => {
    const cut = await multipartBody({ page: '1' });
    const truncated = await send(
      'transaction_history',
      cut.payload.subarray(0, cut.payload.length - 10),
      cut.contentType,
    );
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe('Form body is invalid: not valid multipart/form-data');

    const noBoundary = await send('transaction_history', 'page=1', 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ status: 'E' });

    const deep = await urlencoded('inputObj[a][b][c][d]=1');
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe('Form body is invalid: field names nest too deeply');

    for (const res of [
      await urlencoded('__proto__[polluted]=1'),
      await multipart({ constructor: 'x' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(
        /^(__proto__ is not allowed|Form body is invalid: a field name is reserved)$/,
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps every other call JSON: a form there answers 415', async () => {
    for (const res of [
      await urlencoded('page=1', 'mywinnings'),
      await multipart({ page: '1' }, {}, 'mywinnings'),
      await urlencoded('email=a%40b.co&password=x', 'login'),
    ]) {
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        status: 'E',
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Content-Type must be application/json',
      });
    }
  });
});
