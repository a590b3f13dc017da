import { IsInt, IsUUID, Max, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../../common/dto/record-id';

/** `play`: join a tournament's matchmaking queue (or get the match already being played). */
export class PlayDto {
  @IsInt({ message: 'event_id must be a whole number' })
  @Min(1, { message: 'event_id must be a whole number' })
  @Max(MAX_RECORD_ID, { message: 'event_id is not a known tournament' })
  event_id!: number;
}

/** `leave`: stop searching in a tournament. */
export class LeaveDto extends PlayDto {}

/** `watch`: the game panel is open on a tournament (online there; the match in progress). */
export class WatchDto extends PlayDto {}

/** `move`: mark a cell (0–8, row by row). */
export class MoveDto {
  @IsUUID('4', { message: 'match_id must be a match id' })
  match_id!: string;

  @IsInt({ message: 'cell must be a whole number from 0 to 8' })
  @Min(0, { message: 'cell must be a whole number from 0 to 8' })
  @Max(8, { message: 'cell must be a whole number from 0 to 8' })
  cell!: number;
}
