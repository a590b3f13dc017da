import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { parseEnv } from '../../../backend/src/config/env';
import { MatchStore } from '../../../backend/src/modules/arena/match-store';
import {
  outcomeOf,
  play,
  refusalOf,
  turnOf,
  EMPTY_BOARD,
} from '../../../frontend/src/games/tic-tac-toe/rules';

// The store alone on its own key prefix: no API instance sweeps its timers.
describe('the match store’s scripts (real Redis)', () => {
  const config = parseEnv();
  const store = new MatchStore({ ...config, redisPrefix: `${config.redisPrefix}:store` });
  afterAll(() => store.onApplicationShutdown());

  async function newMatch(moveMs = 60_000) {
    const [x, o] = [randomUUID(), randomUUID()];
    const times = { moveMs, reconnectMs: 60_000, hardEnd: Date.now() + 3_600_000 };
    expect(await store.pair(1, { userId: x, name: 'X' }, randomUUID(), times)).toEqual({
      kind: 'waiting',
    });
    const id = randomUUID();
    const paired = await store.pair(1, { userId: o, name: 'O' }, id, times);
    if (paired.kind !== 'matched') throw new Error(`not paired: ${JSON.stringify(paired)}`);
    // The new match as the pairing answers it is the match as stored.
    expect(paired.match).toEqual(await store.get(id));
    expect(paired.match).toMatchObject({ x: { userId: x }, o: { userId: o }, status: 'playing' });
    return { x, o, id };
  }

  it('decides every game exactly as the rules in games/tic-tac-toe do', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(8), { minLength: 9, maxLength: 9 }), async (picks) => {
        const { x, o, id } = await newMatch();
        let board = EMPTY_BOARD;
        for (const pick of picks) {
          // Any cell, legal or not: the script must refuse exactly what the rules refuse.
          const mark = turnOf(board);
          const refusal = refusalOf(board, mark, pick);
          const { match, refusal: refused } = await store.move(id, mark === 'x' ? x : o, pick);
          if (refusal) {
            expect(refused).not.toBeNull();
            if (outcomeOf(board).over) break;
            const free = [...board].flatMap((c, i) => (c === '.' ? [i] : []));
            const cell = free[pick % free.length];
            const next = await store.move(id, mark === 'x' ? x : o, cell);
            board = play(board, mark, cell);
            expect(next.match?.board).toBe(board);
          } else {
            board = play(board, mark, pick);
            expect(match?.board).toBe(board);
          }
          const outcome = outcomeOf(board);
          const state = await store.get(id);
          expect(state?.status).toBe(outcome.over ? 'over' : 'playing');
          if (outcome.over) {
            expect(state?.result).toBe(outcome.winner ?? 'draw');
            break;
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a move made after the clock ran out ends the match on time instead', async () => {
    const { x, id } = await newMatch(1);
    await new Promise((r) => setTimeout(r, 20));
    const { match, refusal } = await store.move(id, x, 4);
    expect(refusal?.message).toBe('This match is over.');
    expect(match).toMatchObject({ status: 'over', result: 'o', reason: 'timeout', moves: [] });
    expect(await store.unsavedBefore(Date.now() + 1)).toContain(id);
  });

  it('ends a match once however many sweeps run at the same time', async () => {
    const ids = [];
    for (let i = 0; i < 20; i++) ids.push(await newMatch(1));
    await new Promise((r) => setTimeout(r, 20));
    const swept = (await Promise.all(Array.from({ length: 5 }, () => store.sweep()))).flat();
    expect(swept.sort()).toEqual(ids.map((m) => m.id).sort());
  });
});
