import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { QueueRegistry } from '../../../backend/src/events/queue-registry';
import { JobData, QUEUES } from '../../../backend/src/events/queues';
import { ShopPopularityJob } from '../../../backend/src/modules/shop/jobs/shop-popularity.job';
import { createBuyers, createVoucher, purchase } from '../../factories/shop.factory';
import { post } from '../../utils/http';
import { MailStack } from '../../utils/mail-stack';
import { eventually } from '../../utils/stack';

describe('shop: orders, order mail and popularity', () => {
  const stack = new MailStack();
  const mailbox = stack.mailbox;
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = (await stack.start()).app;
    dataSource = app.get(DataSource);
  });
  afterAll(() => stack.stop());

  const buy = async (token: string, productId: number, value: number) => {
    const res = await purchase(app, token, { product_id: productId, value });
    if (res.statusCode !== 200) throw new Error(`purchase failed: ${JSON.stringify(res.body)}`);
    return res.body as { order_id: string; voucher_code: string; price: number };
  };

  it('pages the caller’s orders newest first, five a page, each with its code', async () => {
    const gift = await createVoucher(app, [{ value: 500, price: 230, codes: 5 }], {
      title: 'Flipkart Gift Card',
      expiresIn: '12 months',
    });
    const food = await createVoucher(app, [{ value: 100, price: 40, codes: 5 }], {
      title: 'Swiggy Voucher',
      expiresIn: '6 months',
    });
    const [buyer, other] = await createBuyers(app, 2, 5000);
    const bought = [];
    for (let i = 0; i < 7; i++) {
      bought.push(
        await buy(buyer.token, i % 2 ? food.productId : gift.productId, i % 2 ? 100 : 500),
      );
    }
    const theirs = await buy(other.token, gift.productId, 500);
    const newestFirst = [...bought].reverse();

    const page1 = await post(app, 'myorder', { user_id: buyer.userId }, buyer.token);
    expect(page1.statusCode).toBe(200);
    expect(page1.body.status).toBe('S');
    expect(page1.body.total_count).toBe(7);
    expect(page1.body.data.map((o: { order_id: string }) => o.order_id)).toEqual(
      newestFirst.slice(0, 5).map((b) => b.order_id),
    );
    expect(page1.body.data[0]).toEqual({
      order_id: bought[6].order_id,
      name: 'Flipkart Gift Card',
      face_value: 500,
      thumb_img: 'shopping',
      crt_on: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      expiryAndValidity: '12 months',
      price: 230,
      purchase_stat: 'Completed',
      voucher_code: bought[6].voucher_code,
      redeem_link: 'https://brand.example/redeem',
    });
    expect(page1.body.data[1]).toMatchObject({
      name: 'Swiggy Voucher',
      face_value: 100,
      expiryAndValidity: '6 months',
      price: 40,
      voucher_code: bought[5].voucher_code,
    });

    const page2 = await post(app, 'myorder', { page: 2 }, buyer.token);
    expect(page2.body).toMatchObject({ status: 'S', total_count: 7 });
    expect(page2.body.data.map((o: { voucher_code: string }) => o.voucher_code)).toEqual(
      newestFirst.slice(5).map((b) => b.voucher_code),
    );
    const past = await post(app, 'myorder', { page: 3 }, buyer.token);
    expect(past.body).toEqual({ status: 'S', data: [], total_count: 7 });

    // The other buyer sees their one order and nothing of the first buyer's.
    const others = await post(app, 'myorder', {}, other.token);
    expect(others.body.total_count).toBe(1);
    expect(others.body.data.map((o: { order_id: string }) => o.order_id)).toEqual([
      theirs.order_id,
    ]);
    const seen = JSON.stringify(others.body);
    for (const b of bought) expect(seen).not.toContain(b.voucher_code);
  });

  it('shows a player without orders an empty page', async () => {
    const [buyer] = await createBuyers(app, 1, 0);
    const res = await post(app, 'myorder', { page: 1 }, buyer.token);
    expect(res.body).toEqual({ status: 'S', data: [], total_count: 0 });
  });

  it('refuses another player’s user_id, a visitor and a bad page', async () => {
    const [buyer, other] = await createBuyers(app, 2, 0);
    const impostor = await post(app, 'myorder', { user_id: other.userId }, buyer.token);
    expect(impostor.statusCode).toBe(403);
    expect(impostor.body).toMatchObject({ status: 'E', code: 'NOT_YOUR_ACCOUNT' });
    expect((await post(app, 'myorder', {})).statusCode).toBe(401);
    const zero = await post(app, 'myorder', { page: 0 }, buyer.token);
    expect(zero.statusCode).toBe(400);
    expect(zero.body.message).toBe('page must be 1 or more');
  });

  it('mails the buyer their code once, and a re-delivered event sends nothing', async () => {
    const voucher = await createVoucher(app, [{ value: 25, price: 300, codes: 1 }], {
      title: 'Steam Wallet Code',
      currencyType: 'USD',
      expiresIn: '1 year',
    });
    const [buyer] = await createBuyers(app, 1, 1000);
    const order = await buy(buyer.token, voucher.productId, 25);

    const mail = await mailbox.waitFor(buyer.email, /voucher code/, 15_000);
    expect(mail.subject).toBe('Your Steam Wallet Code voucher code');
    expect(mail.text).toContain(`Voucher code: ${order.voucher_code}`);
    expect(mail.text).toContain('Steam Wallet Code voucher worth $25');
    expect(mail.text).toContain(
      `Order Id: ${order.order_id}. Coins spent: 300 coins. Expires in: 1 year.`,
    );
    expect(mail.text).toContain('How to redeem: Enter the code at checkout.');
    expect(mail.text).toContain('Redeem at: https://brand.example/redeem');
    expect(mail.links).toContain('http://localhost:3000/my-orders');

    // The same event delivered again (BullMQ forgot the job id): the inbox keeps it to one mail.
    const notifications = stack.worker.get(QueueRegistry).get(QUEUES.mail);
    const jobId = `mail.order_confirmation-${order.order_id}`;
    await eventually(
      () => notifications.getJobState(jobId),
      (s) => s === 'completed',
    );
    const first = await notifications.getJob(jobId);
    const again = await notifications.add(
      'mail.order_confirmation',
      first?.data as JobData<'mail.order_confirmation'>,
      { jobId: `${jobId}-again` },
    );
    await eventually(
      () => again.getState(),
      (s) => s === 'completed',
    );
    expect(mailbox.mails.filter((m) => m.to.includes(buyer.email))).toEqual([]);
  });

  it('sets sold_count from orders in the repeating popularity job', async () => {
    const hit = await createVoucher(app, [{ value: 100, price: 10, codes: 3 }]);
    const stale = await createVoucher(app, [{ value: 100, price: 10, codes: 1 }]);
    const [buyer] = await createBuyers(app, 1, 100);
    for (let i = 0; i < 3; i++) await buy(buyer.token, hit.productId, 100);
    await dataSource.query(`UPDATE products SET sold_count = 5 WHERE id = $1`, [stale.productId]);
    const soldCount = async (id: number): Promise<number> =>
      (await dataSource.query(`SELECT sold_count FROM products WHERE id = $1`, [id]))[0].sold_count;
    // Purchases leave the product row alone.
    expect(await soldCount(hit.productId)).toBe(0);

    await stack.worker.get(ShopPopularityJob).handle();
    expect(await soldCount(hit.productId)).toBe(3);
    expect(await soldCount(stale.productId)).toBe(0);

    const scheduler = await stack.worker
      .get(QueueRegistry)
      .get(QUEUES.scheduling)
      .getJobScheduler('shop.popularity');
    expect(scheduler).toMatchObject({ name: 'shop.popularity', every: 5 * 60_000 });
  });
});
