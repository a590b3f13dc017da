import { ApiPropertyOptional } from '@nestjs/swagger';
import { OwnUserIdDto } from '../../../common/dto/own-user-id.dto';
import { PagedDto } from '../../../common/dto/paged.dto';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';

/** SPEC §7 mywinnings / transaction_history: paged, with the spec's inputObj. */
export class PagedRequestDto extends PagedDto {
  @ApiPropertyOptional({ type: OwnUserIdDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => OwnUserIdDto)
  inputObj?: OwnUserIdDto;
}

export class DailyRewardClaimDto extends OwnUserIdDto {}
