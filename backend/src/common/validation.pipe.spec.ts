import { BadRequestException } from '@nestjs/common';
import { IsInt } from 'class-validator';
import {
  createValidationPipe,
  MAX_BODY_DEPTH,
  nestingDepth,
  nulCharacterAt,
} from './validation.pipe';

class PageDto {
  @IsInt() page!: number;
}

const nested = (depth: number, arrays: boolean): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
};

describe('nestingDepth', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(nestingDepth(1)).toBe(0);
    expect(nestingDepth({ page: 1 })).toBe(1);
    expect(nestingDepth({ a: [{ b: 1 }], c: 2 })).toBe(3);
  });

  it('stops counting past the limit, so a deep body costs little', () => {
    expect(nestingDepth(nested(100_000, true))).toBe(MAX_BODY_DEPTH + 1);
  });
});

describe('nulCharacterAt', () => {
  it('names the first field whose text holds a NUL', () => {
    expect(nulCharacterAt({ email: 'a\u0000b' })).toBe('email');
    expect(nulCharacterAt({ filter: { tags: ['ok', '\u0000'] } })).toBe('filter.tags.1');
    expect(nulCharacterAt({ email: 'a@b.c', n: 0 })).toBeUndefined();
  });
});

describe('the validation pipe', () => {
  const pipe = createValidationPipe();
  const body = { type: 'body' as const, metatype: PageDto };

  it('refuses a body nested thousands deep with a 400 naming the limit', async () => {
    for (const arrays of [true, false]) {
      const error = await pipe
        .transform({ page: nested(20_000, arrays) }, body)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BadRequestException);
      expect((error as BadRequestException).getResponse()).toMatchObject({
        message: `Request body nests more than ${MAX_BODY_DEPTH} levels deep`,
      });
    }
  });

  it('refuses text with a NUL character, naming the field', async () => {
    const error = await pipe.transform({ page: '\u0000' }, body).catch((e: unknown) => e);
    expect((error as BadRequestException).getResponse()).toMatchObject({
      message: 'page must not contain a NUL character',
    });
  });

  it('still validates a shallow body', async () => {
    await expect(pipe.transform({ page: 2 }, body)).resolves.toEqual({ page: 2 });
  });
});
