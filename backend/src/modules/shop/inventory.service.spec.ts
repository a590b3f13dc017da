import { DataSource } from 'typeorm';
import { parseEnv } from '../../config/env';
import { CatalogService } from './catalog.service';
import { CodeImportRow } from './code-import';
import { ProductViewDto } from './dto/catalog.dto';
import { CurrencyType } from './entities/product.entity';
import { InventoryService, NewProduct } from './inventory.service';
import { ProductsRepository } from './products.repository';
import { StockBroadcast } from './stock-broadcast';
import { VoucherCodeVault } from './voucher-code-vault';
import { VoucherCodesRepository } from './voucher-codes.repository';

/** A mock that fails the test when called without an answer set up for it. */
const strict = () =>
  jest.fn<unknown, unknown[]>((...args) => {
    throw new Error(`unexpected call with ${JSON.stringify(args).slice(0, 200)}`);
  });

const vault = new VoucherCodeVault(
  parseEnv({
    VOUCHER_CODE_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
    VOUCHER_CODE_HASH_KEY: Buffer.alloc(32, 2).toString('base64'),
  }),
);

const uniqueViolation = () =>
  Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });

function setup() {
  const query = strict();
  const managerQuery = strict();
  const outsideQuery = strict();
  const manager = { query: managerQuery };
  const dataSource = {
    query,
    manager: { query: outsideQuery },
    transaction: jest.fn(async (work: (m: typeof manager) => Promise<unknown>) => work(manager)),
  };
  const catalog = { view: strict(), productsChanged: jest.fn() };
  const stock = { stockChanged: jest.fn(async () => undefined) };
  // The real repositories over the fake DataSource: the SQL asserted here is theirs.
  const service = new InventoryService(
    dataSource as unknown as DataSource,
    new ProductsRepository(dataSource as unknown as DataSource),
    new VoucherCodesRepository(dataSource as unknown as DataSource),
    vault,
    catalog as unknown as CatalogService,
    stock as unknown as StockBroadcast,
  );
  return { service, query, managerQuery, outsideQuery, catalog, dataSource, stock };
}

/** The product's denominations as the lookup answers them: 100 → id 11, 250 → id 12. */
function hasDenominations(query: jest.Mock) {
  query.mockImplementationOnce(async () => [
    { id: 11, face_value: 100 },
    { id: 12, face_value: 250 },
  ]);
}

const rows = (...codes: [number, string][]): CodeImportRow[] =>
  codes.map(([value, code]) => ({ value, code }));

describe('InventoryService.createProduct', () => {
  const input: NewProduct = {
    title: ' Amazon Pay ',
    subTitle: 'Shop anything',
    category: 'Shopping',
    thumbImg: 'shopping',
    currencyType: CurrencyType.Platform,
    expiresIn: '12 months',
    couponType: 'code',
    couponDetails: 'details',
    howToRedeem: 'steps',
    termsAndConditions: 'terms',
    denominations: [
      { value: 500, price: 4_500 },
      { value: 100, price: 1_000 },
      { value: 250, price: 2_400 },
    ],
  };

  it('writes the cheapest price and the ascending list with the denominations, then answers the view', async () => {
    const { service, managerQuery, catalog } = setup();
    managerQuery.mockImplementationOnce(async () => [{ id: 9 }]);
    managerQuery.mockImplementationOnce(async () => []);
    const view = { product_id: 9 } as ProductViewDto;
    catalog.view.mockImplementationOnce(async () => view);

    await expect(service.createProduct(input)).resolves.toBe(view);

    const [productSql, productParams] = managerQuery.mock.calls[0] as [string, unknown[]];
    expect(productSql).toMatch(/INSERT INTO products/);
    expect(productParams).toEqual([
      'Amazon Pay',
      'Shop anything',
      'Shopping',
      'shopping',
      1_000,
      'PLATFORM',
      'Redeem',
      '100,250,500',
      '12 months',
      'code',
      'details',
      'steps',
      'terms',
      '',
    ]);
    expect(managerQuery.mock.calls[1][1]).toEqual([9, [100, 250, 500], [1_000, 2_400, 4_500]]);
    expect(catalog.view).toHaveBeenCalledWith(9);
    // The new product's category and price reach this process's filter data at once.
    expect(catalog.productsChanged).toHaveBeenCalled();
  });
});

describe('InventoryService.importCodes', () => {
  it('names a product that does not exist before reading any row', async () => {
    const { service, query } = setup();
    query.mockImplementationOnce(async () => []);
    await expect(service.importCodes(5, rows([100, 'AMZ-0001']))).rejects.toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
    });
  });

  it('stores sealed codes only, in one statement, and counts them', async () => {
    const { service, query, managerQuery, stock } = setup();
    hasDenominations(query);
    managerQuery.mockImplementationOnce(async () => []); // nothing stocked yet
    managerQuery.mockImplementationOnce(async () => []);
    const codes = rows([100, 'AMZ-0001'], [250, ' AMZ-0002 ']);

    await expect(service.importCodes(5, codes)).resolves.toBe(2);

    const [insertSql, params] = managerQuery.mock.calls[1] as [string, string[][]];
    expect(insertSql).toMatch(/INSERT INTO voucher_codes/);
    // Every stocked code joins the queue buyers take codes from.
    expect(insertSql).toMatch(/INSERT INTO voucher_stock/);
    const [denominationIds, hashes, ciphers, keyIds] = params;
    expect(denominationIds).toEqual([11, 12]);
    expect(hashes).toEqual([vault.hash('AMZ-0001'), vault.hash('AMZ-0002')]);
    expect(keyIds).toEqual(['k1', 'k1']);
    expect(JSON.stringify(params)).not.toContain('AMZ-000');
    expect(ciphers.map((cipher) => vault.open({ cipher, keyId: 'k1' }))).toEqual([
      'AMZ-0001',
      'AMZ-0002',
    ]);
    // Once committed, every instance forgets its sold-out hints for both denominations.
    expect(stock.stockChanged).toHaveBeenCalledWith([11, 12]);
  });

  it('names a stocked row that comes before a malformed one, storing nothing', async () => {
    const { service, query, managerQuery, stock } = setup();
    hasDenominations(query);
    managerQuery.mockImplementationOnce(async () => [{ code_hash: vault.hash('TAKEN-01') }]);
    const codes = rows([100, 'FRESH-01'], [100, 'TAKEN-01'], [999, 'FRESH-02']);

    const error = await service.importCodes(5, codes).catch((e: Error) => e);
    expect(error).toMatchObject({
      code: 'CODE_IMPORT_INVALID',
      message: 'Row 2: this code is already stocked',
    });
    // Only rows before the malformed one are looked up; no INSERT follows.
    expect(managerQuery.mock.calls[0][1]).toEqual([
      [vault.hash('FRESH-01'), vault.hash('TAKEN-01')],
    ]);
    expect(managerQuery).toHaveBeenCalledTimes(1);
    expect(stock.stockChanged).not.toHaveBeenCalled();
  });

  it('names a malformed row that comes before a stocked one', async () => {
    const { service, query, managerQuery } = setup();
    hasDenominations(query);
    managerQuery.mockImplementationOnce(async () => []);
    const codes = rows([100, 'FRESH-01'], [100, 'x'], [100, 'TAKEN-01']);
    await expect(service.importCodes(5, codes)).rejects.toMatchObject({
      message: 'Row 2: code must be 4 to 64 printable characters',
    });
  });

  it('names the row a racing import stocked between the check and the insert', async () => {
    const { service, query, managerQuery, outsideQuery } = setup();
    hasDenominations(query);
    managerQuery.mockImplementationOnce(async () => []);
    managerQuery.mockImplementationOnce(async () => {
      throw uniqueViolation();
    });
    outsideQuery.mockImplementationOnce(async () => [{ code_hash: vault.hash('RACE-03') }]);
    const codes = rows([100, 'RACE-01'], [250, 'RACE-02'], [100, 'RACE-03']);

    const error = await service.importCodes(5, codes).catch((e: Error) => e);
    expect(error).toMatchObject({
      code: 'CODE_IMPORT_INVALID',
      message: 'Row 3: this code is already stocked',
    });
    expect((error as Error).message).not.toContain('RACE-03');
  });

  it('lets other database errors through', async () => {
    const { service, query, managerQuery } = setup();
    hasDenominations(query);
    const down = new Error('connection terminated');
    managerQuery.mockImplementationOnce(async () => {
      throw down;
    });
    await expect(service.importCodes(5, rows([100, 'AMZ-0001']))).rejects.toBe(down);
  });

  it('refuses more than 10,000 rows without touching the database', async () => {
    const { service } = setup();
    const many = Array.from({ length: 10_001 }, (_, i) => ({ value: 100, code: `CODE-${i}` }));
    await expect(service.importCodes(5, many)).rejects.toMatchObject({
      message: 'Row 10001: an import holds at most 10,000 codes',
    });
  });
});

describe('InventoryService.retire', () => {
  it('names a denomination the product lacks and retires nothing', async () => {
    const { service, query } = setup();
    hasDenominations(query);
    await expect(service.retire(5, 500, 3)).rejects.toMatchObject({
      code: 'DENOMINATION_NOT_FOUND',
    });
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('retires up to the count of the denomination’s available codes, skipping locked ones', async () => {
    const { service, query, stock } = setup();
    hasDenominations(query);
    // TypeORM answers an UPDATE with [rows, affected].
    query.mockImplementationOnce(async () => [[{ id: '1' }, { id: '2' }], 2]);
    await expect(service.retire(5, 250, 3)).resolves.toBe(2);
    const [sql, params] = query.mock.calls[1] as [string, unknown[]];
    expect(sql).toMatch(/ORDER BY code_id LIMIT \$2\s+FOR UPDATE SKIP LOCKED/);
    expect(params).toEqual([12, 3]);
    expect(stock.stockChanged).toHaveBeenCalledWith([12]);
  });
});
