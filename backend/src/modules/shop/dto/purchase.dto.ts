import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { OwnUserIdDto } from '../../../common/dto/own-user-id.dto';
import { MAX_RECORD_ID } from '../../../common/dto/record-id';
import { shopErrors } from '../shop.errors';

/** The client makes one per confirm dialog and sends it again on a retry of that dialog. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Stored in orders.request_key, varchar(100). */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,100}$/;

/** The Idempotency-Key header as the purchase's request key; missing or malformed → 400. */
export function requestKeyOf(header: unknown): string {
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw shopErrors.idempotencyKeyRequired();
  }
  return header;
}

/** SPEC §7 purchase: product_id, value (the face value), user_id, coupon_type. */
export class PurchaseDto extends OwnUserIdDto {
  @ApiProperty()
  @Max(MAX_RECORD_ID, { message: 'product_id is not a known voucher' })
  @Min(1, { message: 'product_id must be a positive whole number' })
  @IsInt({ message: 'product_id must be a positive whole number' })
  @Type(() => Number)
  product_id!: number;

  @ApiProperty({ description: 'The face value of the denomination to buy, e.g. 500' })
  @Max(MAX_RECORD_ID, { message: 'value is too large' })
  @Min(1, { message: 'value must be a positive whole number' })
  @IsInt({ message: 'value must be a positive whole number' })
  @Type(() => Number)
  value!: number;

  @ApiPropertyOptional({ description: 'Ignored: the voucher’s own coupon type applies' })
  @IsOptional()
  @MaxLength(30, { message: 'coupon_type must be at most 30 characters' })
  @IsString({ message: 'coupon_type must be a string' })
  coupon_type?: string;
}

export class PurchaseResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ example: 'Voucher redeemed successfully!' }) message!: string;
  @ApiProperty({ description: 'The code, shown to its buyer only' }) voucher_code!: string;
  @ApiProperty() order_id!: string;
  @ApiProperty({ description: 'Coins paid' }) price!: number;
  @ApiProperty({ description: 'The buyer’s coins after the purchase' }) coin_balance!: number;
}
