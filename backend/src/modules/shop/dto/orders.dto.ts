import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { OwnUserIdDto } from '../../../common/dto/own-user-id.dto';

/** SPEC §7 myorder: user_id, page (5 orders a page). */
export class MyOrdersDto extends OwnUserIdDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Max(100_000, { message: 'page is too large' })
  @Min(1, { message: 'page must be 1 or more' })
  @IsInt({ message: 'page must be a whole number' })
  @Type(() => Number)
  page: number = 1;
}

/** SPEC §3 Order, as My Orders reads it. */
export class OrderViewDto {
  @ApiProperty() order_id!: string;
  @ApiProperty({ description: 'The voucher’s title' }) name!: string;
  @ApiProperty() face_value!: number;
  @ApiProperty() thumb_img!: string;
  @ApiProperty({ description: 'Ordered at, ISO 8601' }) crt_on!: string;
  @ApiProperty({ example: '12 months' }) expiryAndValidity!: string;
  @ApiProperty({ description: 'Coins spent' }) price!: number;
  @ApiProperty({ example: 'Completed' }) purchase_stat!: string;
  @ApiProperty() voucher_code!: string;
  @ApiProperty() redeem_link!: string;
}

export class MyOrdersResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: [OrderViewDto] }) data!: OrderViewDto[];
  @ApiProperty() total_count!: number;
}
