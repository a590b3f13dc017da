import autocannon from 'autocannon';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { createApp } from '../../../backend/src/app.factory';
import { APP_CONFIG, AppConfig } from '../../../backend/src/config/env';
import { CatalogQuery, CatalogService } from '../../../backend/src/modules/shop/catalog.service';
import { inParallel, machine, pct } from '../bench-kit';
import { Call, cannonRequests } from '../load';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Pages asked of the service alone (no HTTP). */
const SERVICE_PAGES = 10_000;

const CATEGORIES = [
  ['Shopping', 'shopping'],
  ['Fashion', 'fashion'],
  ['Food', 'food'],
  ['Entertainment', 'entertainment'],
  ['Music', 'music'],
  ['Travel', 'travel'],
  ['Gaming', 'gaming'],
  ['Electronics', 'electronics'],
  ['Mobile Recharge', 'mobile-recharge'],
];
// 40 brands: each one's name is in 1 product of 40 (250 of 10,000), spread over every category.
const BRANDS = [
  'Amazon',
  'Flipkart',
  'Myntra',
  'Nykaa',
  'Ajio',
  'Swiggy',
  'Zomato',
  'Dominos',
  'Starbucks',
  'BookMyShow',
  'Netflix',
  'Hotstar',
  'Spotify',
  'JioSaavn',
  'Uber',
  'MakeMyTrip',
  'Ola',
  'GooglePlay',
  'Steam',
  'PlayStation',
  'Xbox',
  'Croma',
  'RelianceDigital',
  'Jio',
  'Airtel',
  'Vodafone',
  'BigBasket',
  'Blinkit',
  'Zepto',
  'Meesho',
  'Tanishq',
  'Decathlon',
  'IKEA',
  'Lenskart',
  'Pharmeasy',
  'Cleartrip',
  'Yatra',
  'Gaana',
  'Audible',
  'Kindle',
];
const KINDS = ['Gift Card', 'E-Voucher', 'Top-up', 'Wallet Code', 'Coupon'];

/** The filtered, searched and sorted page the bench asks for: page `p` of one brand's search. */
function searchedQuery(i: number): CatalogQuery {
  const brand = BRANDS[(i * 7) % BRANDS.length];
  return {
    page: 1 + (i % 2),
    limit: 28,
    minPrice: 500,
    maxPrice: 40_000,
    categories: [CATEGORIES[i % 9][0], CATEGORIES[(i + 4) % 9][0], CATEGORIES[(i + 7) % 9][0]],
    sort: 'price_low_high',
    // Part of the brand's name, in another case: a substring search, as shoppers type.
    search: brand.slice(0, Math.max(4, brand.length - 2)).toLowerCase(),
  };
}

/**
 * POST /api/get_products at PRODUCTS vouchers (three denominations each, a few codes per
 * denomination) from CLIENTS concurrent clients: a filtered + searched + sorted page and the
 * default first page, beside GET /api/health in the same run; then the search query's plan.
 */
export async function shopCatalog(): Promise<string> {
  // The bench is one client IP; its limit would otherwise answer 429.
  process.env.RATE_LIMIT_PER_MINUTE = '1000000';
  process.env.SERVE_WEB = 'false';
  const app = await createApp();
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const config = app.get<AppConfig>(APP_CONFIG);
  const dataSource = app.get(DataSource);

  const tLoad = performance.now();
  await loadCatalog(dataSource);
  const loadSeconds = (performance.now() - tLoad) / 1000;
  const [{ codes }] = await dataSource.query(`SELECT count(*)::int AS codes FROM voucher_codes`);

  const request = (body: object) => ({
    method: 'POST' as const,
    path: '/api/get_products',
    headers: { 'content-type': 'application/json', 'api-key': config.apiKey },
    body: JSON.stringify(body),
  });
  const searchedBody = (i: number) => {
    const q = searchedQuery(i);
    return {
      page: q.page,
      limit: q.limit,
      filter_data: {
        min_price: q.minPrice,
        max_price: q.maxPrice,
        catagory_fliter: q.categories,
        sortby: q.sort,
        search: q.search,
      },
    };
  };
  // One answer checked in full before the load: a full page of matching products with stock.
  const sample = (await (
    await fetch(`${base}/api/get_products`, { ...request(searchedBody(0)) })
  ).json()) as {
    products: { title: string; category: string; denominations: unknown[] }[];
    total_count: number;
  };
  const sampleQuery = searchedQuery(0);
  if (
    sample.products.length !== 28 ||
    !sample.products.every(
      (p) =>
        p.title.toLowerCase().includes(sampleQuery.search!) &&
        sampleQuery.categories!.includes(p.category) &&
        p.denominations.length === 3,
    )
  ) {
    throw new Error(`Unexpected catalog answer: ${JSON.stringify(sample).slice(0, 300)}`);
  }

  (globalThis as { gc?: () => void }).gc?.();
  // The load runs in a worker thread, so the clients do not share the server's event loop.
  // A fixed time per row: in a worker thread autocannon reports a run of N requests as lasting
  // whole seconds, which would skew requests/s by up to a second's worth.
  const load = (calls: Call[], duration: number) =>
    autocannon({
      url: base,
      connections: CLIENTS,
      duration,
      workers: 1,
      requests: cannonRequests(calls),
    });
  const healthRequests = [{ method: 'GET' as const, path: '/api/health' }];
  const searchedRequests = Array.from({ length: 200 }, (_, i) => request(searchedBody(i)));
  const defaultRequests = [request({})];
  await load(healthRequests, 2);
  await load(searchedRequests, 2);
  await load(defaultRequests, 2);
  const health = await load(healthRequests, SECONDS);
  const searched = await load(searchedRequests, SECONDS);
  const firstPage = await load(defaultRequests, SECONDS);
  const wrong = [health, searched, firstPage].reduce((n, r) => n + r.non2xx + r.errors, 0);

  // The same pages from the service alone (no HTTP, no guards), to show where the time goes.
  const catalog = app.get(CatalogService);
  const tService = performance.now();
  const serviceLatencies = await inParallel(SERVICE_PAGES, CLIENTS, async (i) => {
    await catalog.page(searchedQuery(i % 200));
  });
  const serviceSeconds = (performance.now() - tService) / 1000;

  const plans = await explainPage(dataSource, catalog, searchedQuery(0));
  await app.close();

  const perRequest = (r: autocannon.Result) => r.duration / r.requests.total;
  const row = (name: string, r: autocannon.Result) =>
    `| ${name} | ${(r.requests.total / r.duration).toFixed(0)} | ${r.latency.p50.toFixed(1)} | ${r.latency.p99.toFixed(1)} | ${(perRequest(r) / perRequest(health)).toFixed(2)}× |`;
  const q = searchedQuery(0);
  const usesIndex = plans.page.includes('products_search_idx');
  return [
    '# Benchmark: shop catalog at scale',
    '',
    `${machine()} ${PRODUCTS.toLocaleString('en')} vouchers in ${CATEGORIES.length} categories, 3 denominations each, ${codes.toLocaleString('en')} codes in stock (0–3 per denomination); loaded with bulk SQL in ${loadSeconds.toFixed(1)} s.`,
    '',
    `${SECONDS} s of HTTP requests per row from ${CLIENTS} concurrent clients (autocannon in a worker thread, keep-alive) on the same 2-core machine as the API, after 2 s of warm-up each. Searched page: POST /api/get_products with a price range, three categories, sort price_low_high and a search for part of one of 40 brand names (each brand is in 250 products), pages 1 and 2 of 200 such bodies, e.g. \`${JSON.stringify(searchedBody(0))}\` (${sample.total_count} matches). Each answer is 28 products with their denominations and live stock. First page: an empty body (newest first, no filter).`,
    '',
    '| endpoint | requests/s | p50 ms | p99 ms | time per request / health |',
    '|---|---|---|---|---|',
    row('GET /api/health (one PostgreSQL and one Redis round trip)', health),
    row('filtered + searched + sorted page (28 products)', searched),
    row('first page, no filter (28 products)', firstPage),
    '',
    `Errors and non-2xx answers: ${wrong}. Per request the catalog runs four statements: the page and its count (in parallel with the filter data: price range and categories) and then one grouped count of the page's denominations' available codes.`,
    '',
    `The searched page from \`CatalogService.page\` alone (same ${CLIENTS} in flight, no HTTP, api-key, rate limit or validation): ${(SERVICE_PAGES / serviceSeconds).toFixed(0)} pages/s, p50 ${pct(serviceLatencies, 0.5).toFixed(1)} ms, p99 ${pct(serviceLatencies, 0.99).toFixed(1)} ms. The rest of the HTTP figure is the request path every call shares (the rate limit's Redis round trip, validation, the ${(JSON.stringify(sample).length / 1024).toFixed(0)} kB answer).`,
    '',
    `The search ${usesIndex ? 'uses' : '**does not use**'} the trigram index \`products_search_idx\`: \`EXPLAIN (ANALYZE, BUFFERS)\` of the page query for search "${q.search}" as the service sends it:`,
    '',
    '```',
    plans.page,
    '```',
    '',
    'and of its count:',
    '',
    '```',
    plans.count,
    '```',
    '',
    'The index serves the search right after a bulk load because it has no pending list (`fastupdate = off`, migration `1763777460000`). With GIN’s default pending list, the 10,000 fresh products sat unindexed in the list until a vacuum; every search had to scan them, and the planner, pricing that in, filtered the category and price index instead (2–3 ms per statement here instead of about 0.5 ms). The category list of the filter data hops along `products_category_price_idx` (about ten index probes) rather than reading every product.',
  ].join('\n');
}

/** PRODUCTS vouchers, their denominations (100, 250, 500) and 0–3 codes per denomination. */
async function loadCatalog(dataSource: DataSource): Promise<void> {
  await dataSource.query(
    `INSERT INTO products (title, sub_title, category, thumb_img, price, currency_type, btn_text,
                           denomination, expires_in, coupon_type, coupon_details, how_to_redeem,
                           terms_and_conditions, redeem_link, sold_count, created_at)
     SELECT ($2::text[])[1 + (g / 9) % array_length($2::text[], 1)] || ' ' || ($3::text[])[1 + g % 5] || ' ' || g,
            'Instant ' || lower(($3::text[])[1 + g % 5]) || ', redeem online',
            ($4::text[])[1 + g % 9], ($5::text[])[1 + g % 9],
            100 + (hashtext('price' || g) & 2047) * 10, 'INR', 'Redeem', '100,250,500', '12 months',
            'code', 'One code per order.', 'Paste the code at checkout.', 'Brand terms apply.', '',
            abs(hashtext('sold' || g)) % 500, now() - g * interval '1 minute'
       FROM generate_series(1, $1) g`,
    [PRODUCTS, BRANDS, KINDS, CATEGORIES.map((c) => c[0]), CATEGORIES.map((c) => c[1])],
  );
  await dataSource.query(
    `INSERT INTO product_denominations (product_id, face_value, price)
     SELECT p.id, v, p.price * v / 100 FROM products p, unnest(ARRAY[100, 250, 500]) v`,
  );
  // Stock is counted, never read: random bytes stand in for sealed codes.
  await dataSource.query(
    `INSERT INTO voucher_codes (denomination_id, code_hash, code_cipher, key_id)
     SELECT d.id, encode(sha256(('bench:' || d.id || ':' || n)::bytea), 'hex'),
            encode(sha256(('cipher:' || d.id || ':' || n)::bytea), 'base64'), 'bench'
       FROM product_denominations d, generate_series(1, 3) n
      WHERE n <= abs(hashtext('stock' || d.id)) % 4`,
  );
  await dataSource.query(
    `INSERT INTO voucher_stock (code_id, denomination_id) SELECT id, denomination_id FROM voucher_codes`,
  );
  await dataSource.query(
    'ANALYZE products; ANALYZE product_denominations; ANALYZE voucher_codes; ANALYZE voucher_stock',
  );
}

/** EXPLAIN (ANALYZE) of the page and count statements exactly as the service sends them. */
async function explainPage(
  dataSource: DataSource,
  catalog: CatalogService,
  query: CatalogQuery,
): Promise<{ page: string; count: string }> {
  const sent: { sql: string; params: unknown[] }[] = [];
  const original = dataSource.query.bind(dataSource);
  dataSource.query = (async (sql: string, params?: unknown[]) => {
    sent.push({ sql, params: params ?? [] });
    return original(sql, params);
  }) as typeof dataSource.query;
  try {
    await catalog.page(query);
  } finally {
    dataSource.query = original;
  }
  const explain = async (match: RegExp) => {
    const statement = sent.find((s) => match.test(s.sql));
    if (!statement) throw new Error(`No statement matching ${match}`);
    const rows: { 'QUERY PLAN': string }[] = await dataSource.query(
      `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
      statement.params,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };
  return { page: await explain(/ORDER BY/), count: await explain(/count\(\*\)::int AS total/) };
}
