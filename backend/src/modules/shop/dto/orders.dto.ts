import { ApiProperty } from '@nestjs/swagger';
import { PageDto } from '../../../common/dto/paged.dto';

/** SPEC §7 myorder: user_id, page (5 orders a page). */
export class MyOrdersDto extends PageDto {}

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
