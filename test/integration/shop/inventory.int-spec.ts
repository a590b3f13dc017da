import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import {
  createProduct,
  productInput,
  stockCodes,
  voucherCodes,
} from '../../factories/product.factory';
import { Answer, ops, post } from '../../utils/http';
import { API_KEY, OPERATOR_TOKEN, startApi } from '../../utils/stack';

describe('voucher code inventory (operator API)', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
  });
  afterAll(() => app.close());

  const importCsv = async (productId: number, csv: string): Promise<Answer> => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/ops/products/${productId}/codes`,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'text/csv' },
      payload: csv,
    });
    return { statusCode: res.statusCode, body: res.json() };
  };
  const importJson = (productId: number, codes: { value: number; code: string }[]) =>
    ops(app, 'POST', `products/${productId}/codes`, { codes });
  const counts = async (productId: number) =>
    (await ops(app, 'GET', `products/${productId}/codes`)).body;
  const storedCodes = async (productId: number): Promise<number> => {
    const [{ n }] = await dataSource.query(
      `SELECT count(*)::int AS n FROM voucher_codes c
         JOIN product_denominations d ON d.id = c.denomination_id WHERE d.product_id = $1`,
      [productId],
    );
    return n;
  };
  /** Rows whose stored text holds the code, as text or inside the decoded ciphertext. */
  const rowsHolding = async (code: string): Promise<number> => {
    const [{ n }] = await dataSource.query(
      `SELECT count(*)::int AS n FROM voucher_codes
        WHERE strpos(code_cipher, $1) > 0 OR strpos(code_hash, $1) > 0
           OR position(convert_to($1, 'UTF8') IN decode(code_cipher, 'base64')) > 0`,
      [code],
    );
    return n;
  };

  describe('products', () => {
    it('creates a voucher whose price is its cheapest denomination and whose list ascends', async () => {
      const res = await ops(
        app,
        'POST',
        'products',
        productInput({
          title: 'Ascending Card',
          denominations: [
            { value: 500, price: 4_600 },
            { value: 100, price: 1_000 },
            { value: 250, price: 2_300 },
          ],
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.body).toMatchObject({
        status: 'S',
        product: {
          title: 'Ascending Card',
          price: 1_000,
          denomination: '100,250,500',
          quantity: 0,
          btn_text: 'Redeem',
          redeem_link: '',
          denominations: [
            { value: 100, price: 1_000, quantity: 0 },
            { value: 250, price: 2_300, quantity: 0 },
            { value: 500, price: 4_600, quantity: 0 },
          ],
        },
      });
      expect(res.body.product.product_id).toEqual(expect.any(Number));
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a missing title', { title: undefined }, 'title is required'],
      ['a blank category', { category: '' }, 'category is required'],
      [
        'an unknown currency',
        { currency_type: 'EUR' },
        'currency_type must be USD, INR or PLATFORM',
      ],
      [
        'a thumbnail that is not an illustration name',
        { thumb_img: 'https://cdn.example/a.png' },
        'thumb_img must be an illustration name: lower-case letters, digits and -',
      ],
      ['no denominations', { denominations: [] }, 'denominations must have at least one value'],
      [
        'a face value twice',
        {
          denominations: [
            { value: 100, price: 10 },
            { value: 100, price: 20 },
          ],
        },
        'denominations must have distinct values',
      ],
      [
        'a price that is not whole coins',
        { denominations: [{ value: 100, price: 9.5 }] },
        'denominations price must be a whole number of coins',
      ],
      ['an unknown field', { stock: 5 }, 'stock is not allowed'],
    ])('refuses %s with 400 naming the field', async (_name, overrides, message) => {
      const res = await ops(app, 'POST', 'products', productInput(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({ status: 'E', message, code: 'VALIDATION_FAILED' });
    });

    it('is for operators only', async () => {
      const res = await post(app, 'ops/products', productInput());
      expect(res.statusCode).toBe(401);
      expect(res.body.code).toBe('OPERATOR_REQUIRED');
    });
  });

  describe('code import', () => {
    it('stocks JSON codes sealed: the stored text never holds a code, the counts show them', async () => {
      const product = await createProduct(app);
      const codes = voucherCodes(4, 'SEAL');
      const res = await importJson(product.product_id, [
        { value: 100, code: codes[0] },
        { value: 100, code: codes[1] },
        { value: 500, code: ` ${codes[2]} ` },
        { value: 500, code: codes[3] },
      ]);
      expect(res).toEqual({ statusCode: 200, body: { status: 'S', imported: 4 } });

      for (const code of codes) expect(await rowsHolding(code)).toBe(0);
      const [row] = await dataSource.query(
        `SELECT key_id, length(code_hash) AS hash_length FROM voucher_codes LIMIT 1`,
      );
      expect(row).toEqual({ key_id: expect.any(String), hash_length: 64 });

      const answer = await counts(product.product_id);
      expect(answer).toEqual({
        status: 'S',
        denominations: [
          { value: 100, price: 1_000, available: 2, sold: 0, retired: 0 },
          { value: 250, price: 2_400, available: 0, sold: 0, retired: 0 },
          { value: 500, price: 4_500, available: 2, sold: 0, retired: 0 },
        ],
      });
      for (const code of codes) expect(JSON.stringify(answer)).not.toContain(code);
    });

    it('stocks a CSV upload, with or without its header, quoted fields and CRLF line ends', async () => {
      const product = await createProduct(app);
      const [a, b, c] = voucherCodes(3, 'CSV');
      const withHeader = await importCsv(
        product.product_id,
        `value,code\r\n100,${a}\r\n250,"${b},X"\r\n\r\n`,
      );
      expect(withHeader).toEqual({ statusCode: 200, body: { status: 'S', imported: 2 } });
      const bare = await importCsv(product.product_id, `500,${c}`);
      expect(bare.body).toEqual({ status: 'S', imported: 1 });
      const answer = await counts(product.product_id);
      expect(answer.denominations.map((d: { available: number }) => d.available)).toEqual([
        1, 1, 1,
      ]);
    });

    it('takes 10,000 codes in one call, beyond the body limit of other calls', async () => {
      const product = await createProduct(app);
      const codes = voucherCodes(10_000, 'BULK-IMPORT-CODE');
      const body = { codes: codes.map((code) => ({ value: 250, code })) };
      expect(JSON.stringify(body).length).toBeGreaterThan(102_400);
      const res = await ops(app, 'POST', `products/${product.product_id}/codes`, body);
      expect(res.body).toEqual({ status: 'S', imported: 10_000 });
      const tooMany = await importJson(
        product.product_id,
        [...codes, 'ONE-MORE-CODE'].map((code) => ({ value: 250, code })),
      );
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.body.message).toBe('codes may hold at most 10,000 rows per import');
    });

    it('still refuses a body over its own limit with 413', async () => {
      const product = await createProduct(app);
      const res = await importCsv(product.product_id, `100,${'C'.repeat(60)}\n`.repeat(40_000));
      expect(res.statusCode).toBe(413);
      expect(res.body).toMatchObject({ status: 'E', message: 'Request body is too large' });
      expect(await storedCodes(product.product_id)).toBe(0);
    });

    it('changes nothing when the file holds a code twice, and names the row', async () => {
      const product = await createProduct(app);
      const [a, b] = voucherCodes(2, 'DUP');
      const res = await importJson(product.product_id, [
        { value: 100, code: a },
        { value: 100, code: b },
        { value: 250, code: ` ${a}` },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({
        status: 'E',
        message: 'Row 3: the same code as row 1',
        code: 'CODE_IMPORT_INVALID',
      });
      expect(await storedCodes(product.product_id)).toBe(0);
    });

    it('refuses a code already stocked under another product, storing none of the file', async () => {
      const first = await createProduct(app);
      const [taken] = await stockCodes(app, first.product_id, 100, 1);
      const second = await createProduct(app);
      const [fresh] = voucherCodes(1);
      const res = await importCsv(second.product_id, `100,${fresh}\n250,${taken}\n`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({
        status: 'E',
        message: 'Row 2: this code is already stocked',
        code: 'CODE_IMPORT_INVALID',
      });
      expect(await storedCodes(second.product_id)).toBe(0);
      expect(await rowsHolding(fresh)).toBe(0);
    });

    it('names the first bad row whichever check finds it', async () => {
      const product = await createProduct(app);
      const [taken] = await stockCodes(app, product.product_id, 100, 1);
      const [a, b] = voucherCodes(2);
      const res = await importJson(product.product_id, [
        { value: 100, code: a },
        { value: 100, code: taken },
        { value: 100, code: 'x' },
        { value: 100, code: b },
      ]);
      expect(res.body.message).toBe('Row 2: this code is already stocked');
    });

    it.each<[string, string, string]>([
      [
        'a face value the product lacks',
        '100,GOOD-CODE-1\n999,GOOD-CODE-2',
        'Row 2: this voucher has no denomination of 999',
      ],
      [
        'a code shorter than 4 characters',
        'value,code\n100,abc',
        'Row 1: code must be 4 to 64 printable characters',
      ],
      [
        'a code longer than 64 characters',
        `100,${'C'.repeat(65)}`,
        'Row 1: code must be 4 to 64 printable characters',
      ],
      [
        'a code with a control character',
        '100,GOOD\tCODE',
        'Row 1: code must be 4 to 64 printable characters',
      ],
      [
        'a value that is not a number',
        '100,GOOD-CODE-1\nten,GOOD-CODE-2',
        'Row 2: value must be a whole number',
      ],
      ['a line without a code', '100', 'Row 1: expected two fields, "value,code"'],
      [
        'a line with three fields',
        '100,GOOD-CODE-1,extra',
        'Row 1: expected two fields, "value,code"',
      ],
    ])('refuses %s in a CSV without echoing the code', async (_name, csv, message) => {
      const product = await createProduct(app);
      const res = await importCsv(product.product_id, csv);
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({ status: 'E', message, code: 'CODE_IMPORT_INVALID' });
      expect(res.body.message).not.toMatch(/GOOD|abc|CCCC/);
      expect(await storedCodes(product.product_id)).toBe(0);
    });

    it.each<[string, unknown, string]>([
      ['an empty list', { codes: [] }, 'codes must not be empty'],
      ['no list', {}, 'codes must be a list of { value, code }'],
      [
        'a value that is not a number',
        { codes: [{ value: '100', code: 'GOOD-CODE' }] },
        'codes value must be a whole number',
      ],
      [
        'a code that is not text',
        { codes: [{ value: 100, code: 12345 }] },
        'codes code must be text',
      ],
    ])('refuses JSON with %s with 400 naming the field', async (_name, body, message) => {
      const product = await createProduct(app);
      const res = await ops(app, 'POST', `products/${product.product_id}/codes`, body as object);
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({ status: 'E', message, code: 'VALIDATION_FAILED' });
    });

    it('refuses an empty CSV with the same message as an empty list', async () => {
      const product = await createProduct(app);
      const res = await importCsv(product.product_id, 'value,code\n');
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe('codes must not be empty');
    });

    it('answers 404 for an unknown product', async () => {
      const res = await importJson(2_000_000_000, [{ value: 100, code: 'GOOD-CODE' }]);
      expect(res.statusCode).toBe(404);
      expect(res.body.code).toBe('PRODUCT_NOT_FOUND');
      expect((await ops(app, 'GET', 'products/2000000000/codes')).statusCode).toBe(404);
    });

    it('lets one of two imports racing for the same code win, the other names the row', async () => {
      const [a, b] = [await createProduct(app), await createProduct(app)];
      const shared = voucherCodes(50, 'RACE');
      const [x, y] = await Promise.all([
        importJson(
          a.product_id,
          shared.map((code) => ({ value: 100, code })),
        ),
        importJson(b.product_id, [
          ...voucherCodes(3).map((code) => ({ value: 250, code })),
          ...shared.map((code) => ({ value: 100, code })),
        ]),
      ]);
      const answers = [x, y].map((r) => r.statusCode).sort();
      expect(answers).toEqual([200, 400]);
      const refused = x.statusCode === 400 ? x : y;
      expect(refused.body.message).toBe(
        refused === x
          ? 'Row 1: this code is already stocked'
          : 'Row 4: this code is already stocked',
      );
      const [{ n }] = await dataSource.query(
        `SELECT count(*)::int AS n FROM voucher_codes c JOIN product_denominations d ON d.id = c.denomination_id
          WHERE d.product_id = ANY($1::int[])`,
        [[a.product_id, b.product_id]],
      );
      expect(n).toBe(refused === x ? 53 : 50);
    });

    it('keeps text/csv an unsupported media type on every other call', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/page_view',
        headers: { 'api-key': API_KEY, 'content-type': 'text/csv' },
        payload: 'path\n/faq',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        status: 'E',
        message: 'Content-Type must be application/json',
      });
    });
  });

  describe('retiring codes', () => {
    it('retires the oldest available codes of a denomination, up to the count', async () => {
      const product = await createProduct(app);
      await stockCodes(app, product.product_id, 100, 5);
      await stockCodes(app, product.product_id, 250, 2);
      const ids = async (state: 'stocked' | 'retired') =>
        (
          await dataSource.query(
            `SELECT c.id FROM voucher_codes c JOIN product_denominations d ON d.id = c.denomination_id
              WHERE d.product_id = $1 AND d.face_value = 100
                AND CASE $2 WHEN 'retired' THEN c.retired_at IS NOT NULL
                    ELSE EXISTS (SELECT 1 FROM voucher_stock s WHERE s.code_id = c.id) END
              ORDER BY c.id`,
            [product.product_id, state],
          )
        ).map((r: { id: string }) => r.id);
      const before = await ids('stocked');

      const res = await ops(app, 'POST', `products/${product.product_id}/codes/retire`, {
        value: 100,
        count: 3,
      });
      expect(res.body).toEqual({ status: 'S', retired: 3 });
      expect(await ids('retired')).toEqual(before.slice(0, 3));
      expect(await ids('stocked')).toEqual(before.slice(3));

      const rest = await ops(app, 'POST', `products/${product.product_id}/codes/retire`, {
        value: 100,
        count: 10,
      });
      expect(rest.body).toEqual({ status: 'S', retired: 2 });
      expect((await counts(product.product_id)).denominations).toEqual([
        { value: 100, price: 1_000, available: 0, sold: 0, retired: 5 },
        { value: 250, price: 2_400, available: 2, sold: 0, retired: 0 },
        { value: 500, price: 4_500, available: 0, sold: 0, retired: 0 },
      ]);
    });

    it('names an unknown denomination and refuses a bad count', async () => {
      const product = await createProduct(app);
      const unknown = await ops(app, 'POST', `products/${product.product_id}/codes/retire`, {
        value: 999,
        count: 1,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body.code).toBe('DENOMINATION_NOT_FOUND');
      const zero = await ops(app, 'POST', `products/${product.product_id}/codes/retire`, {
        value: 100,
        count: 0,
      });
      expect(zero.statusCode).toBe(400);
      expect(zero.body.message).toBe('count must be 1 or more');
    });
  });
});
