import { Body, Controller, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../../common/http/api-response';
import { BearerAuthGuard, CurrentUser } from '../../common/auth';
import type { AuthUser } from '../../common/auth';
import { MyOrdersDto, MyOrdersResponseDto } from './dto/orders.dto';
import {
  IDEMPOTENCY_KEY_HEADER,
  PurchaseDto,
  PurchaseResponseDto,
  requestKeyOf,
} from './dto/purchase.dto';
import { OrdersService } from './orders.service';
import { PurchaseService } from './purchase.service';
import { ApiErrors } from '../../common/http/api-errors';

@ApiTags('shop')
@ApiBearerAuth()
@UseGuards(BearerAuthGuard)
@Controller()
export class ShopController {
  constructor(
    private readonly purchases: PurchaseService,
    private readonly orders: OrdersService,
  ) {}

  @Post('purchase')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Buy a voucher with coins; a replayed Idempotency-Key answers the first purchase, ' +
      'reused for another voucher or value 422 IDEMPOTENCY_KEY_REUSED',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description: 'One per purchase attempt, reused for its retries: 1–100 of A–Z a–z 0–9 _ - : .',
  })
  @ApiOkResponse({ type: PurchaseResponseDto })
  @ApiErrors(404, 409, 422)
  async purchase(
    @CurrentUser() caller: AuthUser,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Body() body: PurchaseDto,
  ): Promise<PurchaseResponseDto> {
    const bought = await this.purchases.purchase(
      caller.id,
      requestKeyOf(idempotencyKey),
      body.product_id,
      body.value,
    );
    return ok({
      message: 'Voucher redeemed successfully!',
      voucher_code: bought.voucherCode,
      order_id: bought.orderId,
      price: bought.price,
      coin_balance: bought.coinBalance,
    });
  }

  @Post('myorder')
  @HttpCode(200)
  @ApiOperation({ summary: 'My Orders: the caller’s vouchers, newest first, 5 a page' })
  @ApiOkResponse({ type: MyOrdersResponseDto })
  async myOrders(
    @CurrentUser() caller: AuthUser,
    @Body() body: MyOrdersDto,
  ): Promise<MyOrdersResponseDto> {
    const { rows, total } = await this.orders.page(caller.id, body.page);
    return ok({ data: rows, total_count: total });
  }
}
