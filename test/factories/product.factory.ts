import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { ops } from '../utils/http';

/** The operator API's body for a new voucher; by default three denominations. */
export function productInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Factory Gift Card',
    sub_title: 'A voucher made by a test',
    category: 'Shopping',
    thumb_img: 'shopping',
    currency_type: 'PLATFORM',
    expires_in: '12 months',
    coupon_type: 'code',
    coupon_details: 'One code per order.',
    how_to_redeem: 'Paste the code at checkout.',
    terms_and_conditions: 'Not exchangeable for cash.',
    denominations: [
      { value: 100, price: 1_000 },
      { value: 250, price: 2_400 },
      { value: 500, price: 4_500 },
    ],
    ...overrides,
  };
}

/** A voucher created through the operator API; answers its ProductView. */
export async function createProduct(
  app: NestFastifyApplication,
  overrides: Record<string, unknown> = {},
) {
  const res = await ops(app, 'POST', 'products', productInput(overrides));
  if (res.statusCode !== 201) throw new Error(`product not created: ${JSON.stringify(res.body)}`);
  return res.body.product;
}

/** Fresh codes nobody has stocked, like a brand's export. */
export function voucherCodes(count: number, prefix = 'TEST'): string[] {
  return Array.from(
    { length: count },
    () => `${prefix}-${randomBytes(6).toString('hex').toUpperCase()}`,
  );
}

/** Stocks `count` fresh codes of one denomination through the operator API; answers them. */
export async function stockCodes(
  app: NestFastifyApplication,
  productId: number,
  value: number,
  count: number,
): Promise<string[]> {
  const codes = voucherCodes(count);
  const res = await ops(app, 'POST', `products/${productId}/codes`, {
    codes: codes.map((code) => ({ value, code })),
  });
  if (res.body.imported !== count)
    throw new Error(`codes not stocked: ${JSON.stringify(res.body)}`);
  return codes;
}
