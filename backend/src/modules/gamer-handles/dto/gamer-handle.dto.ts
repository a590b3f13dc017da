import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { OwnUserIdDto } from '../../../common/dto/own-user-id.dto';
import { HANDLE_GAME_IDS, type HandleGameId } from '../../games';

// Decorators run bottom-up and stop at the first failure. The handle rules themselves (SPEC §5)
// live in handle-rules.ts so both calls apply them the same way; these only check the shape.
const HANDLE_MAX = 100;
const digitsToNumber = () =>
  Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? +value : value));
const numberToString = () =>
  Transform(({ value }) => (typeof value === 'number' ? String(value) : value));

export class CheckGamerHandleDto {
  @ApiProperty({ example: 'magnuscarlsen', description: 'Username or player tag' })
  @MaxLength(HANDLE_MAX, { message: `handle must be at most ${HANDLE_MAX} characters` })
  @IsNotEmpty({ message: 'handle is required' })
  @IsString({ message: 'handle is required' })
  handle!: string;

  @ApiProperty({ enum: [1, 2, 3], description: '1 chess, 2 Clash of Clans, 3 Clash Royale' })
  @IsIn(HANDLE_GAME_IDS as HandleGameId[], {
    message: 'game must be 1 (chess), 2 (Clash of Clans) or 3 (Clash Royale)',
  })
  @digitsToNumber()
  game!: HandleGameId;
}

export class GamerHandleInputDto extends OwnUserIdDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'chess.com username; empty string clears it',
  })
  @IsOptional()
  @MaxLength(HANDLE_MAX, { message: `chess must be at most ${HANDLE_MAX} characters` })
  @IsString({ message: 'chess must be a string' })
  chess?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Clash of Clans player tag; empty string clears it',
  })
  @IsOptional()
  @MaxLength(HANDLE_MAX, { message: `clash_clan must be at most ${HANDLE_MAX} characters` })
  @IsString({ message: 'clash_clan must be a string' })
  clash_clan?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Clash Royale player tag; empty string clears it',
  })
  @IsOptional()
  @MaxLength(HANDLE_MAX, { message: `clash_royal must be at most ${HANDLE_MAX} characters` })
  @IsString({ message: 'clash_royal must be a string' })
  clash_royal?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'BGMI id, 10 digits; empty string clears it',
  })
  @IsOptional()
  @MaxLength(HANDLE_MAX, { message: `bgmi must be at most ${HANDLE_MAX} characters` })
  @IsString({ message: 'bgmi must be a string' })
  @numberToString()
  bgmi?: string | null;
}

export class GamerHandleChangeDto extends OwnUserIdDto {
  @ApiPropertyOptional({ type: GamerHandleInputDto })
  @IsOptional()
  @ValidateNested()
  @IsObject({ message: 'inputobj must be an object' })
  @Type(() => GamerHandleInputDto)
  inputobj?: GamerHandleInputDto;
}
