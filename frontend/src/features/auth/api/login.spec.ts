import { login } from './login';
import { storageKeys } from '../../../lib/storage-keys';
import { mockFetch } from '../../../test/mock-fetch';
import { sampleUser } from '../../../test/render';

const answer = (device_token: string) => ({
  body: {
    status: 'S',
    token: 'access-1',
    refresh_token: 'refresh-1',
    expires_in: 900,
    user: sampleUser,
    device_token,
  },
});
const storedTokens = () => JSON.parse(localStorage.getItem(storageKeys.deviceTokens) ?? '{}');

describe('login', () => {
  it('keeps the device token answered per account and sends it with that account’s next login', async () => {
    const fetchMock = mockFetch({ '/api/login': () => answer('device-1.sig') });
    await login({ email: 'Player@Example.com', password: 'Secret#123' });
    expect(fetchMock.calls()[0].body).toEqual({
      email: 'Player@Example.com',
      password: 'Secret#123',
    });
    expect(storedTokens()).toEqual({ 'player@example.com': 'device-1.sig' });

    await login({ email: 'player@example.com', password: 'Secret#123' });
    expect(fetchMock.calls()[1].body).toEqual({
      email: 'player@example.com',
      password: 'Secret#123',
      device_token: 'device-1.sig',
    });
    await login({ email: 'other@example.com', password: 'Secret#123' });
    expect(fetchMock.calls()[2].body).not.toHaveProperty('device_token');
  });

  it('keeps the tokens of the five accounts signed in to last', async () => {
    let n = 0;
    mockFetch({ '/api/login': () => answer(`device-${++n}.sig`) });
    for (let i = 1; i <= 7; i++) {
      await login({ email: `player${i}@example.com`, password: 'Secret#123' });
    }
    expect(Object.keys(storedTokens())).toEqual(
      [3, 4, 5, 6, 7].map((i) => `player${i}@example.com`),
    );
  });
});
