import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { createPlayer } from '../../factories/user.factory';
import { post } from '../../utils/http';
import { startApi } from '../../utils/stack';

const COC_TOKEN = 'test-coc-key';
const CR_TOKEN = 'test-cr-key';
const PROVIDER_ENV = [
  'CHESS_API_URL',
  'CLASH_OF_CLANS_API_URL',
  'CLASH_OF_CLANS_API_TOKEN',
  'CLASH_ROYALE_API_URL',
  'CLASH_ROYALE_API_TOKEN',
];

/**
 * Stands in for chess.com and Supercell's APIs (not ours): 200 for known players, 404 for the
 * rest, 500 for handles listed as broken, 403 without the right developer key.
 */
class FakeGameProviders {
  readonly known = new Set<string>();
  readonly broken = new Set<string>();
  readonly requests: { url: string; authorization?: string }[] = [];
  base = '';
  private server: Server = createServer((req, res) => {
    this.requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
    const status = this.answer(req);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(status === 200 ? { ok: true } : { reason: 'notFound' }));
  });

  private answer(req: IncomingMessage): number {
    const url = req.url ?? '';
    const chess = /^\/chess\/player\/([^/]+)$/.exec(url);
    const clash = /^\/(coc|cr)\/players\/%23([^/]+)$/.exec(url);
    const handle = chess?.[1] ?? clash?.[2];
    if (!handle) return 404;
    if (
      clash &&
      req.headers.authorization !== `Bearer ${clash[1] === 'coc' ? COC_TOKEN : CR_TOKEN}`
    )
      return 403;
    if (this.broken.has(handle)) return 500;
    return this.known.has(handle) ? 200 : 404;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const TAG_ALPHABET = '0289PYLQGRJCUV';
/** A fresh chess username (mixed case) and Clash tag (upper case) per test: handles are UNIQUE. */
const chessName = () => `Player${randomBytes(5).toString('hex')}`;
const clashTag = () =>
  Array.from(randomBytes(9), (b) => TAG_ALPHABET[b % TAG_ALPHABET.length]).join('');
const bgmiId = () => `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

describe('accounts: gamer handles', () => {
  const providers = new FakeGameProviders();
  let app: NestFastifyApplication;
  let db: DataSource;

  const savedHandles = async (userId: string) =>
    (
      await db.query(
        `SELECT chess_handle, clash_clan_handle, clash_royal_handle, bgmi_handle
           FROM users WHERE id = $1`,
        [userId],
      )
    )[0];

  beforeAll(async () => {
    await providers.start();
    process.env.CHESS_API_URL = `${providers.base}/chess`;
    process.env.CLASH_OF_CLANS_API_URL = `${providers.base}/coc`;
    process.env.CLASH_OF_CLANS_API_TOKEN = COC_TOKEN;
    process.env.CLASH_ROYALE_API_URL = `${providers.base}/cr`;
    process.env.CLASH_ROYALE_API_TOKEN = CR_TOKEN;
    app = await startApi();
    db = app.get(DataSource);
  });
  afterAll(async () => {
    await app.close();
    await providers.stop();
    for (const k of PROVIDER_ENV) delete process.env[k];
  });

  it('saves a chess.com username lower-cased once chess.com knows it', async () => {
    const player = await createPlayer(app);
    const name = chessName();
    providers.known.add(name.toLowerCase());
    const res = await post(
      app,
      'gamerhandle_change',
      { user_id: player.userId, inputobj: { chess: name } },
      player.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: 'S',
      message: 'Your gamer Id updated successfully',
      data: {
        user_id: player.userId,
        gamer_handle: { chess: name.toLowerCase(), clash_clan: null, clash_royal: null },
      },
    });
    expect(providers.requests).toContainEqual({
      url: `/chess/player/${name.toLowerCase()}`,
      authorization: undefined,
    });
    expect((await savedHandles(player.userId)).chess_handle).toBe(name.toLowerCase());
  });

  it('saves Clash tags upper-cased without the #, asking each game with its key', async () => {
    const player = await createPlayer(app);
    const [clan, royal] = [clashTag(), clashTag()];
    providers.known.add(clan).add(royal);
    const res = await post(
      app,
      'gamerhandle_change',
      { inputobj: { clash_clan: `#${clan.toLowerCase()}`, clash_royal: royal } },
      player.token,
    );
    expect(res.body).toMatchObject({
      status: 'S',
      data: { gamer_handle: { clash_clan: clan, clash_royal: royal } },
    });
    expect(providers.requests).toContainEqual({
      url: `/coc/players/%23${clan}`,
      authorization: `Bearer ${COC_TOKEN}`,
    });
    expect(providers.requests).toContainEqual({
      url: `/cr/players/%23${royal}`,
      authorization: `Bearer ${CR_TOKEN}`,
    });
    expect(await savedHandles(player.userId)).toMatchObject({
      clash_clan_handle: clan,
      clash_royal_handle: royal,
    });
  });

  it('saves a 10-digit BGMI id and refuses anything else', async () => {
    const player = await createPlayer(app);
    for (const bad of ['12345', '12345678901', '12345abcde']) {
      const res = await post(app, 'gamerhandle_change', { inputobj: { bgmi: bad } }, player.token);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ status: 'E', message: 'Please enter a valid BGMI Id' });
    }
    const id = bgmiId();
    const ok = await post(app, 'gamerhandle_change', { inputobj: { bgmi: id } }, player.token);
    expect(ok.body.data.gamer_handle.bgmi).toBe(id);
  });

  it.each([
    [{ chess: 'not_valid' }, 'Please Enter Valid Chess Id !'],
    [{ clash_clan: '#HELLO' }, 'Please enter a valid Clash of Clans tag'],
    [{ clash_royal: '#12' }, 'Please enter a valid Clash Royale tag'],
  ])('refuses %j with "%s" before asking the game', async (inputobj, message) => {
    const player = await createPlayer(app);
    const before = providers.requests.length;
    const res = await post(app, 'gamerhandle_change', { inputobj }, player.token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 'E', code: 'HANDLE_INVALID', message });
    expect(providers.requests.length).toBe(before);
  });

  it('refuses a username the game does not know, saving nothing', async () => {
    const player = await createPlayer(app);
    const res = await post(
      app,
      'gamerhandle_change',
      { inputobj: { chess: chessName(), bgmi: bgmiId() } },
      player.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({
      status: 'E',
      code: 'HANDLE_NOT_FOUND',
      message: 'Chess.com username not found!',
    });
    expect(await savedHandles(player.userId)).toMatchObject({
      chess_handle: null,
      bgmi_handle: null,
    });
  });

  it('answers 503 when the game’s API fails, saving nothing', async () => {
    const player = await createPlayer(app);
    const tag = clashTag();
    providers.broken.add(tag);
    const res = await post(
      app,
      'gamerhandle_change',
      { inputobj: { clash_clan: tag } },
      player.token,
    );
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatchObject({
      status: 'E',
      code: 'PROVIDER_UNAVAILABLE',
      message: 'Could not check your Clash of Clans username right now. Please try again.',
    });
    expect((await savedHandles(player.userId)).clash_clan_handle).toBeNull();
  });

  it('refuses a handle another player has saved, whatever its case', async () => {
    const [first, second] = [await createPlayer(app), await createPlayer(app)];
    const name = chessName();
    providers.known.add(name.toLowerCase());
    await post(app, 'gamerhandle_change', { inputobj: { chess: name } }, first.token);
    const res = await post(
      app,
      'gamerhandle_change',
      { inputobj: { chess: name.toUpperCase() } },
      second.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({
      status: 'E',
      code: 'HANDLE_TAKEN',
      message: 'User already there',
    });
    expect((await savedHandles(second.userId)).chess_handle).toBeNull();
    expect((await savedHandles(first.userId)).chess_handle).toBe(name.toLowerCase());
  });

  it('refuses a form with nothing changed', async () => {
    const player = await createPlayer(app);
    const id = bgmiId();
    await post(app, 'gamerhandle_change', { inputobj: { bgmi: id } }, player.token);
    const res = await post(
      app,
      'gamerhandle_change',
      { inputobj: { bgmi: id, chess: '', clash_clan: '' } },
      player.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 'E', message: 'At least one field must be changed!' });
  });

  it('clears a handle sent as an empty string, keeping the ones not sent', async () => {
    const player = await createPlayer(app);
    const tag = clashTag();
    providers.known.add(tag);
    const id = bgmiId();
    await post(
      app,
      'gamerhandle_change',
      { inputobj: { clash_royal: tag, bgmi: id } },
      player.token,
    );
    const res = await post(
      app,
      'gamerhandle_change',
      { inputobj: { clash_royal: '', bgmi: id } },
      player.token,
    );
    expect(res.body.data.gamer_handle).toMatchObject({ clash_royal: null, bgmi: id });
  });

  it.each([[{}], [{ inputobj: {} }], [{ inputobj: { chess: '', bgmi: '' } }]])(
    'refuses %j: no handle filled',
    async (body) => {
      const player = await createPlayer(app);
      const res = await post(app, 'gamerhandle_change', body, player.token);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({
        status: 'E',
        message: 'Please fill at least one Gamer handle!',
      });
    },
  );

  it('refuses to change another player’s handles', async () => {
    const [player, other] = [await createPlayer(app), await createPlayer(app)];
    for (const body of [
      { user_id: other.userId, inputobj: { bgmi: bgmiId() } },
      { inputobj: { user_id: other.userId, bgmi: bgmiId() } },
    ]) {
      const res = await post(app, 'gamerhandle_change', body, player.token);
      expect(res.statusCode).toBe(403);
      expect(res.body.status).toBe('E');
    }
    expect((await savedHandles(other.userId)).bgmi_handle).toBeNull();
    expect((await savedHandles(player.userId)).bgmi_handle).toBeNull();
  });

  it('answers 401 UA without a token', async () => {
    const res = await post(app, 'gamerhandle_change', { inputobj: { bgmi: bgmiId() } });
    expect(res.statusCode).toBe(401);
    expect(res.body.status).toBe('UA');
  });

  describe('check_gamer_handle', () => {
    it('answers S with the handle as it would be saved', async () => {
      const tag = clashTag();
      providers.known.add(tag);
      const res = await post(app, 'check_gamer_handle', { handle: `#${tag}`, game: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.body).toEqual({
        status: 'S',
        message: 'Clash of Clans username found!',
        handle: tag,
        checked: true,
      });
    });

    it.each([
      [1, 'Chess.com username not found!', () => chessName()],
      [3, 'Clash Royale username not found!', () => clashTag()],
      [1, 'Please Enter Valid Chess Id !', () => 'bad_name'],
      [2, 'Please enter a valid Clash of Clans tag', () => 'nope'],
    ])('game %p: answers E "%s"', async (game, message, handle) => {
      const res = await post(app, 'check_gamer_handle', { handle: handle(), game });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ status: 'E', message });
    });

    it('refuses a game without gamer handles', async () => {
      const res = await post(app, 'check_gamer_handle', { handle: 'someone', game: 4 });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(
        'game must be 1 (chess), 2 (Clash of Clans) or 3 (Clash Royale)',
      );
    });

    it('answers 503 when the game’s API fails', async () => {
      const name = chessName();
      providers.broken.add(name.toLowerCase());
      const res = await post(app, 'check_gamer_handle', { handle: name, game: 1 });
      expect(res.statusCode).toBe(503);
      expect(res.body.message).toBe(
        'Could not check your Chess.com username right now. Please try again.',
      );
    });
  });
});
