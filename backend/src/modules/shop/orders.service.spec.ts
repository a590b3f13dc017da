import { DataSource, EntityManager } from 'typeorm';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { VoucherCodeVault } from './voucher-code-vault';

const USER = '6f1c2b1e-0000-4000-8000-000000000001';

const row = (id: string, cipher: string) => ({
  id,
  user_id: USER,
  face_value: 500,
  price: 230,
  status: 'Completed',
  created_at: new Date('2025-03-01T10:00:00.000Z'),
  title: 'Amazon Pay',
  thumb_img: 'shopping',
  currency_type: 'INR',
  expires_in: '12 months',
  how_to_redeem: 'Enter the code at checkout.',
  redeem_link: 'https://brand.example/redeem',
  code_cipher: cipher,
  key_id: 'k1',
});

function setup(answers: { count?: unknown[]; page?: unknown[]; one?: unknown[] }) {
  const query = jest.fn(async (sql: string, params: unknown[]) => {
    if (/count\(\*\)/.test(sql) && answers.count) return answers.count;
    if (/LIMIT \$2 OFFSET \$3/.test(sql) && answers.page) return answers.page;
    if (/WHERE o\.id = \$1/.test(sql) && answers.one) return answers.one;
    throw new Error(`unexpected statement ${sql} ${JSON.stringify(params)}`);
  });
  const vault = { open: jest.fn(({ cipher }: { cipher: string }) => `code-of-${cipher}`) };
  // The real repository over the fake DataSource: the SQL matched here is the repository's.
  const service = new OrdersService(
    new OrdersRepository({ query } as unknown as DataSource),
    vault as unknown as VoucherCodeVault,
  );
  return { service, query, vault };
}

describe('OrdersService.page', () => {
  it('answers the caller’s page in the spec’s fields with each code opened', async () => {
    const { service, query } = setup({ count: [{ total: 7 }], page: [row('12', 'c12')] });
    await expect(service.page(USER, 2)).resolves.toEqual({
      total: 7,
      rows: [
        {
          order_id: '12',
          name: 'Amazon Pay',
          face_value: 500,
          thumb_img: 'shopping',
          crt_on: '2025-03-01T10:00:00.000Z',
          expiryAndValidity: '12 months',
          price: 230,
          purchase_stat: 'Completed',
          voucher_code: 'code-of-c12',
          redeem_link: 'https://brand.example/redeem',
        },
      ],
    });
    // Five a page, only this user's.
    const pageCall = query.mock.calls.find(([sql]) => /LIMIT/.test(sql));
    expect(pageCall?.[1]).toEqual([USER, 5, 5]);
    const countCall = query.mock.calls.find(([sql]) => /count/.test(sql));
    expect(countCall?.[1]).toEqual([USER]);
  });
});

describe('OrdersService.confirmation', () => {
  it('reads one order in the caller’s transaction, code opened', async () => {
    const { service } = setup({ one: [row('12', 'c12')] });
    const manager = { query: jest.fn(async () => [row('12', 'c12')]) };
    await expect(service.confirmation(manager as unknown as EntityManager, '12')).resolves.toEqual({
      orderId: '12',
      userId: USER,
      title: 'Amazon Pay',
      faceValue: 500,
      currencyType: 'INR',
      price: 230,
      voucherCode: 'code-of-c12',
      expiresIn: '12 months',
      howToRedeem: 'Enter the code at checkout.',
      redeemLink: 'https://brand.example/redeem',
    });
    expect(manager.query).toHaveBeenCalledWith(expect.stringMatching(/WHERE o\.id = \$1/), ['12']);
  });

  it('answers null for an unknown order', async () => {
    const { service } = setup({});
    const manager = { query: jest.fn(async () => []) };
    await expect(
      service.confirmation(manager as unknown as EntityManager, '404'),
    ).resolves.toBeNull();
  });
});
