import { isISO8601 } from 'class-validator';
import { declaredType, validationMetadatas } from './compiled-validation';

type Dto = new () => object;

/** What a DTO's fields would turn into something they are not, before class-transformer runs. */
interface FieldPlan {
  /** Fields with a default (`page = 1`): sent as null, the default is lost and null goes on. */
  defaulted: string[];
  /** `@Type(() => Number)`: Number(true) is 1, Number([7]) is 7, Number('') is 0. */
  numbers: string[];
  /** `@Type(() => Date)`: new Date(-1) and new Date(true) are dates. */
  dates: string[];
  nested: [string, Dto][];
}

const plans = new Map<Dto, FieldPlan | null>();

function typeOf(cls: Dto, property: string): unknown {
  try {
    return declaredType(cls, property);
  } catch {
    return undefined; // a discriminated type: left to class-transformer
  }
}

function planOf(cls: Dto): FieldPlan | null {
  let plan = plans.get(cls);
  if (plan !== undefined) return plan;
  const properties = [...new Set(validationMetadatas(cls).map((m) => m.propertyName))];
  let instance: Record<string, unknown> = {};
  try {
    instance = new cls() as Record<string, unknown>;
  } catch {
    // A class that needs arguments has no defaults to lose.
  }
  const fields: FieldPlan = { defaulted: [], numbers: [], dates: [], nested: [] };
  for (const property of properties) {
    if (instance[property] !== undefined) fields.defaulted.push(property);
    const type = typeOf(cls, property);
    if (type === Number) fields.numbers.push(property);
    else if (type === Date) fields.dates.push(property);
    else if (
      typeof type === 'function' &&
      ![String, Boolean, Object, Array].includes(type as never)
    )
      fields.nested.push([property, type as Dto]);
  }
  plan =
    fields.defaulted.length || fields.numbers.length || fields.dates.length || fields.nested.length
      ? fields
      : null;
  plans.set(cls, plan);
  return plan;
}

/** Forgets every plan (a rule was added: see validation-metadata-cache.ts). */
export function forgetFieldPlans(): void {
  plans.clear();
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A value Number() would quietly make a number of though it is written as none: a boolean, an
 * array, an object, or text such as '', ' ', '0x10'. Other text becomes NaN, which the field's
 * own rule refuses with its own message.
 */
function quietNumber(value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'number') return false;
  if (typeof value === 'string') return !DECIMAL.test(value) && Number.isFinite(Number(value));
  return true;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What class-transformer's conversions would hide, named: a field with a default sent as null,
 * a number field sent as anything but a number or its decimal text (`event_id: true` was read as
 * event 1), a date field sent as anything but ISO 8601 text (`starts_at: -1` was 1969). The
 * message for the first such field, or undefined.
 */
export function looseFieldAt(cls: Dto, value: unknown, parent = ''): string | undefined {
  const plan = planOf(cls);
  if (!plan || !isPlainObject(value)) return undefined;
  const at = (name: string) => (parent ? `${parent}.${name}` : name);
  for (const name of plan.defaulted) {
    if (value[name] === null) return `${at(name)} must not be null (leave it out for the default)`;
  }
  for (const name of plan.numbers) {
    if (quietNumber(value[name])) return `${at(name)} must be a number`;
  }
  for (const name of plan.dates) {
    const date = value[name];
    if (
      date !== undefined &&
      date !== null &&
      !(typeof date === 'string' && isISO8601(date, { strict: true }))
    ) {
      return `${at(name)} must be an ISO 8601 date and time, e.g. 2026-01-31T18:30:00Z`;
    }
  }
  for (const [name, type] of plan.nested) {
    const nested = value[name];
    const items = Array.isArray(nested) ? nested : [nested];
    for (let i = 0; i < items.length; i++) {
      const problem = looseFieldAt(
        type,
        items[i],
        Array.isArray(nested) ? `${at(name)}.${i}` : at(name),
      );
      if (problem) return problem;
    }
  }
  return undefined;
}
