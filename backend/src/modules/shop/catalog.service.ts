import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CATALOG_PAGE_SIZE,
  CatalogFilterDataDto,
  CatalogPageDto,
  CatalogSort,
  DenominationViewDto,
  ProductViewDto,
} from './dto/catalog.dto';
import { SharedResult } from '../../common/shared-result';
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
}

/** SPEC §9: shorter searches are ignored (the client fires from 3 characters). */
export const SEARCH_MIN_CHARACTERS = 3;

// Each sort follows one index (products_price_idx, products_newest_idx, products_popular_idx),
// and the product id breaks ties so a page never repeats or skips a product.
const ORDER_BY: Record<CatalogSort, string> = {
  price_low_high: 'p.price, p.id',
  price_high_low: 'p.price DESC, p.id DESC',
  newest: 'p.created_at DESC, p.id DESC',
  popular: 'p.sold_count DESC, p.id',
};

/** Exactly the expression products_search_idx (pg_trgm) is built on, so ILIKE can use it. */
const SEARCH_TEXT = `(p.title || ' ' || p.sub_title || ' ' || p.category)`;

/**
 * The search text as a literal ILIKE fragment (its % _ and \ matched as themselves), or null when
 * it is too short to apply.
 */
export function searchTerm(search: string | undefined): string | null {
  const trimmed = search?.trim() ?? '';
  if ([...trimmed].length < SEARCH_MIN_CHARACTERS) return null;
  return trimmed.replace(/[\\%_]/g, (c) => `\\${c}`);
}

interface ProductRow {
  id: number;
  title: string;
  sub_title: string;
  category: string;
  thumb_img: string;
  price: number;
  currency_type: string;
  btn_text: string;
  denomination: string;
  expires_in: string;
  coupon_type: string;
  coupon_details: string;
  how_to_redeem: string;
  terms_and_conditions: string;
  redeem_link: string;
}

interface DenominationRow extends DenominationViewDto {
  product_id: number;
}

const PRODUCT_COLUMNS = `p.id, p.title, p.sub_title, p.category, p.thumb_img, p.price, p.currency_type,
  p.btn_text, p.denomination, p.expires_in, p.coupon_type, p.coupon_details, p.how_to_redeem,
  p.terms_and_conditions, p.redeem_link`;

/**
 * The shop's catalog as shoppers see it. Stock is never stored: a denomination's quantity is
 * the count of its available codes, read with the page.
 */
interface CatalogSummary {
  filter: CatalogFilterDataDto;
  /** Products in the whole catalog: the total of an unfiltered page. */
  total: number;
}

@Injectable()
export class CatalogService {
  private readonly summary = new SharedResult(() => this.readSummary(), CATALOG_SUMMARY_MS);

  constructor(private readonly dataSource: DataSource) {}

  /** One page of products matching the filter, its total, and the whole catalog's filter data. */
  async page(query: CatalogQuery): Promise<CatalogPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? CATALOG_PAGE_SIZE;
    const where = whereOf(query);
    const [rows, total, summary] = await Promise.all([
      this.dataSource.query<ProductRow[]>(
        `SELECT ${PRODUCT_COLUMNS} FROM products p ${where.sql}
          ORDER BY ${ORDER_BY[query.sort ?? 'newest']}
          LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
        [...where.params, limit, (page - 1) * limit],
      ),
      // An unfiltered page counts the whole catalog, which the summary holds.
      where.params.length
        ? this.dataSource
            .query<{ total: number }[]>(
              `SELECT count(*)::int AS total FROM products p ${where.sql}`,
              where.params,
            )
            .then(([row]) => row.total)
        : null,
      this.summary.get(),
    ]);
    return {
      products: await this.views(rows),
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
    const rows = await this.dataSource.query<ProductRow[]>(
      `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = $1`,
      [productId],
    );
    if (!rows.length) throw shopErrors.productNotFound(productId);
    const [view] = await this.views(rows);
    return view;
  }

  /**
   * The price slider's bounds, the category list and the product count: the whole catalog's, in
   * one query. The categories are read by hopping from one to the next along
   * products_category_price_idx (a few index probes), not by reading every product as DISTINCT
   * would.
   */
  private async readSummary(): Promise<CatalogSummary> {
    const [row] = await this.dataSource.query<
      { min_price: number; max_price: number; total: number; categories: string[] }[]
    >(
      `SELECT coalesce(min(price), 0)::int AS min_price, coalesce(max(price), 0)::int AS max_price,
              count(*)::int AS total,
              ARRAY(WITH RECURSIVE c (category) AS (
                      SELECT min(category) FROM products
                      UNION ALL
                      SELECT (SELECT min(category) FROM products WHERE category > c.category)
                        FROM c WHERE c.category IS NOT NULL)
                    SELECT category FROM c WHERE category IS NOT NULL) AS categories
         FROM products`,
    );
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
    const denominations = await this.dataSource.query<DenominationRow[]>(
      `SELECT d.product_id, d.face_value AS value, d.price, count(s.code_id)::int AS quantity
         FROM product_denominations d
         LEFT JOIN voucher_stock s ON s.denomination_id = d.id
        WHERE d.product_id = ANY($1::int[])
        GROUP BY d.id
        ORDER BY d.product_id, d.face_value`,
      [rows.map((r) => r.id)],
    );
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

/** The filter as SQL conditions on `products p`, with their parameters. */
function whereOf(query: CatalogQuery): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (param: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (query.minPrice !== undefined) add((v) => `p.price >= ${v}`, query.minPrice);
  if (query.maxPrice !== undefined) add((v) => `p.price <= ${v}`, query.maxPrice);
  if (query.categories?.length) add((v) => `p.category = ANY(${v}::text[])`, query.categories);
  const term = searchTerm(query.search);
  if (term !== null) add((v) => `${SEARCH_TEXT} ILIKE '%' || ${v} || '%'`, term);
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}
