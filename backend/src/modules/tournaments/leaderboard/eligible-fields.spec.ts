import { ChangesHeard, EligibleFields } from './eligible-fields';

/** A feed driven by the test: `hear` delivers a change as if published by any process. */
function feed(): ChangesHeard & { hear(id: number): void; listening: boolean; epoch: number } {
  const listeners = new Set<(change: { id: number }) => void>();
  return {
    listening: true,
    epoch: 1,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hear(id) {
      for (const listener of listeners) listener({ id });
    },
  };
}

/** A count whose answers the test releases, one per call, in any order. */
function counter() {
  const calls: { id: number; answer(n: number): void }[] = [];
  const countOf = jest.fn(
    (id: number) => new Promise<number>((resolve) => calls.push({ id, answer: resolve })),
  );
  return { countOf, calls };
}

describe('EligibleFields', () => {
  it('shares one count among callers who arrive while it runs', async () => {
    const { countOf, calls } = counter();
    const fields = new EligibleFields(countOf, feed());
    const reads = Array.from({ length: 200 }, () => fields.of(7));
    expect(countOf).toHaveBeenCalledTimes(1);
    calls[0].answer(42);
    expect(await Promise.all(reads)).toEqual(Array(200).fill(42));
  });

  it('keeps a count until a change of that tournament is heard', async () => {
    const { countOf, calls } = counter();
    const changes = feed();
    const fields = new EligibleFields(countOf, changes);
    const first = fields.of(7);
    calls[0].answer(3);
    await first;
    expect(await fields.of(7)).toBe(3);
    changes.hear(8);
    expect(await fields.of(7)).toBe(3);
    expect(countOf).toHaveBeenCalledTimes(1);
    changes.hear(7);
    const second = fields.of(7);
    expect(countOf).toHaveBeenCalledTimes(2);
    calls[1].answer(4);
    expect(await second).toBe(4);
  });

  it('does not share a count that began before a change heard while it ran', async () => {
    const { countOf, calls } = counter();
    const changes = feed();
    const fields = new EligibleFields(countOf, changes);
    const before = fields.of(7);
    changes.hear(7);
    const after = fields.of(7);
    expect(countOf).toHaveBeenCalledTimes(2);
    // The newer count answers first; the older, slower one must not replace it.
    calls[1].answer(5);
    expect(await after).toBe(5);
    calls[0].answer(4);
    expect(await before).toBe(4);
    expect(await fields.of(7)).toBe(5);
    expect(countOf).toHaveBeenCalledTimes(2);
  });

  it('counts again after 2 s while changes cannot be heard, and after 30 s while they can', async () => {
    const { countOf, calls } = counter();
    const changes = feed();
    let now = 0;
    const fields = new EligibleFields(countOf, changes, () => now);
    const read = async (answer: number) => {
      const reading = fields.of(7);
      calls.at(-1)?.answer(answer);
      return reading;
    };
    expect(await read(1)).toBe(1);
    now = 29_999;
    expect(await read(2)).toBe(1);
    now = 30_000;
    expect(await read(2)).toBe(2);
    changes.listening = false;
    now = 31_999;
    expect(await read(3)).toBe(2);
    now = 32_000;
    expect(await read(3)).toBe(3);
    expect(countOf).toHaveBeenCalledTimes(3);
  });

  it('trusts no count from before the feed last resubscribed for longer than 2 s', async () => {
    const { countOf, calls } = counter();
    const changes = feed();
    let now = 0;
    const fields = new EligibleFields(countOf, changes, () => now);
    const first = fields.of(7);
    calls[0].answer(1);
    await first;
    changes.epoch = 2;
    now = 2_000;
    const second = fields.of(7);
    expect(countOf).toHaveBeenCalledTimes(2);
    calls[1].answer(6);
    expect(await second).toBe(6);
  });

  it('stops listening when closed', () => {
    const changes = feed();
    const unsubscribe = jest.fn();
    const fields = new EligibleFields(jest.fn().mockResolvedValue(0), {
      ...changes,
      listen: () => unsubscribe,
    });
    void fields.of(1);
    fields.close();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
