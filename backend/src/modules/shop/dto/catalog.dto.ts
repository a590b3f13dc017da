import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { SQL_INT_MAX } from '../../../common/dto/record-id';

// Decorators run bottom-up and stop at the first failure (the pipe's stopAtFirstError).

/** Stored in the client's local storage and sent back: values never renamed. */
export const CATALOG_SORTS = [
  'price_low_high',
  'price_high_low',
  'newest',
  'popular',
  'affordable',
] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** SPEC §9: the shop's page size. */
export const CATALOG_PAGE_SIZE = 28;
export const SEARCH_MAX = 100;

/** SPEC §3 Shop filter; the field names (typos included) are the client's. */
export class CatalogFilterDto {
  @ApiPropertyOptional({ minimum: 0, description: 'Lowest price in coins' })
  @IsOptional()
  @Min(0, { message: 'min_price must be 0 or more' })
  // Prices are int4: a larger bound would fail in SQL (a 500), not match nothing.
  @Max(SQL_INT_MAX, { message: `min_price must be at most ${SQL_INT_MAX}` })
  @IsInt({ message: 'min_price must be a whole number' })
  min_price?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'Highest price in coins' })
  @IsOptional()
  @Min(0, { message: 'max_price must be 0 or more' })
  @Max(SQL_INT_MAX, { message: `max_price must be at most ${SQL_INT_MAX}` })
  @IsInt({ message: 'max_price must be a whole number' })
  max_price?: number;

  @ApiPropertyOptional({ type: [String], description: 'Category names; empty means all' })
  @IsOptional()
  @MaxLength(60, { each: true, message: 'catagory_fliter names must be at most 60 characters' })
  @IsString({ each: true, message: 'catagory_fliter must be a list of category names' })
  @ArrayMaxSize(100, { message: 'catagory_fliter has too many categories' })
  @IsArray({ message: 'catagory_fliter must be a list of category names' })
  catagory_fliter?: string[];

  @ApiPropertyOptional({
    enum: CATALOG_SORTS,
    default: 'newest',
    description:
      'affordable: what the signed-in caller’s balance covers, dearest first, then the nearest above it (a visitor: cheapest first)',
  })
  @IsOptional()
  @IsIn(CATALOG_SORTS, {
    message: `sortby must be one of ${CATALOG_SORTS.join(', ')}`,
  })
  sortby?: CatalogSort;

  @ApiPropertyOptional({
    maxLength: SEARCH_MAX,
    description: 'Applied from 3 characters: title, sub_title or category contains it',
  })
  @IsOptional()
  @MaxLength(SEARCH_MAX, { message: `search must be at most ${SEARCH_MAX} characters` })
  @IsString({ message: 'search must be text' })
  search?: string;
}

export class GetProductsDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Max(100_000, { message: 'page is too large' })
  @Min(1, { message: 'page must be 1 or more' })
  @IsInt({ message: 'page must be a whole number' })
  page?: number;

  @ApiPropertyOptional({ default: CATALOG_PAGE_SIZE, minimum: 1, maximum: 100 })
  @IsOptional()
  @Max(100, { message: 'limit must be at most 100' })
  @Min(1, { message: 'limit must be 1 or more' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @ApiPropertyOptional({ type: CatalogFilterDto })
  @IsOptional()
  @ValidateNested()
  @IsObject({ message: 'filter_data must be an object' })
  @Type(() => CatalogFilterDto)
  filter_data?: CatalogFilterDto;
}

export class DenominationViewDto {
  @ApiProperty({ description: 'Face value at the brand' }) value!: number;
  @ApiProperty({ description: 'Coins' }) price!: number;
  @ApiProperty({ description: 'Codes left' }) quantity!: number;
}

/** SPEC §3 Product/voucher, plus each denomination's own price and stock. */
export class ProductViewDto {
  @ApiProperty() product_id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() sub_title!: string;
  @ApiProperty() category!: string;
  @ApiProperty({ description: 'Name of one of the client’s voucher illustrations' })
  thumb_img!: string;
  @ApiProperty({ description: 'Coins for the cheapest denomination' }) price!: number;
  @ApiProperty({ enum: ['USD', 'INR', 'PLATFORM'] }) currency_type!: string;
  @ApiProperty({ description: 'Codes left over all denominations' }) quantity!: number;
  @ApiProperty() btn_text!: string;
  @ApiProperty({ example: '100,250,500', description: 'Face values, ascending' })
  denomination!: string;
  @ApiProperty({ example: '12 months' }) expires_in!: string;
  @ApiProperty() coupon_type!: string;
  @ApiProperty() coupon_details!: string;
  @ApiProperty() how_to_redeem!: string;
  @ApiProperty() terms_and_conditions!: string;
  @ApiProperty() redeem_link!: string;
  @ApiProperty({ type: [DenominationViewDto], description: 'Ascending by value' })
  denominations!: DenominationViewDto[];
}

export class CategoryDto {
  @ApiProperty() categories!: string;
}

/** SPEC §3 server filter data: the whole catalog's, whatever the current filter. */
export class CatalogFilterDataDto {
  @ApiProperty() min_price!: number;
  @ApiProperty() max_price!: number;
  @ApiProperty({ type: [CategoryDto], description: 'Sorted by name' })
  catagory_data!: CategoryDto[];
}

export class CatalogPageDto {
  @ApiProperty({ type: [ProductViewDto] }) products!: ProductViewDto[];
  @ApiProperty({ description: 'Products matching the filter, over all pages' })
  total_count!: number;
  @ApiProperty({ type: CatalogFilterDataDto }) filter!: CatalogFilterDataDto;
}

export class CatalogPageResponseDto extends CatalogPageDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
}

export class ProductResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: ProductViewDto }) product!: ProductViewDto;
}
