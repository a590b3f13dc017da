/** PostgreSQL's unique_violation: a UNIQUE constraint refused the row. */
const UNIQUE_VIOLATION = '23505';

/** True when `err` (a TypeORM QueryFailedError or a raw pg error) is a unique violation. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; driverError?: { code?: unknown } };
  return e.code === UNIQUE_VIOLATION || e.driverError?.code === UNIQUE_VIOLATION;
}
