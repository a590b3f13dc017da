import { DataSource } from 'typeorm';
import { CatalogService, searchTerm } from './catalog.service';
import { CatalogSort } from './dto/catalog.dto';
import { ProductsRepository } from './products.repository';

type Answer = (params: unknown[]) => unknown[];

/**
 * A DataSource whose query() answers only the statements a test set up, matched by a
 * fragment of their SQL; any other statement fails the test. The service reads it through its
 * real repository, so the SQL asserted here is ProductsRepository's.
 */
function database(answers: [RegExp, Answer][]) {
  const calls: { sql: string; params: unknown[] }[] = [];
  const query = jest.fn(async (sql: string, params: unknown[] = []) => {
    calls.push({ sql, params });
    const answer = answers.find(([pattern]) => pattern.test(sql));
    if (!answer) throw new Error(`unexpected query: ${sql}`);
    return answer[1](params);
  });
  return { dataSource: { query } as unknown as DataSource, calls };
}

const PAGE = /FROM products p\s+(WHERE[\s\S]*)?ORDER BY/;
const COUNT = /SELECT count\(\*\)::int AS total FROM products p/;
const FILTER = /min\(price\)/;
const DENOMINATIONS = /FROM product_denominations d/;

const product = (id: number, price: number) => ({
  id,
  title: `Card ${id}`,
  sub_title: 'A voucher',
  category: 'Shopping',
  thumb_img: 'shopping',
  price,
  currency_type: 'PLATFORM',
  btn_text: 'Redeem',
  denomination: '100,500',
  expires_in: '12 months',
  coupon_type: 'code',
  coupon_details: 'details',
  how_to_redeem: 'steps',
  terms_and_conditions: 'terms',
  redeem_link: '',
});

function catalog(rows = [product(7, 150), product(3, 900)], total = 2, catalogTotal = 40) {
  const db = database([
    [PAGE, () => rows],
    [COUNT, () => [{ total }]],
    [
      FILTER,
      () => [
        { min_price: 150, max_price: 900, total: catalogTotal, categories: ['Food', 'Shopping'] },
      ],
    ],
    [
      DENOMINATIONS,
      () => [
        { product_id: 7, value: 100, price: 150, quantity: 3 },
        { product_id: 7, value: 500, price: 700, quantity: 0 },
      ],
    ],
  ]);
  return {
    service: new CatalogService(new ProductsRepository(db.dataSource)),
    calls: db.calls,
  };
}

describe('searchTerm', () => {
  it.each<[string | undefined, string | null]>([
    [undefined, null],
    ['', null],
    ['ab', null],
    ['  ab  ', null],
    ['abc', 'abc'],
    ['  Amazon Pay ', 'Amazon Pay'],
    ['50%_off', '50\\%\\_off'],
    ['a\\b', 'a\\\\b'],
    ['日本語', '日本語'],
  ])('%j → %j', (search, term) => {
    expect(searchTerm(search)).toBe(term);
  });
});

describe('CatalogService.page', () => {
  it('answers the page with each product’s denominations and summed stock, read in one query', async () => {
    const { service, calls } = catalog();
    const page = await service.page({ categories: ['Shopping'] });
    expect(page.total_count).toBe(2);
    expect(page.filter).toEqual({
      min_price: 150,
      max_price: 900,
      catagory_data: [{ categories: 'Food' }, { categories: 'Shopping' }],
    });
    expect(page.products.map((p) => [p.product_id, p.quantity, p.denominations])).toEqual([
      [
        7,
        3,
        [
          { value: 100, price: 150, quantity: 3 },
          { value: 500, price: 700, quantity: 0 },
        ],
      ],
      [3, 0, []],
    ]);
    const denominationQueries = calls.filter((c) => DENOMINATIONS.test(c.sql));
    expect(denominationQueries).toHaveLength(1);
    expect(denominationQueries[0].params).toEqual([[7, 3]]);
    expect(denominationQueries[0].sql).toMatch(/GROUP BY d\.id/);
  });

  it('asks for no denominations when the page is empty', async () => {
    const { service, calls } = catalog([], 0);
    expect((await service.page({ page: 5 })).products).toEqual([]);
    expect(calls.some((c) => DENOMINATIONS.test(c.sql))).toBe(false);
  });

  it('pages 28 at a time from page 1 by default', async () => {
    const { service, calls } = catalog();
    await service.page({});
    expect(calls.find((c) => PAGE.test(c.sql))!.params).toEqual([28, 0]);
    await service.page({ page: 3, limit: 10 });
    expect(calls.filter((c) => PAGE.test(c.sql))[1].params).toEqual([10, 20]);
  });

  it('filters the page and its count alike, searching the indexed expression with ILIKE', async () => {
    const { service, calls } = catalog();
    await service.page({
      minPrice: 100,
      maxPrice: 800,
      categories: ['Food', 'Travel'],
      search: ' 50%_off ',
    });
    const pageCall = calls.find((c) => PAGE.test(c.sql))!;
    const countCall = calls.find((c) => COUNT.test(c.sql))!;
    const where =
      "WHERE p.price >= $1 AND p.price <= $2 AND p.category = ANY($3::text[]) AND (p.title || ' ' || p.sub_title || ' ' || p.category) ILIKE '%' || $4 || '%'";
    expect(pageCall.sql).toContain(where);
    expect(countCall.sql).toContain(where);
    const params = [100, 800, ['Food', 'Travel'], '50\\%\\_off'];
    expect(pageCall.params).toEqual([...params, 28, 0]);
    expect(countCall.params).toEqual(params);
  });

  it('leaves out what is not asked for: no categories, a short search', async () => {
    const { service, calls } = catalog();
    await service.page({ categories: [], search: 'ab' });
    expect(calls.find((c) => PAGE.test(c.sql))!.sql).not.toContain('WHERE');
  });

  it('counts an unfiltered page from the catalog summary, without a count query', async () => {
    const { service, calls } = catalog([product(7, 150)], 2, 40);
    expect((await service.page({})).total_count).toBe(40);
    expect(calls.some((c) => COUNT.test(c.sql))).toBe(false);
  });

  it('reads the filter data once for the shoppers of the next few seconds, afresh after productsChanged()', async () => {
    const { service, calls } = catalog();
    await Promise.all([service.page({}), service.page({ search: 'amazon' })]);
    await service.page({ page: 2 });
    expect(calls.filter((c) => FILTER.test(c.sql))).toHaveLength(1);
    service.productsChanged();
    await service.page({});
    expect(calls.filter((c) => FILTER.test(c.sql))).toHaveLength(2);
  });

  it.each<[CatalogSort | undefined, string]>([
    ['price_low_high', 'ORDER BY p.price, p.id'],
    ['price_high_low', 'ORDER BY p.price DESC, p.id DESC'],
    ['newest', 'ORDER BY p.created_at DESC, p.id DESC'],
    ['popular', 'ORDER BY p.sold_count DESC, p.id'],
    [undefined, 'ORDER BY p.created_at DESC, p.id DESC'],
  ])('sorts %s with the product id breaking ties', async (sort, orderBy) => {
    const { service, calls } = catalog();
    await service.page({ sort });
    expect(calls.find((c) => PAGE.test(c.sql))!.sql.replace(/\s+/g, ' ')).toContain(orderBy);
  });

  it.each([
    [250, 250],
    [undefined, 0],
  ])(
    'sorts affordable by the distance from a balance of %p (sent as %p), the product id breaking ties',
    async (balance, sent) => {
      const { service, calls } = catalog();
      await service.page({ sort: 'affordable', balance });
      const page = calls.find((c) => PAGE.test(c.sql))!;
      expect(page.sql.replace(/\s+/g, ' ')).toContain(
        'ORDER BY p.price > $3::int, CASE WHEN p.price <= $3::int THEN -p.price ELSE p.price END, p.id',
      );
      expect(page.params).toEqual([28, 0, sent]);
    },
  );
});

describe('CatalogService.view', () => {
  it('names a product that does not exist', async () => {
    const { dataSource } = database([[/WHERE p\.id = \$1/, () => []]]);
    await expect(
      new CatalogService(new ProductsRepository(dataSource)).view(42),
    ).rejects.toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      message: 'Product 42 not found.',
    });
  });
});
