import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { post } from '../../utils/http';
import { resetDatabase, startApi } from '../../utils/stack';

describe('POST /api/subscribe_newsletter', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
  });
  beforeEach(() => resetDatabase(dataSource));
  afterAll(() => app.close());

  const subscribe = async (payload: object) => {
    const { statusCode, body } = await post(app, 'subscribe_newsletter', payload);
    return { statusCode, json: () => body };
  };

  it('subscribes an address once, whatever its case', async () => {
    const first = await subscribe({ subscribe_mail: 'Player@Example.com', user_name: 'Asha' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 'S',
      message: 'Email Successfully Subscribed. Check your inbox to confirm.',
    });
    const again = await subscribe({ subscribe_mail: 'player@example.com', user_name: '' });
    expect(again.json().status).toBe('S');
    const rows = await dataSource.query(`SELECT email, name FROM newsletter_subscriptions`);
    expect(rows).toEqual([{ email: 'player@example.com', name: 'Asha' }]);
  });

  it.each([['not-an-email'], ['a@b'], [''], [42]])(
    'refuses %p with the form’s message and stores nothing',
    async (mail) => {
      const res = await subscribe({ subscribe_mail: mail, user_name: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'E', message: 'Enter valid Email Id' });
      expect(await dataSource.query(`SELECT * FROM newsletter_subscriptions`)).toEqual([]);
    },
  );
});
