import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { GAMES } from '../../../backend/src/modules/games/games';
import { CHESS_POINTS } from '../../../backend/src/modules/games/scoring/chess-scoring';
import { CLASH_TROPHY_BANDS } from '../../../backend/src/modules/games/scoring/clash-scoring';
import { TIC_TAC_TOE_POINTS } from '../../../backend/src/modules/games/scoring/tic-tac-toe-scoring';
import { API_KEY, startApi } from '../../utils/stack';

describe('GET /api/games', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startApi();
  });
  afterAll(() => app.close());

  const getGames = (headers: Record<string, string> = { 'api-key': API_KEY }) =>
    app.inject({ method: 'GET', url: '/api/games', headers });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const gameOf = (body: any, id: GameId) =>
    body.data.find((g: { game_id: number }) => g.game_id === id);

  it('answers every game in the envelope, without a bearer token, cacheable for five minutes', async () => {
    const res = await getGames();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json();
    expect(body.status).toBe('S');
    expect(body.data.map((g: { game_id: number }) => g.game_id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('prints the points tables the server scores with', async () => {
    const body = (await getGames()).json();
    expect(gameOf(body, GameId.Chess).scoring).toEqual({
      kind: 'chess',
      modes: Object.values(CHESS_POINTS),
    });
    const trophies = {
      kind: 'trophies',
      bands: CLASH_TROPHY_BANDS.map((b) => ({
        from: b.from,
        to: b.to,
        points_per_trophy: b.pointsPerTrophy,
      })),
    };
    expect(gameOf(body, GameId.ClashOfClans).scoring).toEqual(trophies);
    expect(gameOf(body, GameId.ClashRoyale).scoring).toEqual(trophies);
    expect(gameOf(body, GameId.TicTacToe).scoring).toEqual({
      kind: 'matches',
      points: TIC_TAC_TOE_POINTS,
    });
    expect(gameOf(body, GameId.MrRacer).scoring).toEqual({ kind: 'runs', points_per_metre: 1 });
  });

  it('tells the client each game’s handle rules, leaderboard columns, tiebreakers and links', async () => {
    const body = (await getGames()).json();
    expect(gameOf(body, GameId.Chess)).toMatchObject({
      name: 'Chess',
      genre: 'Strategy',
      host: 'Chess.com',
      handle_case: 'lower',
      handle_field: 'chess',
      played_on_site: false,
      shows_trophies: false,
      tiebreakers: [],
      play_links: {
        desktop: GAMES[GameId.Chess].playLinks?.desktop,
        deep_link: 'chesscom://',
        app_store: GAMES[GameId.Chess].playLinks?.appStore,
        play_store: GAMES[GameId.Chess].playLinks?.playStore,
      },
    });
    expect(gameOf(body, GameId.ClashRoyale)).toMatchObject({
      name: 'Clash Royale',
      genre: 'Cards',
      handle_case: 'upper',
      handle_field: 'clash_royal',
      shows_trophies: true,
      play_links: { deep_link: 'clashroyale://' },
    });
    expect(gameOf(body, GameId.TicTacToe)).toMatchObject({
      name: 'Tic-Tac-Toe',
      genre: 'Puzzle',
      host: null,
      handle_case: null,
      handle_field: null,
      played_on_site: true,
      shows_trophies: false,
      tiebreakers: GAMES[GameId.TicTacToe].tiebreakers,
      play_links: null,
    });
  });

  it('still needs the web client’s api-key', async () => {
    const res = await getGames({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'E', code: 'API_KEY_INVALID' });
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/games'].get.responses['200'].content['application/json'].schema).toEqual(
      { $ref: '#/components/schemas/GameListResponseDto' },
    );
    expect(doc.components.schemas.GameViewDto.properties.scoring.oneOf).toEqual([
      { $ref: '#/components/schemas/ChessScoringDto' },
      { $ref: '#/components/schemas/TrophiesScoringDto' },
      { $ref: '#/components/schemas/MatchesScoringDto' },
      { $ref: '#/components/schemas/RunsScoringDto' },
    ]);
  });
});
