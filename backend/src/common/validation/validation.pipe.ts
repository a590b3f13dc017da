import {
  ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
  ValidationPipeOptions,
} from '@nestjs/common';
import { compiledDto } from './compiled-validation';
import { coerceFormValues, isFormBody } from '../http/form-body';
import { looseFieldAt } from './strict-fields';
import { cacheValidationMetadata } from './validation-metadata-cache';

function firstMessage(errors: ValidationError[], parent = ''): string | null {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const constraints = Object.values(error.constraints ?? {});
    if (constraints.length) {
      // class-validator names the property itself; unknown fields get the full path.
      return constraints[0].replace(/^property \S+ should not exist$/, `${path} is not allowed`);
    }
    const nested = firstMessage(error.children ?? [], path);
    if (nested) return nested;
  }
  return null;
}

/** Deeper than any of our DTOs nests (they go three levels down). */
export const MAX_BODY_DEPTH = 16;

/** How deep objects and arrays nest in `value`, counted without recursion, up to `limit` + 1. */
export function nestingDepth(value: unknown, limit = MAX_BODY_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The path of the first value in `value` (itself included) that `matches`, or undefined. */
function firstPathWhere(value: unknown, matches: (node: unknown) => boolean): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [node, path] = stack.pop() as [unknown, string];
    if (matches(node)) return path || 'value';
    if (typeof node !== 'object' || node === null) continue;
    for (const [key, child] of Object.entries(node)) {
      stack.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return undefined;
}

// An unpaired surrogate: with /u a well-formed pair is one code point, so only a lone half matches.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Where a string holds text nothing downstream takes: a NUL character, which PostgreSQL text
 * cannot store (the insert or even the lookup fails: a 500), or an unpaired surrogate, which is
 * no Unicode (JSON's `\ud800` escape makes one; encodeURI, inside isEmail, throws on it: a 500).
 * The field's path and what is wrong, or undefined.
 */
export function invalidTextAt(value: unknown): { path: string; problem: string } | undefined {
  let problem = '';
  const path = firstPathWhere(value, (node) => {
    if (typeof node !== 'string') return false;
    if (node.includes('\u0000')) problem = 'must not contain a NUL character';
    else if (LONE_SURROGATE.test(node))
      problem = 'must be valid Unicode text (it has an unpaired surrogate)';
    return problem !== '';
  });
  return path === undefined ? undefined : { path, problem };
}

/**
 * Where an object can become neither text nor a number: its own `toString` is not a function
 * (JSON has none), so converting it to a field's type throws; the field's path, or undefined.
 */
export function unconvertibleAt(value: unknown): string | undefined {
  return firstPathWhere(
    value,
    (node) =>
      typeof node === 'object' &&
      node !== null &&
      Object.hasOwn(node, 'toString') &&
      typeof (node as { toString: unknown }).toString !== 'function',
  );
}

/**
 * A body that is not a JSON object (an array, a string) can never fit a DTO; one nested
 * thousands deep would overflow class-transformer's recursion (a 500) before validation ran; a
 * form body's text values are first converted to the DTO's types; what class-transformer's
 * conversions would hide (a null over a default, `true` for a number) is refused first
 * (strict-fields.ts).
 */
class BodyValidationPipe extends ValidationPipe {
  constructor(
    options: ValidationPipeOptions,
    private readonly compiled: boolean,
  ) {
    super(options);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    const validates = Boolean(metatype) && this.toValidate(metadata);
    if (validates && metatype && metadata.type === 'body') {
      if (value === undefined || value === null || value === '') value = {};
      if (typeof value !== 'object' || Array.isArray(value)) {
        throw new BadRequestException({
          message: 'Request body must be a JSON object',
          code: 'VALIDATION_FAILED',
        });
      }
      if (isFormBody(value)) value = coerceFormValues(metatype, value);
    }
    if (validates && nestingDepth(value) > MAX_BODY_DEPTH) {
      throw new BadRequestException({
        message: `Request ${metadata.type === 'body' ? 'body' : metadata.type} nests more than ${MAX_BODY_DEPTH} levels deep`,
        code: 'VALIDATION_FAILED',
      });
    }
    const invalid = validates ? invalidTextAt(value) : undefined;
    if (invalid) {
      throw new BadRequestException({
        message: `${invalid.path} ${invalid.problem}`,
        code: 'VALIDATION_FAILED',
      });
    }
    const loose =
      validates && metatype ? looseFieldAt(metatype as new () => object, value) : undefined;
    if (loose) throw new BadRequestException({ message: loose, code: 'VALIDATION_FAILED' });
    try {
      // The DTO's rules compiled once (compiled-validation.ts): what they accept is answered
      // with the instance class-transformer would build; the rest, errors included, as before.
      if (this.compiled && validates && metatype && typeof value === 'object' && value !== null) {
        const dto = Array.isArray(value) ? null : compiledDto(metatype as new () => object);
        const built = dto?.build(value);
        if (built && dto?.accepts(built)) return built;
      }
      return await super.transform(value, metadata);
    } catch (err) {
      // Converting to the field's type threw (class-transformer and the compiled builder alike):
      // looked for only then, so valid bodies pay no extra walk.
      const at = err instanceof TypeError && validates ? unconvertibleAt(value) : undefined;
      if (!at) throw err;
      throw new BadRequestException({
        message: `${at} must not be an object`,
        code: 'VALIDATION_FAILED',
      });
    }
  }
}

/**
 * Whitelist DTO fields, reject unknown ones, and answer 400 with a message naming the field.
 * `compiled: false` leaves every input to class-validator (the reference the tests compare with).
 */
export function createValidationPipe({ compiled = true } = {}): ValidationPipe {
  cacheValidationMetadata();
  return new BodyValidationPipe(
    {
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      transform: true,
      stopAtFirstError: true,
      exceptionFactory: (errors) =>
        new BadRequestException({
          message: firstMessage(errors) ?? 'Request body is invalid',
          code: 'VALIDATION_FAILED',
        }),
    },
    compiled,
  );
}
