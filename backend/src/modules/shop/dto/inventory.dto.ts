import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { MAX_CODES_PER_IMPORT } from '../code-import';
import { CurrencyType } from '../entities/product.entity';
import { ProductViewDto } from './catalog.dto';

// Decorators run bottom-up and stop at the first failure (the pipe's stopAtFirstError). The
// lengths are the products table's.

const MAX_COINS = 100_000_000;
const MAX_FACE_VALUE = 100_000_000;

/** A required text field of at most `max` characters; checked type first, then presence. */
const RequiredText = (field: string, max: number) =>
  applyDecorators(
    IsString({ message: `${field} is required` }),
    IsNotEmpty({ message: `${field} is required` }),
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
  );

export class DenominationInputDto {
  @ApiProperty({ description: 'Face value at the brand', example: 500 })
  @Max(MAX_FACE_VALUE, { message: 'denominations value is too large' })
  @Min(1, { message: 'denominations value must be 1 or more' })
  @IsInt({ message: 'denominations value must be a whole number' })
  value!: number;

  @ApiProperty({ description: 'Coins', example: 5000 })
  @Max(MAX_COINS, { message: 'denominations price is too large' })
  @Min(1, { message: 'denominations price must be 1 or more' })
  @IsInt({ message: 'denominations price must be a whole number of coins' })
  price!: number;
}

/** A new voucher and its face values; its price and denomination list follow from them. */
export class CreateProductDto {
  @ApiProperty({ example: 'Amazon Pay Gift Card' })
  @RequiredText('title', 120)
  title!: string;

  @ApiProperty({ example: 'Shop millions of products' })
  @RequiredText('sub_title', 200)
  sub_title!: string;

  @ApiProperty({ example: 'Shopping' })
  @RequiredText('category', 60)
  category!: string;

  @ApiProperty({ example: 'shopping', description: 'Illustration name (a category slug)' })
  @Matches(/^[a-z0-9-]+$/, {
    message: 'thumb_img must be an illustration name: lower-case letters, digits and -',
  })
  @RequiredText('thumb_img', 60)
  thumb_img!: string;

  @ApiProperty({ enum: CurrencyType })
  @IsIn(Object.values(CurrencyType), { message: 'currency_type must be USD, INR or PLATFORM' })
  currency_type!: CurrencyType;

  @ApiPropertyOptional({ default: 'Redeem' })
  @IsOptional()
  @RequiredText('btn_text', 40)
  btn_text?: string;

  @ApiProperty({ example: '12 months' })
  @RequiredText('expires_in', 60)
  expires_in!: string;

  @ApiProperty({ example: 'code' })
  @RequiredText('coupon_type', 30)
  coupon_type!: string;

  @ApiProperty()
  @RequiredText('coupon_details', 5000)
  coupon_details!: string;

  @ApiProperty()
  @RequiredText('how_to_redeem', 5000)
  how_to_redeem!: string;

  @ApiProperty()
  @RequiredText('terms_and_conditions', 5000)
  terms_and_conditions!: string;

  @ApiPropertyOptional({ default: '' })
  @IsOptional()
  @MaxLength(300, { message: 'redeem_link must be at most 300 characters' })
  @IsString({ message: 'redeem_link must be text' })
  redeem_link?: string;

  @ApiProperty({ type: [DenominationInputDto] })
  @ValidateNested({ each: true })
  @Type(() => DenominationInputDto)
  @ArrayUnique((d: DenominationInputDto) => d?.value, {
    message: 'denominations must have distinct values',
  })
  @ArrayMaxSize(20, { message: 'denominations may have at most 20 values' })
  @ArrayMinSize(1, { message: 'denominations must have at least one value' })
  @IsArray({ message: 'denominations must be a list of { value, price }' })
  denominations!: DenominationInputDto[];
}

export class CodeRowDto {
  @ApiProperty({ description: 'Face value of one of the product’s denominations' })
  @IsInt({ message: 'codes value must be a whole number' })
  value!: number;

  @ApiProperty({ description: '4–64 printable characters' })
  @IsString({ message: 'codes code must be text' })
  code!: string;
}

/** The JSON form of a code import; a `text/csv` body is read into the same shape. */
export class ImportCodesDto {
  @ApiProperty({ type: [CodeRowDto] })
  @ValidateNested({ each: true })
  @Type(() => CodeRowDto)
  @ArrayMaxSize(MAX_CODES_PER_IMPORT, {
    message: `codes may hold at most ${MAX_CODES_PER_IMPORT.toLocaleString('en')} rows per import`,
  })
  @ArrayMinSize(1, { message: 'codes must not be empty' })
  @IsArray({ message: 'codes must be a list of { value, code }' })
  codes!: CodeRowDto[];
}

export class RetireCodesDto {
  @ApiProperty({ description: 'Face value of the denomination' })
  @Min(1, { message: 'value must be 1 or more' })
  @IsInt({ message: 'value must be a whole number' })
  value!: number;

  @ApiProperty({ minimum: 1, maximum: MAX_CODES_PER_IMPORT })
  @Max(MAX_CODES_PER_IMPORT, {
    message: `count must be at most ${MAX_CODES_PER_IMPORT.toLocaleString('en')}`,
  })
  @Min(1, { message: 'count must be 1 or more' })
  @IsInt({ message: 'count must be a whole number' })
  count!: number;
}

/** A denomination's stock by status: counts only, never a code. */
export class DenominationCountsDto {
  @ApiProperty() value!: number;
  @ApiProperty({ description: 'Coins' }) price!: number;
  @ApiProperty() available!: number;
  @ApiProperty() sold!: number;
  @ApiProperty() retired!: number;
}

export class CreateProductResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: ProductViewDto, description: 'As the catalog shows it' })
  product!: ProductViewDto;
}

export class ImportCodesResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ description: 'Codes stocked' }) imported!: number;
}

export class CodeCountsResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: [DenominationCountsDto], description: 'Ascending by value' })
  denominations!: DenominationCountsDto[];
}

export class RetireCodesResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ description: 'Codes retired (fewer than asked when stock ran out)' })
  retired!: number;
}
