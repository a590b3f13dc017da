import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { answers, decide, defaultUrls, findOnPath, LocalServices } from './local-services';

describe('npm start falls back to services of its own', () => {
  const DEFAULT = 'postgres://postgres@127.0.0.1:5432/gamehub';

  describe('decide', () => {
    it('uses a set variable as it is, without probing anything', async () => {
      const probe = jest.fn(async () => false);
      const url = 'postgres://app@db.example:5432/gamehub';
      expect(await decide(url, DEFAULT, probe)).toEqual({ use: 'configured', url });
      expect(probe).not.toHaveBeenCalled();
    });

    it('uses the default address when the variable is unset and something answers there', async () => {
      const probe = jest.fn(async () => true);
      expect(await decide(undefined, DEFAULT, probe)).toEqual({ use: 'default', url: DEFAULT });
      expect(probe).toHaveBeenCalledWith(DEFAULT);
    });

    it('starts its own only when the variable is unset and nothing answers', async () => {
      const probe = jest.fn(async () => false);
      expect(await decide(undefined, DEFAULT, probe)).toEqual({
        use: 'local',
        defaultUrl: DEFAULT,
      });
    });

    it('counts an empty variable as unset, as the configuration does', async () => {
      expect(await decide('', DEFAULT, async () => false)).toEqual({
        use: 'local',
        defaultUrl: DEFAULT,
      });
    });
  });

  it('starts no Redis of its own where REDIS_CLUSTER_NODES names a cluster', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gamehub-local-'));
    const printed: string[] = [];
    const services = new LocalServices(dir, (line) => printed.push(line), {
      DATABASE_URL: 'postgres://app@db.example:5432/gamehub',
      REDIS_CLUSTER_NODES: '10.0.0.1:7000,10.0.0.2:7000',
      // Where the default Redis would be probed: nothing listens on port 1.
      GAMEHUB_DEFAULT_REDIS_URL: 'redis://127.0.0.1:1',
      GAMEHUB_LOCAL_SERVICES_DIR: dir,
    });
    await services.start();
    expect(services.env).toEqual({});
    expect(services.problems).toEqual([]);
    expect(printed).toEqual([]);
    await services.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes the default addresses from the configuration, moved only by GAMEHUB_DEFAULT_*', () => {
    expect(defaultUrls({})).toEqual({
      databaseUrl: DEFAULT,
      redisUrl: 'redis://127.0.0.1:6379',
    });
    expect(
      defaultUrls({
        GAMEHUB_DEFAULT_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/gamehub',
        GAMEHUB_DEFAULT_REDIS_URL: 'redis://127.0.0.1:1',
        // The real variables are not defaults: decide() reads them.
        DATABASE_URL: 'postgres://elsewhere/db',
      }),
    ).toEqual({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/gamehub',
      redisUrl: 'redis://127.0.0.1:1',
    });
  });

  it('probes by TCP: a listening port answers, a closed one does not', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    try {
      expect(await answers(`redis://127.0.0.1:${port}`)).toBe(true);
    } finally {
      await new Promise((r) => server.close(r));
    }
    expect(await answers(`postgres://postgres@127.0.0.1:${port}/gamehub`)).toBe(false);
  });

  it('finds redis-server on the PATH only as an executable file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gamehub-path-'));
    try {
      const empty = join(dir, 'empty');
      const bin = join(dir, 'bin');
      for (const d of [empty, bin]) mkdirSync(d);
      writeFileSync(join(empty, 'redis-server'), ''); // not executable
      writeFileSync(join(bin, 'redis-server'), '#!/bin/sh\n');
      chmodSync(join(bin, 'redis-server'), 0o755);
      expect(findOnPath('redis-server', [empty, bin].join(delimiter))).toBe(
        join(bin, 'redis-server'),
      );
      expect(findOnPath('redis-server', empty)).toBeNull();
      expect(findOnPath('redis-server', '')).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
