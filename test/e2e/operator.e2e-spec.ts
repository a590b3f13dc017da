import { E2E_OPERATOR_TOKEN, WEB_API_KEY, loadStack } from './support/stack';

describe('the started stack over HTTP', () => {
  const { url } = loadStack();

  it('is healthy', async () => {
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('serves the seeded tournaments: every game in each status', async () => {
    // Game by game, as the home page's game filter asks: all games at once fill the list's 30
    // with what is live and upcoming (the recurring ones, and the other suites' tournaments).
    for (const game of [1, 2, 3, 4, 5]) {
      const res = await fetch(`${url}/api/tournament_list`, {
        method: 'POST',
        headers: { 'api-key': WEB_API_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ game_id: game }),
      });
      const body = (await res.json()) as {
        status: string;
        data: { game_id: number; tournament_status: string }[];
      };
      expect(body.status).toBe('S');
      expect(new Set(body.data.map((t) => t.game_id))).toEqual(new Set([game]));
      const statuses = new Set(body.data.map((t) => t.tournament_status));
      for (const status of ['live', 'upcoming', 'completed']) expect(statuses).toContain(status);
    }
  });

  it('serves the API docs, and the operator views behind credentials', async () => {
    expect((await fetch(`${url}/api/docs`)).status).toBe(200);
    expect((await fetch(`${url}/admin/queues`)).status).toBe(401);
    const basic = `Basic ${Buffer.from(`operator:${E2E_OPERATOR_TOKEN}`).toString('base64')}`;
    expect((await fetch(`${url}/admin/queues`, { headers: { authorization: basic } })).status).toBe(
      200,
    );
    const metrics = await fetch(`${url}/metrics`, {
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('queue_jobs{queue="scheduling"');
  });
});
