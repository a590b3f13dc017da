import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startApi } from '../../utils/stack';

describe('health check', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startApi();
  });
  afterAll(() => app.close());

  it('answers up to the first probes arriving together, while its Redis client connects', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/health' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers[19].json()).toMatchObject({
      details: { database: { status: 'up' }, redis: { status: 'up' } },
    });
  });
});
