import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';

export class ChessModeDto {
  @ApiProperty({ example: 'Bullet' }) label!: string;
  @ApiProperty({ description: 'Base time the mode is named by', example: 1 }) minutes!: number;
  @ApiProperty() win!: number;
  @ApiProperty() draw!: number;
  @ApiProperty() loss!: number;
}

export class ChessScoringDto {
  @ApiProperty({ enum: ['chess'] }) kind!: 'chess';
  @ApiProperty({ type: [ChessModeDto], description: 'Shortest time control first' })
  modes!: ChessModeDto[];
}

export class TrophyBandDto {
  @ApiProperty({ description: 'Lowest trophy count in the band' }) from!: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Lowest trophy count of the next band; null for the open-ended top band',
  })
  to!: number | null;
  @ApiProperty() points_per_trophy!: number;
}

export class TrophiesScoringDto {
  @ApiProperty({ enum: ['trophies'] }) kind!: 'trophies';
  @ApiProperty({ type: [TrophyBandDto], description: 'Lowest band first' })
  bands!: TrophyBandDto[];
}

export class MatchPointsDto {
  @ApiProperty() win!: number;
  @ApiProperty() draw!: number;
  @ApiProperty() loss!: number;
}

export class MatchesScoringDto {
  @ApiProperty({ enum: ['matches'] }) kind!: 'matches';
  @ApiProperty({ type: MatchPointsDto }) points!: MatchPointsDto;
}

export class RunsScoringDto {
  @ApiProperty({ enum: ['runs'] }) kind!: 'runs';
  @ApiProperty({
    description:
      'Points of a run per metre driven; a player’s tournament points are their best verified run inside the window',
    example: 1,
  })
  points_per_metre!: number;
}

export type GameScoringDto =
  ChessScoringDto | TrophiesScoringDto | MatchesScoringDto | RunsScoringDto;

export class PlayLinksDto {
  @ApiProperty({ description: 'Web page opened on desktop' }) desktop!: string;
  @ApiProperty({ description: 'Opens the app on mobile', example: 'chesscom://' })
  deep_link!: string;
  @ApiProperty({ description: 'iOS fallback when the app is not installed' }) app_store!: string;
  @ApiProperty({ description: 'Android fallback when the app is not installed' })
  play_store!: string;
}

/** A game's facts the client shows: names, handle rules, points tables, PLAY NOW targets. */
@ApiExtraModels(ChessScoringDto, TrophiesScoringDto, MatchesScoringDto, RunsScoringDto)
export class GameViewDto {
  @ApiProperty({
    description: '1 chess, 2 Clash of Clans, 3 Clash Royale, 4 tic-tac-toe, 5 MR RACER',
  })
  game_id!: number;
  @ApiProperty({ example: 'Chess' }) name!: string;
  @ApiProperty({ description: 'What kind of game it is', example: 'Strategy' }) genre!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The site that knows the player’s handle; null when played on GameHub',
  })
  host!: string | null;
  @ApiProperty({
    nullable: true,
    // OpenAPI 3.0: a nullable enum allows null only when it lists it.
    enum: ['lower', 'upper', null],
    description: 'How a handle is written (SPEC §5); null when the game needs no handle',
  })
  handle_case!: 'lower' | 'upper' | null;
  @ApiProperty({
    nullable: true,
    enum: ['chess', 'clash_clan', 'clash_royal', null],
    description:
      'The saved gamer handle (gamer_handle key) its tournaments register with; null when the game needs no handle',
  })
  handle_field!: 'chess' | 'clash_clan' | 'clash_royal' | null;
  @ApiProperty({ description: 'Played on GameHub itself: the account is the player' })
  played_on_site!: boolean;
  @ApiProperty({ description: 'Leaderboards show start and end trophies' })
  shows_trophies!: boolean;
  @ApiProperty({
    description: 'How results become points',
    oneOf: [
      { $ref: getSchemaPath(ChessScoringDto) },
      { $ref: getSchemaPath(TrophiesScoringDto) },
      { $ref: getSchemaPath(MatchesScoringDto) },
      { $ref: getSchemaPath(RunsScoringDto) },
    ],
    discriminator: {
      propertyName: 'kind',
      // Without a mapping, OpenAPI takes the schema names for the kinds.
      mapping: {
        chess: getSchemaPath(ChessScoringDto),
        trophies: getSchemaPath(TrophiesScoringDto),
        matches: getSchemaPath(MatchesScoringDto),
        runs: getSchemaPath(RunsScoringDto),
      },
    },
  })
  scoring!: GameScoringDto;
  @ApiProperty({
    type: [String],
    description: 'What separates players level on points, in order; empty when ties share a rank',
  })
  tiebreakers!: string[];
  @ApiProperty({
    type: PlayLinksDto,
    nullable: true,
    description: 'Where PLAY NOW sends the player; null when played on GameHub',
  })
  play_links!: PlayLinksDto | null;
}

/** A single-player game played in runs on GameHub (game_start … game_end). */
export class ArcadeGameViewDto {
  @ApiProperty({ description: '5 MR RACER', example: 5 }) game_id!: number;
  @ApiProperty({ description: 'Its page is /games/<slug>', example: 'mr_racer' }) slug!: string;
  @ApiProperty({ example: 'MR RACER' }) name!: string;
  @ApiProperty({ example: 'Racing' }) genre!: string;
  @ApiProperty({
    description: 'The simulation’s fixed step rate: game_end’s `ticks` are these',
    example: 60,
  })
  ticks_per_second!: number;
}

export class GameListResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: [GameViewDto], description: 'The tournament games (1–5)' })
  data!: GameViewDto[];
  @ApiProperty({ type: [ArcadeGameViewDto], description: 'The games on /games, played in runs' })
  arcade_games!: ArcadeGameViewDto[];
}
