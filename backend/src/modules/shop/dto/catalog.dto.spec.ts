import { BadRequestException } from '@nestjs/common';
import { createValidationPipe } from '../../../common/validation/validation.pipe';
import { GetProductsDto } from './catalog.dto';

const pipe = createValidationPipe();
const validate = (body: unknown) =>
  pipe.transform(body, { type: 'body', metatype: GetProductsDto }) as Promise<GetProductsDto>;

async function message(body: unknown): Promise<string> {
  const error = await validate(body).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BadRequestException);
  return ((error as BadRequestException).getResponse() as { message: string }).message;
}

describe('GetProductsDto', () => {
  it('takes an empty body (every field has a default) and a full filter', async () => {
    await expect(validate({})).resolves.toEqual({});
    const full = {
      page: 2,
      limit: 28,
      filter_data: {
        min_price: 0,
        max_price: 5000,
        catagory_fliter: ['Food', 'Travel'],
        sortby: 'popular',
        search: 'amazon',
      },
    };
    await expect(validate(full)).resolves.toMatchObject(full);
  });

  it('treats null filter fields as not sent, as the client may send them', async () => {
    await expect(
      validate({ filter_data: { min_price: null, search: null, catagory_fliter: null } }),
    ).resolves.toBeInstanceOf(GetProductsDto);
  });

  it.each<[string, unknown, string]>([
    ['a fractional page', { page: 1.5 }, 'page must be a whole number'],
    ['a limit of 0', { limit: 0 }, 'limit must be 1 or more'],
    ['a text filter', { filter_data: 'cheap' }, 'filter_data must be an object'],
    ['a fractional price', { filter_data: { min_price: 1.5 } }, 'min_price must be a whole number'],
    [
      'a category that is not text',
      { filter_data: { catagory_fliter: [1] } },
      'catagory_fliter must be a list of category names',
    ],
    [
      'a long category',
      { filter_data: { catagory_fliter: ['x'.repeat(61)] } },
      'catagory_fliter names must be at most 60 characters',
    ],
    ['a search that is not text', { filter_data: { search: 12345 } }, 'search must be text'],
    ['an unknown top-level field', { sortby: 'newest' }, 'sortby is not allowed'],
  ])('refuses %s, naming the field', async (_name, body, expected) => {
    await expect(message(body)).resolves.toBe(expected);
  });
});
