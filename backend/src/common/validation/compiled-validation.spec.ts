import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { plainToInstance, Type } from 'class-transformer';
import {
  getMetadataStorage,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  validate,
  ValidateNested,
} from 'class-validator';
import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hostile } from '../../../../test/utils/fuzz-bodies';
import { compiledDto, declaredType as typeOf, dtoSchema } from './compiled-validation';
import { createValidationPipe, MAX_BODY_DEPTH, nestingDepth } from './validation.pipe';

type Dto = new () => object;
type Metadata = ReturnType<
  ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']
>[number];

// Every DTO of the app: the files that declare them (dto folders, controllers, gateways).
const src = join(__dirname, '../..');
for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
  if (file.endsWith('.spec.ts') || !file.endsWith('.ts')) continue;
  if (/(^|\/)dto\/|fields\.ts$|\.controller\.ts$|\.gateway\.ts$/.test(file)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(join(src, file));
  }
}

const storage = getMetadataStorage();
const metadatasOf = (cls: Dto): Metadata[] =>
  storage.getTargetValidationMetadatas(cls, '', false, false, undefined);

/** The app's DTO classes: every class class-validator holds rules for, from backend/src. */
const dtos = [
  ...(storage as unknown as { validationMetadatas: Map<Dto, unknown> }).validationMetadatas.keys(),
].filter((cls) => typeof cls === 'function' && metadatasOf(cls).length > 0);

/** Strings a pattern matches, where fast-check can write them (not lookaheads). */
function matching(pattern: RegExp): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern);
  } catch {
    return fc.constantFrom('/', '/a', '//', 'a');
  }
}

/** A value near what one rule accepts: at and around its bounds, its allowed values, its form. */
function near(m: Metadata, cls: Dto, depth: number): fc.Arbitrary<unknown> {
  const [a] = (m.constraints ?? []) as unknown[];
  switch (m.name) {
    case 'isInt':
    case 'min':
    case 'max': {
      const at = typeof a === 'number' ? a : 0;
      return fc.oneof(
        fc.integer({ min: at - 3, max: at + 3 }),
        fc.double({ min: at - 3, max: at + 3 }),
        fc.constantFrom(String(at), '1e400', 'Infinity', 'abc', 1.5),
      );
    }
    case 'maxLength':
    case 'minLength': {
      const n = typeof a === 'number' ? a : 10;
      return fc.oneof(
        fc.string({ minLength: Math.max(0, n - 2), maxLength: n + 2 }),
        // Variation selectors and surrogate pairs: validator.js counts them its own way.
        fc.string({ unit: 'grapheme', minLength: Math.max(0, n - 2), maxLength: n + 2 }),
        fc.constantFrom('\uFE0F'.repeat(n + 1), '😀'.repeat(n), 'a'.repeat(n) + '\uFE0E'),
      );
    }
    case 'isIn':
      return fc.constantFrom(...(a as unknown[]), 0, 'x');
    case 'matches':
      return fc.oneof(matching(a as RegExp), fc.string({ maxLength: 12 }));
    case 'isEmail':
      return fc.oneof(fc.emailAddress(), fc.constantFrom('a@b', 'x'));
    case 'isUuid':
      return fc.oneof(fc.uuid(), fc.uuid({ version: 4 }), fc.constant('nope'));
    case 'isDate':
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        fc.constantFrom('2026-02-30', 'soon', 0),
      );
    case 'isBoolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 0));
    case 'arrayMinSize':
    case 'arrayMaxSize':
    case 'arrayUnique':
    case 'isArray':
      return fc.array(fc.oneof(fc.integer({ min: -1, max: 7 }), fc.string({ maxLength: 3 })), {
        maxLength: (typeof a === 'number' ? a : 4) + 2,
      });
    case 'isObject':
    case undefined: {
      const nested = typeOf(cls, m.propertyName);
      return typeof nested === 'function' && depth < 3
        ? fc.oneof(
            objectOf(nested as Dto, depth + 1),
            fc.array(objectOf(nested as Dto, depth + 1), { maxLength: 3 }),
          )
        : fc.constant({});
    }
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer());
  }
}

/** A value meant to pass all of a property's rules together (bounds, lengths, allowed values). */
function likely(rules: Metadata[], cls: Dto, depth: number): fc.Arbitrary<unknown> {
  const rule = (name: string) => rules.find((m) => m.name === name)?.constraints?.[0] as unknown;
  const each = rules.some((m) => m.each);
  let item: fc.Arbitrary<unknown>;
  const allowed = rule('isIn');
  const pattern = rule('matches');
  if (Array.isArray(allowed)) item = fc.constantFrom(...(allowed as unknown[]));
  else if (rules.some((m) => ['isInt', 'min', 'max'].includes(m.name ?? ''))) {
    const min = (rule('min') as number | undefined) ?? -1_000;
    const max = (rule('max') as number | undefined) ?? 1_000;
    item = rules.some((m) => m.name === 'isInt')
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.double({ min, max, noNaN: true });
  } else if (pattern instanceof RegExp) item = matching(pattern);
  else if (rules.some((m) => m.name === 'isEmail')) item = fc.emailAddress();
  else if (rules.some((m) => m.name === 'isUuid')) item = fc.uuid({ version: 4 });
  else if (rules.some((m) => m.name === 'isDate'))
    item = fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  else if (rules.some((m) => m.name === 'isBoolean')) item = fc.boolean();
  else if (rules.some((m) => m.name === undefined || m.name === 'isObject')) {
    const nested = typeOf(cls, rules[0].propertyName);
    item =
      typeof nested === 'function' && depth < 3
        ? objectOf(nested as Dto, depth + 1)
        : fc.constant({});
  } else {
    const min = (rule('minLength') as number | undefined) ?? 1;
    item = fc.string({
      minLength: min,
      maxLength: (rule('maxLength') as number | undefined) ?? 20,
    });
  }
  const listed = each || rules.some((m) => m.name === 'isArray' || m.name?.startsWith('array'));
  if (!listed) return item;
  const minItems = (rule('arrayMinSize') as number | undefined) ?? 0;
  const maxItems = (rule('arrayMaxSize') as number | undefined) ?? 4;
  return fc.array(item, { minLength: minItems, maxLength: Math.min(maxItems, minItems + 4) });
}

/** A value for one property: mostly near its rules (one at a time, or a list of them), else hostile. */
function valueOf(list: Metadata[], cls: Dto, depth: number): fc.Arbitrary<unknown> {
  const rules = list.filter((m) => m.name !== 'isOptional');
  const each = rules.some((m) => m.each);
  const plausible = rules.length
    ? fc.oneof(...rules.map((m) => near(m, cls, depth)))
    : fc.constant(null);
  return fc.oneof(
    { arbitrary: likely(rules, cls, depth), weight: 12 },
    { arbitrary: plausible, weight: 3 },
    { arbitrary: each ? fc.array(plausible, { maxLength: 4 }) : plausible, weight: 1 },
    { arbitrary: hostile(), weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
  );
}

function rulesByProperty(cls: Dto): Map<string, Metadata[]> {
  const byProperty = new Map<string, Metadata[]>();
  for (const m of metadatasOf(cls)) {
    byProperty.set(m.propertyName, [...(byProperty.get(m.propertyName) ?? []), m]);
  }
  return byProperty;
}

/** An input meant to pass: every property near all its rules, optional ones maybe left out. */
function likelyObject(cls: Dto, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(
    [...rulesByProperty(cls)].map(([name, list]) => {
      const rules = list.filter((m) => m.name !== 'isOptional');
      const value = likely(rules, cls, depth);
      return [
        name,
        list.length > rules.length ? fc.option(value, { nil: undefined, freq: 3 }) : value,
      ];
    }),
  );
  return fc.record(model).map((known) => {
    const body: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(known)) if (v !== undefined) body[k] = v;
    return body;
  });
}

/** An input for a DTO: each of its properties maybe missing, maybe one it does not know. */
function mixedObject(cls: Dto, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(
    [...rulesByProperty(cls)].map(([name, list]) => [
      name,
      fc.option(valueOf(list, cls, depth), { nil: undefined, freq: 8 }),
    ]),
  );
  return fc
    .tuple(fc.record(model), fc.option(fc.constantFrom('extra', 'user_id'), { freq: 12 }))
    .map(([known, extra]) => {
      const body: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(known)) if (v !== undefined) body[k] = v;
      if (extra) body[extra] = 1;
      return body;
    });
}

/** Inputs for a DTO: half meant to pass, half bent every way. */
function objectOf(cls: Dto, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof(likelyObject(cls, depth), mixedObject(cls, depth));
}

/** A value with each object's class and each date's time spelled out (NaN dates compare equal). */
function shape(value: unknown): unknown {
  if (value instanceof Date) return `Date ${value.getTime()}`;
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value !== 'object' || value === null) return value;
  return {
    class: value.constructor?.name ?? null,
    ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)])),
  };
}

const OPTIONS = { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true };
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

// Thousands of generated inputs: seconds of CPU on a busy machine.
jest.setTimeout(60_000);

describe('DTO rules compiled once (compiled-validation)', () => {
  it('compiles every DTO but those that rewrite a value (@Transform: trim, digits to number)', () => {
    expect(dtos.length).toBeGreaterThan(40);
    // Named, so a DTO newly left to class-transformer + class-validator is noticed.
    const left = dtos.filter((cls) => !compiledDto(cls)).map((cls) => cls.name);
    expect(left.sort()).toEqual([
      'CheckGamerHandleDto',
      'EmailDto',
      'GamerHandleChangeDto',
      'GamerHandleInputDto',
      'LoginDto',
      'SignupDto',
    ]);
  });

  it('for every DTO, accepts and refuses the same inputs as class-transformer + class-validator', async () => {
    let accepted = 0;
    let refused = 0;
    for (const cls of dtos) {
      const dto = compiledDto(cls);
      if (!dto) continue;
      await fc.assert(
        fc.asyncProperty(objectOf(cls), async (input) => {
          // The pipe refuses deeper bodies before any building (its own spec): not this one's.
          if (nestingDepth(input) > MAX_BODY_DEPTH) return;
          let reference: object;
          try {
            reference = plainToInstance(cls, clone(input));
          } catch (err) {
            // A value that becomes no text nor number ({ toString: '' }): the builder throws as
            // class-transformer does, or declines (a date) and leaves it to class-transformer;
            // the pipe answers either with a 400 (validation.pipe.ts).
            expect(err).toBeInstanceOf(TypeError);
            const throwsOrDeclines = (() => {
              try {
                return !dto.build(clone(input));
              } catch (buildErr) {
                return buildErr instanceof TypeError;
              }
            })();
            expect(throwsOrDeclines).toBe(true);
            return;
          }
          const errors = await validate(reference, OPTIONS);
          const built = dto.build(clone(input));
          // The builder declines shapes it does not handle (class-transformer builds those).
          if (!built) return;
          expect(shape(built)).toEqual(shape(reference));
          expect(dto.accepts(built)).toBe(errors.length === 0);
          if (errors.length) refused++;
          else accepted++;
        }),
        { numRuns: 150 },
      );
    }
    // Both answers were exercised, not just refusals.
    expect(accepted).toBeGreaterThan(dtos.length * 10);
    expect(refused).toBeGreaterThan(dtos.length * 10);
  });

  it('answers through the pipe exactly as class-validator does, errors included', async () => {
    const compiled = createValidationPipe();
    const reference = createValidationPipe({ compiled: false });
    const outcome = (p: Promise<unknown>) =>
      p.then(
        (value) => ({ value }),
        (err: unknown) => ({ error: (err as BadRequestException).getResponse() }),
      );
    for (const cls of dtos.slice(0, 60)) {
      await fc.assert(
        fc.asyncProperty(objectOf(cls), async (input) => {
          const metadata = { type: 'body' as const, metatype: cls };
          expect(await outcome(compiled.transform(clone(input), metadata))).toStrictEqual(
            await outcome(reference.transform(clone(input), metadata)),
          );
        }),
        { numRuns: 40 },
      );
    }
    expect(reference).toBeInstanceOf(ValidationPipe);
  });

  describe('the schema', () => {
    class Inner {
      @IsInt() @Min(1) n!: number;
    }
    class Outer {
      @IsOptional() @IsString() @MaxLength(5) name?: string;
      @ValidateNested({ each: true }) @Type(() => Inner) items!: Inner[];
    }

    it('is JSON Schema: types, bounds, required fields, no unknown ones, nested classes', () => {
      const { schema } = dtoSchema(Outer);
      expect(JSON.stringify(schema)).toContain('"additionalProperties":false');
      expect(schema.$defs).toMatchObject({
        c0: {
          type: 'object',
          properties: {
            name: {
              anyOf: [
                { type: 'null' },
                { allOf: expect.arrayContaining([{ type: 'string' }, { constraint: 0 }]) },
              ],
            },
          },
        },
        c1: { type: 'object', required: ['n'] },
      });
    });

    it('refuses a nested object that is not its class, as class-validator does', () => {
      const dto = compiledDto(Outer);
      const built = dto?.build({ items: [{ n: 1 }] }) as Outer;
      expect(built.items[0]).toBeInstanceOf(Inner);
      expect(dto?.accepts(built)).toBe(true);
      expect(dto?.accepts(Object.assign(new Outer(), { items: [{ n: 1 }] }))).toBe(false);
    });
  });
});
