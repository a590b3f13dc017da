import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../common/query-rows';
import { isUniqueViolation } from '../../common/unique-violation';
import { CatalogService } from './catalog.service';
import { CodeImportRow, firstRowProblem, MAX_CODES_PER_IMPORT, RowProblem } from './code-import';
import { ProductViewDto } from './dto/catalog.dto';
import { DenominationCountsDto } from './dto/inventory.dto';
import { CurrencyType } from './entities/product.entity';
import { shopErrors } from './shop.errors';
import { StockBroadcast } from './stock-broadcast';
import { VoucherCodeVault } from './voucher-code-vault';

export interface NewProduct {
  title: string;
  subTitle: string;
  category: string;
  thumbImg: string;
  currencyType: CurrencyType;
  btnText?: string;
  expiresIn: string;
  couponType: string;
  couponDetails: string;
  howToRedeem: string;
  termsAndConditions: string;
  redeemLink?: string;
  /** Distinct face values, each with its coin price. */
  denominations: { value: number; price: number }[];
}

const STOCKED = 'this code is already stocked';

/**
 * The operators' side of the shop: products with their denominations, and the encrypted code
 * stock. A code passes through here in clear only on its way into the vault; no answer, error
 * or log line of this service carries one.
 */
@Injectable()
export class InventoryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly vault: VoucherCodeVault,
    private readonly catalog: CatalogService,
    private readonly stock: StockBroadcast,
  ) {}

  /**
   * Creates a product with its denominations. Its price (the cheapest denomination) and its
   * denomination list (ascending) are written with them: the catalog filters and sorts on both.
   */
  async createProduct(input: NewProduct): Promise<ProductViewDto> {
    const denominations = [...input.denominations].sort((a, b) => a.value - b.value);
    if (!denominations.length) throw new Error('A product needs at least one denomination');
    const id = await this.dataSource.transaction(async (manager) => {
      const [{ id }] = await manager.query<{ id: number }[]>(
        `INSERT INTO products (title, sub_title, category, thumb_img, price, currency_type, btn_text,
                               denomination, expires_in, coupon_type, coupon_details, how_to_redeem,
                               terms_and_conditions, redeem_link)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
        [
          input.title.trim(),
          input.subTitle.trim(),
          input.category.trim(),
          input.thumbImg,
          Math.min(...denominations.map((d) => d.price)),
          input.currencyType,
          input.btnText?.trim() || 'Redeem',
          denominations.map((d) => d.value).join(','),
          input.expiresIn.trim(),
          input.couponType.trim(),
          input.couponDetails,
          input.howToRedeem,
          input.termsAndConditions,
          input.redeemLink?.trim() ?? '',
        ],
      );
      await manager.query(
        `INSERT INTO product_denominations (product_id, face_value, price)
         SELECT $1, value, price FROM unnest($2::int[], $3::int[]) AS d(value, price)`,
        [id, denominations.map((d) => d.value), denominations.map((d) => d.price)],
      );
      return id;
    });
    this.catalog.productsChanged();
    return this.catalog.view(id);
  }

  /**
   * Stocks codes for a product's denominations, all or nothing. Refuses, naming the first bad
   * row: a face value the product lacks, a code that is not 4–64 printable characters, a code
   * twice in the file, a code already stocked (under any product). Returns how many were stored.
   */
  async importCodes(productId: number, rows: CodeImportRow[]): Promise<number> {
    if (rows.length > MAX_CODES_PER_IMPORT) {
      throw shopErrors.codeImportInvalid(
        MAX_CODES_PER_IMPORT + 1,
        `an import holds at most ${MAX_CODES_PER_IMPORT.toLocaleString('en')} codes`,
      );
    }
    const denominationIds = await this.denominationIds(productId);
    const { checked, problem } = firstRowProblem(rows, new Set(denominationIds.keys()));
    const sealed = rows.slice(0, checked).map((r) => this.vault.seal(r.code));
    const hashes = sealed.map((s) => s.hash);
    let imported: number;
    try {
      imported = await this.dataSource.transaction(async (manager) => {
        const stocked = await this.firstStocked(manager, hashes);
        // The first bad row wins, whichever check found it.
        const first = [stocked, problem]
          .filter((p): p is RowProblem => p !== null)
          .sort((a, b) => a.row - b.row)[0];
        if (first) throw shopErrors.codeImportInvalid(first.row, first.problem);
        if (!rows.length) return 0;
        // In hash order, so two imports sharing codes wait on each other instead of deadlocking.
        await manager.query(
          `WITH stocked AS (
             INSERT INTO voucher_codes (denomination_id, code_hash, code_cipher, key_id)
             SELECT denomination_id, code_hash, code_cipher, key_id
               FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])
                    AS r(denomination_id, code_hash, code_cipher, key_id)
              ORDER BY code_hash
             RETURNING id, denomination_id)
           INSERT INTO voucher_stock (code_id, denomination_id)
           SELECT id, denomination_id FROM stocked`,
          [
            rows.map((r) => denominationIds.get(r.value)),
            hashes,
            sealed.map((s) => s.cipher),
            sealed.map((s) => s.keyId),
          ],
        );
        return rows.length;
      });
    } catch (err) {
      // Another import stocked one of these codes between our check and our insert.
      if (isUniqueViolation(err)) {
        const raced = await this.firstStocked(this.dataSource.manager, hashes);
        if (raced) throw shopErrors.codeImportInvalid(raced.row, raced.problem);
      }
      throw err;
    }
    await this.stock.stockChanged([
      ...new Set(rows.map((r) => denominationIds.get(r.value) as number)),
    ]);
    return imported;
  }

  /**
   * Each denomination's codes by state (ascending by value): available = in stock, retired =
   * retired_at set, sold = the rest (a code leaves the stock only with its order or retired).
   */
  async counts(productId: number): Promise<DenominationCountsDto[]> {
    await this.denominationIds(productId);
    return this.dataSource.query<DenominationCountsDto[]>(
      `SELECT d.face_value AS value, d.price,
              count(s.code_id)::int AS available,
              count(c.id) FILTER (WHERE s.code_id IS NULL AND c.retired_at IS NULL)::int AS sold,
              count(c.id) FILTER (WHERE c.retired_at IS NOT NULL)::int AS retired
         FROM product_denominations d
         LEFT JOIN voucher_codes c ON c.denomination_id = d.id
         LEFT JOIN voucher_stock s ON s.code_id = c.id
        WHERE d.product_id = $1
        GROUP BY d.id
        ORDER BY d.face_value`,
      [productId],
    );
  }

  /**
   * Retires up to `count` unsold codes of a denomination, oldest first. Codes a buyer holds
   * locked are skipped rather than waited for: the buyer gets theirs, we retire the next ones.
   */
  async retire(productId: number, value: number, count: number): Promise<number> {
    const denominationId = (await this.denominationIds(productId)).get(value);
    if (denominationId === undefined) throw shopErrors.denominationNotFound(value);
    const retired = queryRows<{ id: string }>(
      await this.dataSource.query(
        `WITH unstocked AS (
           DELETE FROM voucher_stock
            WHERE code_id IN (SELECT code_id FROM voucher_stock
                               WHERE denomination_id = $1
                               ORDER BY code_id LIMIT $2
                               FOR UPDATE SKIP LOCKED)
           RETURNING code_id)
         UPDATE voucher_codes SET retired_at = now()
          WHERE id IN (SELECT code_id FROM unstocked)
          RETURNING id`,
        [denominationId, count],
      ),
    );
    if (retired.length) await this.stock.stockChanged([denominationId]);
    return retired.length;
  }

  /** The product's denomination ids by face value; throws when the product does not exist. */
  private async denominationIds(productId: number): Promise<Map<number, number>> {
    const rows = await this.dataSource.query<{ id: number | null; face_value: number | null }[]>(
      `SELECT d.id, d.face_value FROM products p
         LEFT JOIN product_denominations d ON d.product_id = p.id
        WHERE p.id = $1`,
      [productId],
    );
    if (!rows.length) throw shopErrors.productNotFound(productId);
    return new Map(
      rows.filter((r) => r.id !== null).map((r) => [r.face_value as number, r.id as number]),
    );
  }

  /** The first row (of `hashes`, in file order) whose code is stocked already, if any. */
  private async firstStocked(manager: EntityManager, hashes: string[]): Promise<RowProblem | null> {
    if (!hashes.length) return null;
    const found = await manager.query<{ code_hash: string }[]>(
      `SELECT code_hash FROM voucher_codes WHERE code_hash = ANY($1::char(64)[])`,
      [hashes],
    );
    if (!found.length) return null;
    const taken = new Set(found.map((f) => f.code_hash));
    return { row: hashes.findIndex((h) => taken.has(h)) + 1, problem: STOCKED };
  }
}
