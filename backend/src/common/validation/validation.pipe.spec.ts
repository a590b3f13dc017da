import { BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt } from 'class-validator';
import {
  createValidationPipe,
  MAX_BODY_DEPTH,
  nestingDepth,
  invalidTextAt,
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

describe('invalidTextAt', () => {
  it('names the first field whose text holds a NUL', () => {
    expect(invalidTextAt({ email: 'a\u0000b' })?.path).toBe('email');
    expect(invalidTextAt({ filter: { tags: ['ok', '\u0000'] } })?.path).toBe('filter.tags.1');
    expect(invalidTextAt({ email: 'a@b.c', n: 0 })).toBeUndefined();
  });

  it('names the first field whose text has an unpaired surrogate, and takes paired ones', () => {
    for (const text of ['\ud800x', 'x\udc00', '\udc00\ud800', 'a\udbff\udbffz']) {
      expect(invalidTextAt({ email: text })).toEqual({
        path: 'email',
        problem: 'must be valid Unicode text (it has an unpaired surrogate)',
      });
    }
    expect(invalidTextAt({ name: '👩🏽‍🚀 𝕏 \ufeff' })).toBeUndefined();
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

  it('refuses an object for a number, whether it converts or throws, compiled or not', async () => {
    // { toString: '' } threw a TypeError converting (a 500); { valueOf: 1 } became 1.
    for (const each of [pipe, createValidationPipe({ compiled: false })]) {
      for (const game_id of [{ toString: '' }, { valueOf: 1 }]) {
        const error = await each
          .transform({ game_id }, { type: 'body', metatype: GameIdDto })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(BadRequestException);
        expect((error as BadRequestException).getResponse()).toEqual({
          message: 'game_id must be a number',
          code: 'VALIDATION_FAILED',
        });
      }
    }
  });

  it('refuses text with an unpaired surrogate, naming the field', async () => {
    const error = await pipe.transform({ page: '\ud800x' }, body).catch((e: unknown) => e);
    expect((error as BadRequestException).getResponse()).toEqual({
      message: 'page must be valid Unicode text (it has an unpaired surrogate)',
      code: 'VALIDATION_FAILED',
    });
  });

  it('still validates a shallow body', async () => {
    await expect(pipe.transform({ page: 2 }, body)).resolves.toEqual({ page: 2 });
  });
});
