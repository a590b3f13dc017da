import { SkipThrottle, Throttle } from '@nestjs/throttler';
import { THROTTLE_METADATA } from './rate-limit';

// Routes declare plain per-address limits with @nestjs/throttler's decorators; the guard reads
// the metadata they write. A library upgrade that renames it must fail here, not in production.
describe('the throttler decorators the rate-limit guard reads', () => {
  class Probe {
    @Throttle({ default: { limit: 7, ttl: 30_000 } })
    limited(): void {}

    @SkipThrottle()
    skipped(): void {}
  }

  it('write the limit, the window and the skip flag under the keys the guard reads', () => {
    expect(Reflect.getMetadata(THROTTLE_METADATA.limit, Probe.prototype.limited)).toBe(7);
    expect(Reflect.getMetadata(THROTTLE_METADATA.ttl, Probe.prototype.limited)).toBe(30_000);
    expect(Reflect.getMetadata(THROTTLE_METADATA.skip, Probe.prototype.skipped)).toBe(true);
  });
});
