import IORedis, { Cluster } from 'ioredis';
import { bySlot, createRedis, keySlot } from './redis';

describe('keySlot', () => {
  it('answers the slots Redis Cluster gives (CLUSTER KEYSLOT)', () => {
    expect(keySlot('foo')).toBe(12182);
    expect(keySlot('123456789')).toBe(12739);
  });

  it('hashes only the first hash tag, when it is not empty', () => {
    expect(keySlot('gamehub:{arena}:m:1')).toBe(keySlot('arena'));
    expect(keySlot('x{user1000}.following')).toBe(keySlot('y{user1000}.followers'));
    expect(keySlot('a{}{b}')).not.toBe(keySlot('b'));
  });
});

describe('createRedis', () => {
  it('opens one Redis, or a Cluster client where the config names a cluster', () => {
    const one = createRedis(
      { redisUrl: 'redis://127.0.0.1:1', redisClusterNodes: null },
      {
        lazyConnect: true,
      },
    );
    const cluster = createRedis(
      { redisUrl: 'redis://u:p@127.0.0.1:1', redisClusterNodes: [{ host: '127.0.0.1', port: 1 }] },
      { lazyConnect: true, connectTimeout: 500, enableAutoPipelining: true },
    );
    expect(one).toBeInstanceOf(IORedis);
    expect(cluster).toBeInstanceOf(Cluster);
    const options = (cluster as Cluster).options;
    expect(options).toMatchObject({ lazyConnect: true, enableAutoPipelining: true });
    // Credentials and per-connection options go to every node.
    expect(options.redisOptions).toMatchObject({
      username: 'u',
      password: 'p',
      connectTimeout: 500,
    });
    one.disconnect();
    cluster.disconnect();
  });
});

describe('bySlot', () => {
  const keys = ['p:{a}:1', 'p:{b}:1', 'p:{a}:2'];

  it('makes one call on one Redis', async () => {
    const one = createRedis(
      { redisUrl: 'redis://127.0.0.1:1', redisClusterNodes: null },
      {
        lazyConnect: true,
      },
    );
    const calls = await bySlot(one, keys, async (k, at) => [k, at]);
    expect(calls).toEqual([[keys, [0, 1, 2]]]);
    one.disconnect();
  });

  it('makes one call per slot on a cluster, with the keys’ indexes', async () => {
    const cluster = createRedis(
      { redisUrl: 'redis://127.0.0.1:1', redisClusterNodes: [{ host: '127.0.0.1', port: 1 }] },
      { lazyConnect: true },
    );
    const calls = await bySlot(cluster, keys, async (k, at) => [k, at]);
    expect(calls).toEqual([
      [
        ['p:{a}:1', 'p:{a}:2'],
        [0, 2],
      ],
      [['p:{b}:1'], [1]],
    ]);
    cluster.disconnect();
  });
});
