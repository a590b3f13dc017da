import { Injectable } from '@nestjs/common';
import {
  CATALOG_PAGE_SIZE,
  CatalogFilterDataDto,
  CatalogPageDto,
  CatalogSort,
  DenominationViewDto,
  ProductViewDto,
} from './dto/catalog.dto';
import { SharedResult } from '../../common/resilience/shared-result';
import { ProductRow, ProductsRepository } from './products.repository';
import { shopErrors } from './shop.errors';

/**
 * How long one reading of the whole catalog's filter data (price bounds, categories, product
 * count) serves every shopper of this process: it changes only when operators add products.
 */
export const CATALOG_SUMMARY_MS = 5_000;

/** What a shopper asks the catalog for (SPEC §3 Shop filter). */
export interface CatalogQuery {
  page?: number;
  limit?: number;
  minPrice?: number;
  maxPrice?: number;
  /** Category names; empty or absent means every category. */
  categories?: string[];
  sort?: CatalogSort;
  search?: string;
  /** The caller's coins, for the affordable sort (0 for a visitor). */
  balance?: number;
}

/** SPEC §9: shorter searches are ignored (the client fires from 3 characters). */
export const SEARCH_MIN_CHARACTERS = 3;

/**
 * The search text as a literal ILIKE fragment (its % _ and \ matched as themselves), or null when
 * it is too short to apply.
 */
export function searchTerm(search: string | undefined): string | null {
  const trimmed = search?.trim() ?? '';
  if ([...trimmed].length < SEARCH_MIN_CHARACTERS) return null;
  return trimmed.replace(/[\\%_]/g, (c) => `\\${c}`);
}

interface CatalogSummary {
  filter: CatalogFilterDataDto;
  /** Products in the whole catalog: the total of an unfiltered page. */
  total: number;
}

/**
 * The shop's catalog as shoppers see it. Stock is never stored: a denomination's quantity is
 * the count of its available codes, read with the page.
 */
@Injectable()
export class CatalogService {
  private readonly summary = new SharedResult(() => this.readSummary(), CATALOG_SUMMARY_MS);

  constructor(private readonly products: ProductsRepository) {}

  /** One page of products matching the filter, its total, and the whole catalog's filter data. */
  async page(query: CatalogQuery): Promise<CatalogPageDto> {
    const [{ rows, total }, summary] = await Promise.all([
      this.products.page({
        page: query.page ?? 1,
        limit: query.limit ?? CATALOG_PAGE_SIZE,
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        categories: query.categories,
        sort: query.sort ?? 'newest',
        term: searchTerm(query.search),
        balance: query.balance,
      }),
      this.summary.get(),
    ]);
    return {
      products: await this.views(rows),
      // An unfiltered page counts the whole catalog, which the summary holds.
      total_count: total ?? summary.total,
      filter: summary.filter,
    };
  }

  /** Operators changed the catalog: this process reads the filter data afresh. */
  productsChanged(): void {
    this.summary.forget();
  }

  /** One product as the shop shows it. */
  async view(productId: number): Promise<ProductViewDto> {
    const rows = await this.products.byId(productId);
    if (!rows.length) throw shopErrors.productNotFound(productId);
    const [view] = await this.views(rows);
    return view;
  }

  /** The whole catalog's filter data, read by ProductsRepository.summary in one query. */
  private async readSummary(): Promise<CatalogSummary> {
    const row = await this.products.summary();
    return {
      filter: {
        min_price: row.min_price,
        max_price: row.max_price,
        catagory_data: row.categories.map((categories) => ({ categories })),
      },
      total: row.total,
    };
  }

  /** The products with their denominations and live stock: one grouped count for them all. */
  private async views(rows: ProductRow[]): Promise<ProductViewDto[]> {
    if (!rows.length) return [];
    const denominations = await this.products.denominationsWithStock(rows.map((r) => r.id));
    const byProduct = new Map<number, DenominationViewDto[]>();
    for (const { product_id, value, price, quantity } of denominations) {
      const list = byProduct.get(product_id) ?? [];
      list.push({ value, price, quantity });
      byProduct.set(product_id, list);
    }
    return rows.map((r) => {
      const list = byProduct.get(r.id) ?? [];
      return {
        product_id: r.id,
        title: r.title,
        sub_title: r.sub_title,
        category: r.category,
        thumb_img: r.thumb_img,
        price: r.price,
        currency_type: r.currency_type,
        quantity: list.reduce((sum, d) => sum + d.quantity, 0),
        btn_text: r.btn_text,
        denomination: r.denomination,
        expires_in: r.expires_in,
        coupon_type: r.coupon_type,
        coupon_details: r.coupon_details,
        how_to_redeem: r.how_to_redeem,
        terms_and_conditions: r.terms_and_conditions,
        redeem_link: r.redeem_link,
        denominations: list,
      };
    });
  }
}
