import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/postgres/unique-violation';
import { CatalogService } from './catalog.service';
import { CodeImportRow, firstRowProblem, MAX_CODES_PER_IMPORT, RowProblem } from './code-import';
import { ProductViewDto } from './dto/catalog.dto';
import { DenominationCountsDto } from './dto/inventory.dto';
import { CurrencyType } from './entities/product.entity';
import { ProductsRepository } from './products.repository';
import { shopErrors } from './shop.errors';
import { StockBroadcast } from './stock-broadcast';
import { VoucherCodeVault } from './voucher-code-vault';
import { VoucherCodesRepository } from './voucher-codes.repository';

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
    private readonly products: ProductsRepository,
    private readonly codes: VoucherCodesRepository,
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
      const id = await this.products.insertProduct(manager, {
        title: input.title.trim(),
        subTitle: input.subTitle.trim(),
        category: input.category.trim(),
        thumbImg: input.thumbImg,
        price: Math.min(...denominations.map((d) => d.price)),
        currencyType: input.currencyType,
        btnText: input.btnText?.trim() || 'Redeem',
        denomination: denominations.map((d) => d.value).join(','),
        expiresIn: input.expiresIn.trim(),
        couponType: input.couponType.trim(),
        couponDetails: input.couponDetails,
        howToRedeem: input.howToRedeem,
        termsAndConditions: input.termsAndConditions,
        redeemLink: input.redeemLink?.trim() ?? '',
      });
      await this.products.insertDenominations(manager, id, denominations);
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
        await this.codes.insertCodes(
          manager,
          rows.map((r, i) => ({
            denominationId: denominationIds.get(r.value) as number,
            hash: hashes[i],
            cipher: sealed[i].cipher,
            keyId: sealed[i].keyId,
          })),
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
    return this.codes.countsByDenomination(productId);
  }

  /**
   * Retires up to `count` unsold codes of a denomination, oldest first. Codes a buyer holds
   * locked are skipped rather than waited for: the buyer gets theirs, we retire the next ones.
   */
  async retire(productId: number, value: number, count: number): Promise<number> {
    const denominationId = (await this.denominationIds(productId)).get(value);
    if (denominationId === undefined) throw shopErrors.denominationNotFound(value);
    const retired = await this.codes.retire(denominationId, count);
    if (retired.length) await this.stock.stockChanged([denominationId]);
    return retired.length;
  }

  /** The product's denomination ids by face value; throws when the product does not exist. */
  private async denominationIds(productId: number): Promise<Map<number, number>> {
    const rows = await this.products.denominationsOf(productId);
    if (!rows.length) throw shopErrors.productNotFound(productId);
    return new Map(
      rows.filter((r) => r.id !== null).map((r) => [r.face_value as number, r.id as number]),
    );
  }

  /** The first row (of `hashes`, in file order) whose code is stocked already, if any. */
  private async firstStocked(manager: EntityManager, hashes: string[]): Promise<RowProblem | null> {
    if (!hashes.length) return null;
    const found = await this.codes.stockedHashes(manager, hashes);
    if (!found.length) return null;
    const taken = new Set(found);
    return { row: hashes.findIndex((h) => taken.has(h)) + 1, problem: STOCKED };
  }
}
