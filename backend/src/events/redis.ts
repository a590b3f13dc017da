import { createIORedisClient, RedisConnection, RedisOptions as BullRedisOptions } from 'bullmq';
import IORedis, { Cluster, RedisOptions } from 'ioredis';
import { AppConfig, RedisNode } from '../config/env';

/** One Redis or a Redis Cluster: the commands are the same, each key goes to its slot's node. */
export type RedisClient = IORedis | Cluster;

export type RedisConfig = Pick<AppConfig, 'redisUrl' | 'redisClusterNodes'>;

/** Connection options from REDIS_URL: the server (one Redis) or every node's (a cluster). */
export function redisOptions(config: Pick<AppConfig, 'redisUrl'>): RedisOptions {
  const url = new URL(config.redisUrl);
  const db = url.pathname.replace(/^\//, '');
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 6379,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: db ? Number(db) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    // BullMQ needs this on the connections its workers block on.
    maxRetriesPerRequest: null,
  };
}

/**
 * Every Redis client of the API, the worker and the scripts: ioredis's Cluster client where
 * REDIS_CLUSTER_NODES (or a redis+cluster URL) names a cluster, else one connection. `options`
 * are a connection's; on a cluster they apply to each node, except those the cluster client
 * takes itself (lazy connect, offline queue, auto-pipelining, retry strategy; no resend after
 * a failover where commands are not resent after a reconnect).
 */
export function createRedis(config: RedisConfig, options: RedisOptions = {}): RedisClient {
  const base = redisOptions(config);
  if (!config.redisClusterNodes) return new IORedis({ ...base, ...options });
  return clusterClient(config.redisClusterNodes, { ...base, ...options });
}

function clusterClient(nodes: RedisNode[], options: RedisOptions): Cluster {
  const {
    host: _host,
    port: _port,
    db: _db,
    lazyConnect,
    enableOfflineQueue,
    enableAutoPipelining,
    retryStrategy,
    ...node
  } = options;
  return new Cluster(nodes, {
    lazyConnect,
    enableOfflineQueue,
    enableAutoPipelining,
    clusterRetryStrategy: retryStrategy && ((times) => retryStrategy(times)),
    // A client that must not resend a command Redis may have run must not retry it on a
    // failover either (the cluster client's own resend after "Connection is closed").
    ...(node.autoResendUnfulfilledCommands === false ? { retryDelayOnFailover: 0 } : {}),
    redisOptions: node,
  });
}

/**
 * BullMQ's connection: options it opens (and closes) connections from, for queues, workers
 * and queue events alike. A cluster's nodes ride along in them (see the factory below).
 */
export function bullConnection(config: RedisConfig): BullRedisOptions {
  const { retryStrategy: _none, ...options }: RedisOptions & ClusterMark = redisOptions(config);
  if (config.redisClusterNodes) options[CLUSTER_NODES] = config.redisClusterNodes;
  return options;
}

const CLUSTER_NODES = 'gamehubClusterNodes';
type ClusterMark = { [CLUSTER_NODES]?: RedisNode[] };

// BullMQ builds one client per connection from options, and only one Redis from them: this
// builds the Cluster client where bullConnection marked the options with a cluster's nodes, and
// otherwise what BullMQ builds itself.
RedisConnection.clientFactory = (opts: BullRedisOptions & ClusterMark) => {
  const { [CLUSTER_NODES]: nodes, ...options } = opts;
  return createIORedisClient(nodes ? clusterClient(nodes, options) : new IORedis(options));
};

/**
 * BullMQ's key prefix. The braces are a Redis Cluster hash tag: a queue's scripts touch many of
 * its keys at once, so all of them must sit in one slot.
 */
export function bullPrefix(config: Pick<AppConfig, 'redisPrefix'>): string {
  return `${config.redisPrefix}:{bull}`;
}

/**
 * Runs a multi-key command once per cluster slot of its keys (once in all on one Redis), in
 * parallel: a command whose keys span slots is refused (CROSSSLOT).
 */
export function bySlot<T>(
  redis: RedisClient,
  keys: string[],
  run: (keys: string[], indexes: number[]) => Promise<T>,
): Promise<T[]> {
  if (!(redis instanceof Cluster))
    return Promise.all([
      run(
        keys,
        keys.map((_, i) => i),
      ),
    ]);
  const groups = new Map<number, number[]>();
  keys.forEach((key, i) => {
    const slot = keySlot(key);
    groups.set(slot, [...(groups.get(slot) ?? []), i]);
  });
  return Promise.all(
    [...groups.values()].map((indexes) =>
      run(
        indexes.map((i) => keys[i]),
        indexes,
      ),
    ),
  );
}

/** Redis Cluster's slot of a key: CRC16 (XMODEM) of its hash tag, or of the key, mod 16384. */
export function keySlot(key: string): number {
  const bytes = Buffer.from(key);
  const open = bytes.indexOf('{');
  const close = open < 0 ? -1 : bytes.indexOf('}', open + 1);
  const tagged = close > open + 1 ? bytes.subarray(open + 1, close) : bytes;
  let crc = 0;
  for (const byte of tagged) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc % 16384;
}
