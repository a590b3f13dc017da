import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, OptionalBearerGuard, type AuthUser } from '../../common/auth';
import { ok } from '../../common/http/api-response';
import { ParseRecordIdPipe } from '../../common/validation/parse-record-id.pipe';
import { UsersService } from '../users';
import { CatalogService } from './catalog.service';
import { CatalogPageResponseDto, GetProductsDto, ProductResponseDto } from './dto/catalog.dto';

@ApiTags('shop')
@Controller()
export class CatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly users: UsersService,
  ) {}

  @Post('get_products')
  @HttpCode(200)
  @UseGuards(OptionalBearerGuard)
  @ApiOperation({
    summary: 'A page of vouchers: price range, categories, search (3+ characters) and sort',
  })
  @ApiOkResponse({ type: CatalogPageResponseDto })
  async products(
    @Body() body: GetProductsDto,
    @CurrentUser() caller?: AuthUser,
  ): Promise<CatalogPageResponseDto> {
    const filter = body.filter_data ?? {};
    // Affordable is sorted by the caller's own balance; a visitor has none.
    const balance =
      filter.sortby === 'affordable' && caller ? (await this.users.get(caller.id)).coinBalance : 0;
    return ok(
      await this.catalog.page({
        page: body.page,
        limit: body.limit,
        minPrice: filter.min_price,
        maxPrice: filter.max_price,
        categories: filter.catagory_fliter,
        sort: filter.sortby,
        search: filter.search,
        balance,
      }),
    );
  }

  /** A voucher's own address (/coupon-redeem?product=…): a reload or a shared link reads it here. */
  @Get('products/:id')
  @ApiOperation({ summary: 'One voucher with its denominations and live stock' })
  @ApiOkResponse({ type: ProductResponseDto })
  async product(@Param('id', ParseRecordIdPipe) id: number): Promise<ProductResponseDto> {
    return ok({ product: await this.catalog.view(id) });
  }
}
