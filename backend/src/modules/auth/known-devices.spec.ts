import type { AppConfig } from '../../config/env';
import { KnownDevices } from './known-devices';

describe('KnownDevices', () => {
  const devices = new KnownDevices({ jwtSecret: 'x'.repeat(32) } as AppConfig);
  const elsewhere = new KnownDevices({ jwtSecret: 'y'.repeat(32) } as AppConfig);

  it('recognises a token it issued for the account, by a device id of its own', () => {
    const token = devices.issue('asha@example.com');
    const device = devices.deviceOf(token, 'asha@example.com');
    expect(device).toMatch(/^[\w-]{22}$/);
    expect(devices.deviceOf(devices.issue('asha@example.com'), 'asha@example.com')).not.toBe(
      device,
    );
  });

  it.each([
    ['another account’s token', () => devices.issue('ravi@example.com')],
    ['a token signed with another key', () => elsewhere.issue('asha@example.com')],
    ['a token with its signature changed', () => `${devices.issue('asha@example.com')}x`],
    ['a token with a part added', () => `${devices.issue('asha@example.com')}.x`],
    ['a device id alone', () => devices.issue('asha@example.com').split('.')[0]],
    ['an empty token', () => ''],
    ['no token', () => undefined],
  ])('knows no device from %s', (_case, token) => {
    expect(devices.deviceOf(token(), 'asha@example.com')).toBeNull();
  });
});
