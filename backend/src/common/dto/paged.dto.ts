import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { OwnUserIdDto } from './own-user-id.dto';

/** SPEC §9: server-side paged tables offer these page sizes. */
export const PAGE_SIZES = [10, 20, 30, 50] as const;

/** The page of a paged call whose page size is fixed; JSON or form data (numbers then arrive as text). */
export class PageDto extends OwnUserIdDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Max(100_000, { message: 'page is too large' })
  @Min(1, { message: 'page must be 1 or more' })
  @IsInt({ message: 'page must be a whole number' })
  @Type(() => Number)
  page: number = 1;
}

/** page and limit of a server-side paged table (SPEC §9 sizes). */
export class PagedDto extends PageDto {
  @ApiPropertyOptional({ enum: PAGE_SIZES, default: 10 })
  @IsOptional()
  @IsIn(PAGE_SIZES, { message: 'limit must be 10, 20, 30 or 50' })
  @Type(() => Number)
  limit: number = 10;
}
