import { ApiProperty } from '@nestjs/swagger';

/** The spec's success envelope with nothing else: `{ status: 'S' }` (what `ok({})` answers). */
export class OkResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
}

/** Success with a sentence for the player: `{ status: 'S', message }`. */
export class MessageResponseDto extends OkResponseDto {
  @ApiProperty() message!: string;
}
