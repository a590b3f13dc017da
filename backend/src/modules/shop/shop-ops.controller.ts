import { Body, Get, HttpCode, Param, Post } from '@nestjs/common';
import { OperatorController } from '../../common/auth/operator-controller';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { ok } from '../../common/http/api-response';
import { AcceptsCsv } from '../../common/http/csv-body';
import { ParseRecordIdPipe } from '../../common/validation/parse-record-id.pipe';
import { CodeImportBodyPipe } from './code-import-body.pipe';
import type { CodeImportRow } from './code-import';
import {
  CodeCountsResponseDto,
  CreateProductDto,
  CreateProductResponseDto,
  ImportCodesDto,
  ImportCodesResponseDto,
  RetireCodesDto,
  RetireCodesResponseDto,
} from './dto/inventory.dto';
import { InventoryService } from './inventory.service';

// 10,000 codes of up to 64 characters, as JSON or CSV, with room to spare.
const CODE_IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

/** Operators' voucher calls (/api/ops/products…): OPERATOR_TOKEN, not the client's api-key. */
@OperatorController('ops')
export class ShopOpsController {
  constructor(private readonly inventory: InventoryService) {}

  @Post('products')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a voucher with its denominations (face value and coin price)' })
  @ApiCreatedResponse({ type: CreateProductResponseDto })
  async createProduct(@Body() body: CreateProductDto): Promise<CreateProductResponseDto> {
    return ok({
      product: await this.inventory.createProduct({
        title: body.title,
        subTitle: body.sub_title,
        category: body.category,
        thumbImg: body.thumb_img,
        currencyType: body.currency_type,
        btnText: body.btn_text,
        expiresIn: body.expires_in,
        couponType: body.coupon_type,
        couponDetails: body.coupon_details,
        howToRedeem: body.how_to_redeem,
        termsAndConditions: body.terms_and_conditions,
        redeemLink: body.redeem_link,
        denominations: body.denominations.map((d) => ({ value: d.value, price: d.price })),
      }),
    });
  }

  @Post('products/:id/codes')
  @HttpCode(200)
  @AcceptsCsv(CODE_IMPORT_BODY_LIMIT)
  @ApiConsumes('application/json', 'text/csv')
  @ApiBody({
    type: ImportCodesDto,
    description: 'Or a text/csv body: "value,code" per line, an optional "value,code" header',
  })
  @ApiOperation({
    summary: 'Stock codes, all or nothing; the first bad row is named, no code ever echoed',
  })
  @ApiOkResponse({ type: ImportCodesResponseDto })
  async importCodes(
    @Param('id', ParseRecordIdPipe) id: number,
    @Body(CodeImportBodyPipe) rows: CodeImportRow[],
  ): Promise<ImportCodesResponseDto> {
    return ok({ imported: await this.inventory.importCodes(id, rows) });
  }

  @Get('products/:id/codes')
  @ApiOperation({ summary: 'A voucher’s codes counted per denomination and status (no codes)' })
  @ApiOkResponse({ type: CodeCountsResponseDto })
  async codeCounts(@Param('id', ParseRecordIdPipe) id: number): Promise<CodeCountsResponseDto> {
    return ok({ denominations: await this.inventory.counts(id) });
  }

  @Post('products/:id/codes/retire')
  @HttpCode(200)
  @ApiOperation({ summary: 'Retire up to `count` unsold codes of a denomination, oldest first' })
  @ApiOkResponse({ type: RetireCodesResponseDto })
  async retireCodes(
    @Param('id', ParseRecordIdPipe) id: number,
    @Body() body: RetireCodesDto,
  ): Promise<RetireCodesResponseDto> {
    return ok({ retired: await this.inventory.retire(id, body.value, body.count) });
  }
}
