import { BadRequestException } from '@nestjs/common';
import { createValidationPipe } from '../../../common/validation/validation.pipe';
import { CreateProductDto, RetireCodesDto } from './inventory.dto';

const pipe = createValidationPipe();

async function message(metatype: new () => object, body: unknown): Promise<string> {
  const error = await pipe.transform(body, { type: 'body', metatype }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BadRequestException);
  return ((error as BadRequestException).getResponse() as { message: string }).message;
}

const product = {
  title: 'Amazon Pay Gift Card',
  sub_title: 'Shop anything',
  category: 'Shopping',
  thumb_img: 'shopping',
  currency_type: 'PLATFORM',
  expires_in: '12 months',
  coupon_type: 'code',
  coupon_details: 'details',
  how_to_redeem: 'steps',
  terms_and_conditions: 'terms',
  denominations: [{ value: 100, price: 1000 }],
};

describe('CreateProductDto', () => {
  it('takes a voucher without the optional button text and redeem link', async () => {
    await expect(
      pipe.transform(product, { type: 'body', metatype: CreateProductDto }),
    ).resolves.toBeInstanceOf(CreateProductDto);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a title that is not text', { title: 5 }, 'title is required'],
    [
      'a long sub_title',
      { sub_title: 's'.repeat(201) },
      'sub_title must be at most 200 characters',
    ],
    [
      'a thumbnail in capitals',
      { thumb_img: 'Shopping' },
      'thumb_img must be an illustration name: lower-case letters, digits and -',
    ],
    ['an empty button text', { btn_text: '' }, 'btn_text is required'],
    [
      'denominations that are not a list',
      { denominations: { value: 1 } },
      'denominations must be a list of { value, price }',
    ],
    [
      '21 denominations',
      { denominations: Array.from({ length: 21 }, (_, i) => ({ value: i + 1, price: 1 })) },
      'denominations may have at most 20 values',
    ],
    [
      'a face value of 0',
      { denominations: [{ value: 0, price: 10 }] },
      'denominations value must be 1 or more',
    ],
    [
      'a free denomination',
      { denominations: [{ value: 10, price: 0 }] },
      'denominations price must be 1 or more',
    ],
    [
      'a denomination without a price',
      { denominations: [{ value: 10 }] },
      'denominations price must be a whole number of coins',
    ],
  ])('refuses %s, naming the field', async (_name, change, expected) => {
    await expect(message(CreateProductDto, { ...product, ...change })).resolves.toBe(expected);
  });
});

describe('RetireCodesDto', () => {
  it.each<[string, unknown, string]>([
    ['no value', { count: 1 }, 'value must be a whole number'],
    ['a count over 10,000', { value: 100, count: 10_001 }, 'count must be at most 10,000'],
    ['a fractional count', { value: 100, count: 1.5 }, 'count must be a whole number'],
  ])('refuses %s', async (_name, body, expected) => {
    await expect(message(RetireCodesDto, body)).resolves.toBe(expected);
  });
});
