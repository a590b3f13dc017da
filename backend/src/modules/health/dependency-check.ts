import { HealthIndicatorService } from '@nestjs/terminus';

/**
 * How long one dependency's check may take before it is reported down. The checks run side by
 * side, so a probe answers within about this long whatever PostgreSQL and Redis do (a stalled
 * Redis once held probes for good): under the 2 s a probe is given, with room for a busy but
 * healthy dependency.
 */
export const CHECK_TIMEOUT_MS = 1500;

/** `key` up when `ping` answers within CHECK_TIMEOUT_MS, else down saying why. */
export async function pingWithin<const Key extends string>(
  indicator: HealthIndicatorService,
  key: Key,
  ping: () => Promise<unknown>,
) {
  const check = indicator.check(key);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([ping(), late]);
    return check.up();
  } catch (err) {
    return check.down({ message: err instanceof Error ? err.message : 'unreachable' });
  } finally {
    clearTimeout(timer);
  }
}
