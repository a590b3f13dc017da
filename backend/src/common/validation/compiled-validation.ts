import Ajv, { ValidateFunction } from 'ajv';
import { TransformationType } from 'class-transformer';
import { getMetadataStorage, MetadataStorage, ValidationTypes } from 'class-validator';

// class-transformer's rules (@Type, @Transform, …): its index does not export their storage.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
  defaultMetadataStorage: import('class-transformer/types/MetadataStorage').MetadataStorage;
};

type ValidationMetadata = ReturnType<MetadataStorage['getTargetValidationMetadatas']>[number];

/**
 * Each DTO's class-validator rules, compiled once into one ajv function (JSON Schema, plus a
 * `constraint` keyword that calls a rule's own class-validator check where the schema has no
 * exact equivalent), and a builder that makes the instance class-transformer would. The
 * decorators stay the single source: the schema is generated from class-validator's metadata.
 *
 * Used as a fast path only (validation.pipe.ts): an input the compiled function accepts is
 * answered with the built instance; anything else (refused, or a shape the builder does not
 * handle) goes through class-transformer and class-validator as before, so every error answer is
 * theirs. compiled-validation.spec.ts checks that both accept and refuse the same inputs.
 */

type Dto = new () => object;
type Schema = Record<string, unknown>;

/** The class-validator rules of each built-in decorator that JSON Schema expresses exactly. */
const EXACT: Record<string, (constraints: unknown[]) => Schema | undefined> = {
  isString: () => ({ type: 'string' }),
  // Number.isInteger: ajv's integer also takes ±Infinity.
  isInt: () => ({ type: 'integer', minimum: -Number.MAX_VALUE, maximum: Number.MAX_VALUE }),
  isBoolean: () => ({ type: 'boolean' }),
  // `value >= min`: NaN fails, Infinity passes, as in ajv without strictNumbers.
  min: ([min]) => (typeof min === 'number' ? { type: 'number', minimum: min } : undefined),
  max: ([max]) => (typeof max === 'number' ? { type: 'number', maximum: max } : undefined),
  isIn: ([values]) =>
    Array.isArray(values) &&
    values.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v)) &&
    !values.some((v) => Number.isNaN(v))
      ? { enum: values }
      : undefined,
  isArray: () => ({ type: 'array' }),
  arrayMinSize: ([n]) => (typeof n === 'number' ? { type: 'array', minItems: n } : undefined),
  arrayMaxSize: ([n]) => (typeof n === 'number' ? { type: 'array', maxItems: n } : undefined),
  isObject: () => ({ type: 'object' }),
  // Missing (undefined) is the `required` list's.
  isNotEmpty: () => ({ not: { enum: ['', null] } }),
};

/** A rule without an exact schema: class-validator's own check, called by the `constraint` keyword. */
interface Check {
  metadata: ValidationMetadata;
  instance: { validate(value: unknown, args: unknown): unknown };
}

class Unsupported extends Error {}

/** The class a property's @Type names (class-transformer), if any. */
export function declaredType(cls: Dto, property: string): unknown {
  const meta = defaultMetadataStorage.findTypeMetadata(cls, property);
  if (!meta) return undefined;
  if (meta.options?.discriminator) throw new Unsupported('discriminator');
  return meta.typeFunction ? meta.typeFunction() : meta.reflectedType;
}

/** What the compiler knows of one class: its property names and the classes they are typed as. */
interface ClassPlan {
  /** class-validator's property names (the whitelist). */
  properties: Set<string>;
  types: Map<string, unknown>;
}

const plans = new Map<Dto, ClassPlan | null>();

/**
 * A class whose instances the builder can make as class-transformer would: no @Expose, @Exclude
 * or @Transform, no getter or method named like a property, no discriminator.
 */
function planOf(cls: Dto): ClassPlan | null {
  let plan = plans.get(cls);
  if (plan !== undefined) return plan;
  plan = null;
  try {
    const storage = defaultMetadataStorage;
    if (
      storage.getStrategy(cls) !== 'none' ||
      storage.getExposedMetadatas(cls).length ||
      storage.getExcludedMetadatas(cls).length
    ) {
      throw new Unsupported('expose/exclude');
    }
    const metadatas = validationMetadatas(cls);
    const properties = new Set(metadatas.map((m) => m.propertyName));
    const types = new Map<string, unknown>();
    for (const property of properties) {
      if (storage.findTransformMetadatas(cls, property, TransformationType.PLAIN_TO_CLASS).length) {
        throw new Unsupported('transform');
      }
      const descriptor = Object.getOwnPropertyDescriptor(cls.prototype, property);
      if (descriptor && !descriptor.set) throw new Unsupported('accessor');
      const type = declaredType(cls, property);
      if (type !== undefined) types.set(property, type);
    }
    plan = { properties, types };
  } catch (err) {
    if (!(err instanceof Unsupported)) throw err;
  }
  plans.set(cls, plan);
  return plan;
}

export function validationMetadatas(cls: Dto): ValidationMetadata[] {
  // As class-validator's executor asks for them (no groups, not `always`, no strict groups).
  return getMetadataStorage().getTargetValidationMetadatas(cls, '', false, false, undefined);
}

/** Returned by the builder for a value it does not handle: class-transformer then builds it. */
const CANNOT = Symbol('cannot');

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** class-transformer's plainToInstance of one value of the given @Type (or none). */
function build(value: unknown, type: unknown): unknown {
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) return CANNOT; // a gap: class-transformer closes it
      const item = build(value[i], type);
      if (item === CANNOT) return CANNOT;
      out.push(item);
    }
    return out;
  }
  if (type === String) return value === null || value === undefined ? value : String(value);
  if (type === Number) return value === null || value === undefined ? value : Number(value);
  if (type === Boolean) return value === null || value === undefined ? value : Boolean(value);
  if (type === Date) {
    if (typeof value === 'object' && value !== null) return CANNOT;
    return value === null || value === undefined ? value : new Date(value as string);
  }
  if (typeof value !== 'object' || value === null) return value;
  if (!isPlainObject(value) || type === Buffer) return CANNOT;
  if (type === undefined) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      // class-transformer leaves out what would shadow a method of the object (valueOf, …).
      if (key === '__proto__' || key === 'constructor' || OBJECT_MEMBERS.has(key)) continue;
      const item = build((value as Record<string, unknown>)[key], undefined);
      if (item === CANNOT) return CANNOT;
      out[key] = item;
    }
    return out;
  }
  return typeof type === 'function' ? buildInstance(type as Dto, value) : CANNOT;
}

const OBJECT_MEMBERS = new Set(Object.getOwnPropertyNames(Object.prototype));

function buildInstance(cls: Dto, value: object): object | typeof CANNOT {
  const plan = planOf(cls);
  if (!plan) return CANNOT;
  const out = new cls() as Record<string, unknown>;
  for (const key of Object.keys(value)) {
    if (key === '__proto__' || key === 'constructor') continue;
    // A key the class does not know: class-transformer copies it, and the whitelist refuses it.
    if (!plan.properties.has(key) || out[key] instanceof Function) return CANNOT;
    const item = build((value as Record<string, unknown>)[key], plan.types.get(key));
    if (item === CANNOT) return CANNOT;
    out[key] = item;
  }
  return out;
}

/** ajv with the `dtoClass` and `constraint` keywords over the given registries. */
function newAjv(classes: Dto[], checks: Check[]): Ajv {
  // validateSchema: the schemas are ours, generated from the decorators; checking each against
  // JSON Schema's meta-schema compiled that meta-schema again for every DTO (3/4 of the cost).
  const ajv = new Ajv({
    strictNumbers: false,
    strict: false,
    allErrors: false,
    validateSchema: false,
  });
  ajv.addKeyword({
    keyword: 'dtoClass',
    // class-validator looks a nested object's rules up by its constructor.
    validate: (index: number, data: unknown) =>
      typeof data === 'object' && data !== null && data.constructor === classes[index],
    errors: false,
  });
  ajv.addKeyword({
    keyword: 'constraint',
    validate: (index: number, data: unknown, _schema: unknown, cxt?: { parentData?: unknown }) => {
      const { metadata, instance } = checks[index];
      const object = cxt?.parentData as object | undefined;
      const args = {
        targetName: object?.constructor?.name,
        property: metadata.propertyName,
        object,
        value: data,
        constraints: metadata.constraints,
      };
      if (metadata.each && Array.isArray(data)) {
        return data.every((item) => instance.validate(item, args) === true);
      }
      return instance.validate(data, args) === true;
    },
    errors: false,
  });
  return ajv;
}

/** JSON Schema of a DTO's class-validator rules (see the file's comment); throws Unsupported. */
export function dtoSchema(root: Dto): { schema: Schema; classes: Dto[]; checks: Check[] } {
  const classes: Dto[] = [];
  const checks: Check[] = [];
  const defs: Record<string, Schema> = {};
  const ref = (cls: Dto): string => {
    let index = classes.indexOf(cls);
    if (index < 0) {
      index = classes.push(cls) - 1;
      defs[`c${index}`] = {}; // placed first: a class may nest itself
      defs[`c${index}`] = classSchema(cls);
      // ValidateNested walks arrays (of arrays) down to the objects.
      defs[`n${index}`] = {
        if: { type: 'array' },
        then: { items: { $ref: `#/$defs/n${index}` } },
        else: { $ref: `#/$defs/c${index}` },
      };
    }
    return `#/$defs/n${index}`;
  };
  const constraintSchema = (metadata: ValidationMetadata): Schema => {
    if (metadata.validateIf || metadata.groups?.length || metadata.always) {
      throw new Unsupported('groups/validateIf');
    }
    const validators = getMetadataStorage().getTargetValidatorConstraints(metadata.constraintCls);
    if (validators.length !== 1 || validators[0].async) throw new Unsupported('async');
    const exact = metadata.name ? EXACT[metadata.name]?.(metadata.constraints ?? []) : undefined;
    if (exact) {
      return metadata.each ? { if: { type: 'array' }, then: { items: exact }, else: exact } : exact;
    }
    const index =
      checks.push({ metadata, instance: validators[0].instance as Check['instance'] }) - 1;
    return { constraint: index };
  };
  const classSchema = (cls: Dto): Schema => {
    const metadatas = validationMetadatas(cls);
    // forbidUnknownValues: a class without rules refuses every value.
    if (!metadatas.length || !planOf(cls)) throw new Unsupported('no rules');
    const byProperty = new Map<string, ValidationMetadata[]>();
    for (const m of metadatas) {
      byProperty.set(m.propertyName, [...(byProperty.get(m.propertyName) ?? []), m]);
    }
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const [property, list] of byProperty) {
      const rules: Schema[] = [];
      let optional = false;
      let hasCustom = false;
      for (const m of list) {
        if (m.type === ValidationTypes.CONDITIONAL_VALIDATION && m.name === 'isOptional') {
          optional = true;
        } else if (m.type === ValidationTypes.CUSTOM_VALIDATION) {
          hasCustom = true;
          rules.push(constraintSchema(m));
        } else if (m.type === ValidationTypes.NESTED_VALIDATION) {
          if (m.groups?.length || m.always) throw new Unsupported('groups');
          const nested = declaredType(cls, property);
          if (
            typeof nested !== 'function' ||
            [String, Number, Boolean, Date].includes(nested as never)
          ) {
            throw new Unsupported('nested without a class');
          }
          rules.push({ $ref: ref(nested as Dto) });
        } else if (m.type !== ValidationTypes.WHITELIST) {
          throw new Unsupported(m.type);
        }
      }
      const all: Schema = rules.length <= 1 ? (rules[0] ?? {}) : { allOf: rules };
      // IsOptional: null and undefined skip every rule.
      properties[property] = optional ? { anyOf: [{ type: 'null' }, all] } : all;
      // Every built-in rule fails on undefined; a nested one alone lets it through.
      if (!optional && hasCustom) required.push(property);
    }
    return {
      type: 'object',
      dtoClass: classes.indexOf(cls),
      properties,
      required,
      additionalProperties: false,
    };
  };
  const top = ref(root);
  return { schema: { $defs: defs, allOf: [{ $ref: top.replace('/n', '/c') }] }, classes, checks };
}

/** One DTO's compiled check and builder; null where its rules are not compiled. */
export interface CompiledDto {
  /** The instance class-transformer would build, or undefined for a shape left to it. */
  build(value: object): object | undefined;
  /** Whether class-validator (with our pipe's options) accepts the built instance. */
  accepts(instance: object): boolean;
}

const compiled = new Map<Dto, CompiledDto | null>();

export function compiledDto(cls: Dto): CompiledDto | null {
  let entry = compiled.get(cls);
  if (entry !== undefined) return entry;
  entry = null;
  try {
    const { schema, classes, checks } = dtoSchema(cls);
    const validate: ValidateFunction = newAjv(classes, checks).compile(schema);
    entry = {
      build: (value) => {
        const built = buildInstance(cls, value);
        return built === CANNOT ? undefined : built;
      },
      accepts: (instance) => validate(instance) === true,
    };
  } catch (err) {
    if (!(err instanceof Unsupported)) throw err;
  }
  compiled.set(cls, entry);
  return entry;
}

/** Forgets every compiled DTO (a rule was added: see validation-metadata-cache.ts). */
export function forgetCompiledDtos(): void {
  compiled.clear();
  plans.clear();
}
