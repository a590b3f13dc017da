import { BatchLoader } from './batch-loader';

describe('BatchLoader', () => {
  it('loads the keys asked for together in one call, each caller getting its own answer', async () => {
    const loadMany = jest.fn(
      async (keys: string[]) => new Map(keys.map((k) => [k, k.toUpperCase()])),
    );
    const loader = new BatchLoader(loadMany);
    const answers = await Promise.all(['a', 'b', 'a', 'c'].map((k) => loader.load(k)));
    expect(answers).toEqual(['A', 'B', 'A', 'C']);
    expect(loadMany).toHaveBeenCalledTimes(1);
    expect(loadMany).toHaveBeenCalledWith(['a', 'b', 'c']);
  });

  it('answers null for a key not found, and loads later keys in a call of their own', async () => {
    const loadMany = jest.fn(
      async (keys: string[]) => new Map(keys.filter((k) => k !== 'x').map((k) => [k, 1])),
    );
    const loader = new BatchLoader(loadMany);
    expect(await Promise.all([loader.load('x'), loader.load('y')])).toEqual([null, 1]);
    expect(await loader.load('z')).toBe(1);
    expect(loadMany).toHaveBeenCalledTimes(2);
  });

  it('fails every caller of a batch whose load failed, and starts afresh after', async () => {
    const loadMany = jest
      .fn(async (keys: string[]) => new Map(keys.map((k) => [k, k])))
      .mockRejectedValueOnce(new Error('connection lost'));
    const loader = new BatchLoader(loadMany);
    const failed = await Promise.allSettled([loader.load('a'), loader.load('b')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await loader.load('a')).toBe('a');
  });
});
