import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TokensService } from '../../backend/src/modules/auth/tokens.service';
import { VoucherCodeVault } from '../../backend/src/modules/shop/voucher-code-vault';
import { SYSTEM_ACCOUNTS } from '../../backend/src/modules/wallet/wallet-accounts';
import { WalletService } from '../../backend/src/modules/wallet/wallet.service';
import { Answer } from '../utils/http';
import { API_KEY } from '../utils/stack';

export interface DenominationInput {
  value: number;
  price: number;
  /** Codes stocked for it. */
  codes: number;
}

export interface Voucher {
  productId: number;
  title: string;
  /** The plain codes stocked, per face value, oldest first. */
  codes: Record<number, string[]>;
}

/**
 * A product with its denominations and sealed codes, written straight to the tables the
 * operator API fills (its own tests cover the import); codes are sealed with the app's vault.
 */
export async function createVoucher(
  app: INestApplicationContext,
  denominations: DenominationInput[],
  overrides: { title?: string; currencyType?: string; expiresIn?: string } = {},
): Promise<Voucher> {
  const dataSource = app.get(DataSource);
  const vault = app.get(VoucherCodeVault);
  const title = overrides.title ?? `Factory Voucher ${randomUUID().slice(0, 6)}`;
  const values = denominations.map((d) => d.value).sort((a, b) => a - b);
  const [{ id: productId }]: { id: number }[] = await dataSource.query(
    `INSERT INTO products (title, sub_title, category, thumb_img, price, currency_type, btn_text,
                           denomination, expires_in, coupon_type, coupon_details, how_to_redeem,
                           terms_and_conditions, redeem_link)
     VALUES ($1, 'Gift card', 'Shopping', 'shopping', $2, $3, 'Redeem', $4, $5, 'Gift card',
             'Valid on everything.', 'Enter the code at checkout.', 'One use per code.',
             'https://brand.example/redeem')
     RETURNING id`,
    [
      title,
      Math.min(...denominations.map((d) => d.price)),
      overrides.currencyType ?? 'INR',
      values.join(','),
      overrides.expiresIn ?? '12 months',
    ],
  );
  const codes: Record<number, string[]> = {};
  for (const d of denominations) {
    const [{ id }]: { id: number }[] = await dataSource.query(
      `INSERT INTO product_denominations (product_id, face_value, price) VALUES ($1, $2, $3)
       RETURNING id`,
      [productId, d.value, d.price],
    );
    codes[d.value] = Array.from(
      { length: d.codes },
      (_, i) => `GH-${productId}-${d.value}-${i}-${randomUUID().slice(0, 8)}`,
    );
    const sealed = codes[d.value].map((code) => vault.seal(code));
    if (sealed.length) {
      await dataSource.query(
        `WITH stocked AS (
           INSERT INTO voucher_codes (denomination_id, code_hash, code_cipher, key_id)
           SELECT $1, hash, cipher, key_id
             FROM jsonb_to_recordset($2::jsonb) AS x(hash text, cipher text, key_id text, n int)
            ORDER BY n
           RETURNING id, denomination_id)
         INSERT INTO voucher_stock (code_id, denomination_id) SELECT id, denomination_id FROM stocked`,
        [id, JSON.stringify(sealed.map((s, n) => ({ ...s, key_id: s.keyId, n })))],
      );
    }
  }
  return { productId, title, codes };
}

export interface Buyer {
  userId: string;
  email: string;
  token: string;
}

/**
 * `count` signed-in players holding `coins` each, paid through the wallet so balances match the
 * ledger. Straight to the tables, without the sign-up form (its own tests cover it): fast enough
 * for a hundred buyers.
 */
export async function createBuyers(
  app: INestApplicationContext,
  count: number,
  coins: number,
): Promise<Buyer[]> {
  const dataSource = app.get(DataSource);
  const run = randomUUID().slice(0, 8);
  const users: { id: string; email: string }[] = await dataSource.query(
    `INSERT INTO users (name, email, referral_code, email_verified_at)
     SELECT 'Buyer ' || g, 'buyer-' || $2 || '-' || g || '@example.com',
            upper(substr(md5($2 || g), 1, 12)), now()
       FROM generate_series(1, $1) g
     RETURNING id, email`,
    [count, run],
  );
  if (coins > 0) {
    await dataSource.transaction((m) =>
      app.get(WalletService).creditMany(
        m,
        SYSTEM_ACCOUNTS.dailyRewards,
        users.map((u) => ({
          userId: u.id,
          amount: coins,
          reason: 'Daily bonus',
          source: 'Test coins',
          idempotencyKey: `test-coins-${u.id}`,
        })),
      ),
    );
  }
  const tokens = app.get(TokensService);
  return Promise.all(
    users.map(async (u) => ({
      userId: u.id,
      email: u.email,
      token: (await tokens.openSession(u.id)).token,
    })),
  );
}

const octet = () => Math.floor(Math.random() * 250) + 1;

/** POST /api/purchase as the client sends it: bearer, Idempotency-Key (unless null). */
export async function purchase(
  app: NestFastifyApplication,
  token: string,
  body: object,
  idempotencyKey: string | null = randomUUID(),
): Promise<Answer> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/purchase',
    headers: {
      'api-key': API_KEY,
      authorization: `Bearer ${token}`,
      ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: body,
    // A fresh client address per call keeps the per-IP rate limit out of these tests.
    remoteAddress: `10.${octet()}.${octet()}.${octet()}`,
  });
  return { statusCode: res.statusCode, body: res.json() };
}
