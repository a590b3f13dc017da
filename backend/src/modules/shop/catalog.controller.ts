import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../../common/http/api-response';
import { CatalogService } from './catalog.service';
import { CatalogPageResponseDto, GetProductsDto } from './dto/catalog.dto';

@ApiTags('shop')
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Post('get_products')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A page of vouchers: price range, categories, search (3+ characters) and sort',
  })
  @ApiOkResponse({ type: CatalogPageResponseDto })
  async products(@Body() body: GetProductsDto): Promise<CatalogPageResponseDto> {
    const filter = body.filter_data ?? {};
    return ok(
      await this.catalog.page({
        page: body.page,
        limit: body.limit,
        minPrice: filter.min_price,
        maxPrice: filter.max_price,
        categories: filter.catagory_fliter,
        sort: filter.sortby,
        search: filter.search,
      }),
    );
  }
}
