import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../../common/http/api-response';
import { CachedFacts } from '../../common/http/cache-headers';
import { ARCADE_GAME_LIST, ArcadeGame } from './arcade-games';
import {
  ArcadeGameViewDto,
  GameListResponseDto,
  GameScoringDto,
  GameViewDto,
} from './dto/game-view.dto';
import { GAME_LIST, Game, GameScoring } from './games';

/** The client prints points tables and per-game facts from this answer, never from its own copy. */
@ApiTags('games')
@Controller()
export class GamesController {
  @Get('games')
  @CachedFacts()
  @ApiOperation({
    summary:
      'Every game: tournament games’ handle rules, points tables, PLAY NOW links; arcade games',
  })
  @ApiOkResponse({ type: GameListResponseDto })
  list(): GameListResponseDto {
    return ok({ data: GAME_VIEWS, arcade_games: ARCADE_GAME_VIEWS });
  }
}

function scoringView(scoring: GameScoring): GameScoringDto {
  switch (scoring.kind) {
    case 'chess':
      return { kind: 'chess', modes: scoring.modes.map((mode) => ({ ...mode })) };
    case 'trophies':
      return {
        kind: 'trophies',
        bands: scoring.bands.map((band) => ({
          from: band.from,
          to: band.to,
          points_per_trophy: band.pointsPerTrophy,
        })),
      };
    case 'matches':
      return { kind: 'matches', points: { ...scoring.points } };
    case 'runs':
      return { kind: 'runs', points_per_metre: scoring.pointsPerMetre };
  }
}

function gameView(game: Game): GameViewDto {
  return {
    game_id: game.id,
    name: game.name,
    genre: game.genre,
    host: game.host,
    handle_case: game.handleCase,
    handle_field: game.handleField,
    played_on_site: game.playedOnSite,
    shows_trophies: game.showsTrophies,
    scoring: scoringView(game.scoring),
    tiebreakers: [...game.tiebreakers],
    play_links: game.playLinks && {
      desktop: game.playLinks.desktop,
      deep_link: game.playLinks.deepLink,
      app_store: game.playLinks.appStore,
      play_store: game.playLinks.playStore,
    },
  };
}

function arcadeGameView(game: ArcadeGame): ArcadeGameViewDto {
  return {
    game_id: game.id,
    slug: game.slug,
    name: game.name,
    genre: game.genre,
    ticks_per_second: game.ticksPerSecond,
  };
}

const GAME_VIEWS: GameViewDto[] = GAME_LIST.map(gameView);
const ARCADE_GAME_VIEWS: ArcadeGameViewDto[] = ARCADE_GAME_LIST.map(arcadeGameView);
