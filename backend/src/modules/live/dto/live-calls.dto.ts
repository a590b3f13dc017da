import { IsIn, IsInt, Max, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../../common/dto/record-id';
import { PAGE_SIZES } from '../../../common/dto/paged.dto';

/** `watch_entries` / `unwatch_entries`: a tournament whose count and recent participants to follow. */
export class WatchEntriesDto {
  @IsInt({ message: 'event_id must be a whole number' })
  @Min(1, { message: 'event_id must be a whole number' })
  @Max(MAX_RECORD_ID, { message: 'event_id is not a known tournament' })
  event_id!: number;
}

/** `watch` / `unwatch`: a leaderboard page to receive (or stop receiving) as it changes. */
export class WatchDto extends WatchEntriesDto {
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(100_000, { message: 'page is too large' })
  page!: number;

  @IsIn(PAGE_SIZES, { message: 'limit must be 10, 20, 30 or 50' })
  limit!: number;
}
