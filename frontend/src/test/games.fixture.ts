import type { ArcadeGame, Game, TrophyBand } from '../features/games/api/get-games';
import type { Responder } from './mock-fetch';

const band = (from: number, to: number | null, points_per_trophy: number): TrophyBand => ({
  from,
  to,
  points_per_trophy,
});

const trophyBands: TrophyBand[] = [
  band(0, 1000, 1),
  band(1000, 2000, 2),
  band(2000, 3000, 3),
  band(3000, 4000, 4),
  band(4000, 5000, 5),
  band(5000, 6000, 6),
  band(6000, 6500, 7),
  band(6500, 7000, 8),
  band(7000, 8000, 9),
  band(8000, null, 10),
];

/** GET /api/games as the server answers it (its integration test holds it to the scoring code). */
export const sampleGames: Game[] = [
  {
    game_id: 1,
    name: 'Chess',
    genre: 'Strategy',
    host: 'Chess.com',
    handle_case: 'lower',
    handle_field: 'chess',
    played_on_site: false,
    shows_trophies: false,
    scoring: {
      kind: 'chess',
      modes: [
        { label: 'Bullet', minutes: 1, win: 3, draw: 1, loss: 0 },
        { label: 'Blitz', minutes: 5, win: 9, draw: 3, loss: 0 },
        { label: 'Rapid', minutes: 10, win: 15, draw: 5, loss: 0 },
      ],
    },
    tiebreakers: [],
    play_links: {
      desktop: 'https://www.chess.com/play/online',
      deep_link: 'chesscom://',
      app_store: 'https://apps.apple.com/app/id329218549',
      play_store: 'https://play.google.com/store/apps/details?id=com.chess',
    },
  },
  {
    game_id: 2,
    name: 'Clash of Clans',
    genre: 'Strategy',
    host: 'Clash of Clans',
    handle_case: 'upper',
    handle_field: 'clash_clan',
    played_on_site: false,
    shows_trophies: true,
    scoring: { kind: 'trophies', bands: trophyBands },
    tiebreakers: [],
    play_links: {
      desktop: 'https://supercell.com/en/games/clashofclans/',
      deep_link: 'clashofclans://',
      app_store: 'https://apps.apple.com/app/id529479190',
      play_store: 'https://play.google.com/store/apps/details?id=com.supercell.clashofclans',
    },
  },
  {
    game_id: 3,
    name: 'Clash Royale',
    genre: 'Cards',
    host: 'Clash Royale',
    handle_case: 'upper',
    handle_field: 'clash_royal',
    played_on_site: false,
    shows_trophies: true,
    scoring: { kind: 'trophies', bands: trophyBands },
    tiebreakers: [],
    play_links: {
      desktop: 'https://supercell.com/en/games/clashroyale/',
      deep_link: 'clashroyale://',
      app_store: 'https://apps.apple.com/app/id1053012308',
      play_store: 'https://play.google.com/store/apps/details?id=com.supercell.clashroyale',
    },
  },
  {
    game_id: 4,
    name: 'Tic-Tac-Toe',
    genre: 'Puzzle',
    host: null,
    handle_case: null,
    handle_field: null,
    played_on_site: true,
    shows_trophies: false,
    scoring: { kind: 'matches', points: { win: 2, draw: 1, loss: 0 } },
    tiebreakers: ['Higher win/loss ratio', 'Lower total match completion time'],
    play_links: null,
  },
  {
    game_id: 5,
    name: 'MR RACER',
    genre: 'Racing',
    host: null,
    handle_case: null,
    handle_field: null,
    played_on_site: true,
    shows_trophies: false,
    scoring: { kind: 'runs', points_per_metre: 1 },
    tiebreakers: [],
    play_links: null,
  },
];

/** GET /api/games' arcade game, as the server answers it. */
export const sampleArcadeGames: ArcadeGame[] = [
  { game_id: 5, slug: 'mr_racer', name: 'MR RACER', genre: 'Racing', ticks_per_second: 60 },
];

/** A mock-fetch route answering GET /api/games. */
export const gamesRoute: Responder = () => ({
  body: { status: 'S', data: sampleGames, arcade_games: sampleArcadeGames },
});
