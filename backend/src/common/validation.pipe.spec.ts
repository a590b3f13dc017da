import { BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt } from 'class-validator';
import {
  createValidationPipe,
  MAX_BODY_DEPTH,
  nestingDepth,
  nulCharacterAt,
  unconvertibleAt,
} from './validation.pipe';

class PageDto {
  @IsInt() page!: number;
}

/** A number converted from the body's value (as the game and tournament ids are). */
class GameIdDto {
  @Type(() => Number) @IsInt() game_id!: number;
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

describe('unconvertibleAt', () => {
  it('names the first object whose own toString is not a function', () => {
    expect(unconvertibleAt({ game_id: { toString: '' } })).toBe('game_id');
    expect(unconvertibleAt({ a: [{ b: { toString: 1 } }] })).toBe('a.0.b');
    expect(unconvertibleAt({ game_id: { valueOf: 1 }, name: 'toString' })).toBeUndefined();
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

  it('refuses an object that can become neither text nor a number with a 400 naming the field, compiled or not', async () => {
    // Converting it to the field's type threw a TypeError: a 500.
    for (const each of [pipe, createValidationPipe({ compiled: false })]) {
      const error = await each
        .transform({ game_id: { toString: '' } }, { type: 'body', metatype: GameIdDto })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BadRequestException);
      expect((error as BadRequestException).getResponse()).toEqual({
        message: 'game_id must not be an object',
        code: 'VALIDATION_FAILED',
      });
    }
    // An object that converts (to NaN) still gets class-validator's own answer.
    const error = await pipe
      .transform({ game_id: { valueOf: 1 } }, { type: 'body', metatype: GameIdDto })
      .catch((e: unknown) => e);
    expect((error as BadRequestException).getResponse()).toMatchObject({
      message: 'game_id must be an integer number',
    });
  });

  it('still validates a shallow body', async () => {
    await expect(pipe.transform({ page: 2 }, body)).resolves.toEqual({ page: 2 });
  });
});
