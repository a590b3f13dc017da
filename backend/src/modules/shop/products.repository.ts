import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { CatalogSort, DenominationViewDto } from './dto/catalog.dto';

/** A product row as the shop shows it. */
export interface ProductRow {
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

export interface DenominationRow extends DenominationViewDto {
  product_id: number;
}

/** The whole catalog's filter data: price bounds, categories and the product count. */
export interface CatalogSummaryRow {
  min_price: number;
  max_price: number;
  total: number;
  categories: string[];
}

/** One catalog page as asked for; `term` is the search as a literal ILIKE fragment, or null. */
export interface CatalogFilter {
  page: number;
  limit: number;
  minPrice?: number;
  maxPrice?: number;
  categories?: string[];
  sort: CatalogSort;
  term: string | null;
  /** The caller's coins, for the affordable sort (0 for a visitor). */
  balance?: number;
}

/** A product's row as written, its price and denomination list worked out by the caller. */
export interface ProductInsert {
  title: string;
  subTitle: string;
  category: string;
  thumbImg: string;
  price: number;
  currencyType: string;
  btnText: string;
  denomination: string;
  expiresIn: string;
  couponType: string;
  couponDetails: string;
  howToRedeem: string;
  termsAndConditions: string;
  redeemLink: string;
}

// Each sort follows one index (products_price_idx, products_newest_idx, products_popular_idx),
// and the product id breaks ties so a page never repeats or skips a product.
const ORDER_BY: Record<Exclude<CatalogSort, 'affordable'>, string> = {
  price_low_high: 'p.price, p.id',
  price_high_low: 'p.price DESC, p.id DESC',
  newest: 'p.created_at DESC, p.id DESC',
  popular: 'p.sold_count DESC, p.id',
};

/**
 * Affordable: by the distance from the balance (the parameter `balance` names): what it covers,
 * dearest first, then what it does not, nearest first. No index serves it; the catalog is small.
 */
const affordableOrder = (balance: string) =>
  `p.price > ${balance}, CASE WHEN p.price <= ${balance} THEN -p.price ELSE p.price END, p.id`;

/** Exactly the expression products_search_idx (pg_trgm) is built on, so ILIKE can use it. */
const SEARCH_TEXT = `(p.title || ' ' || p.sub_title || ' ' || p.category)`;

const PRODUCT_COLUMNS = `p.id, p.title, p.sub_title, p.category, p.thumb_img, p.price, p.currency_type,
  p.btn_text, p.denomination, p.expires_in, p.coupon_type, p.coupon_details, p.how_to_redeem,
  p.terms_and_conditions, p.redeem_link`;

/** The filter as SQL conditions on `products p`, with their parameters. */
function whereOf(filter: CatalogFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (param: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.minPrice !== undefined) add((v) => `p.price >= ${v}`, filter.minPrice);
  if (filter.maxPrice !== undefined) add((v) => `p.price <= ${v}`, filter.maxPrice);
  if (filter.categories?.length) add((v) => `p.category = ANY(${v}::text[])`, filter.categories);
  if (filter.term !== null) add((v) => `${SEARCH_TEXT} ILIKE '%' || ${v} || '%'`, filter.term);
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** products and product_denominations: the catalog, operators' new products, voucher prices. */
@Injectable()
export class ProductsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of products matching the filter and, when it filters at all, how many match; an
   * unfiltered page's total (null here) is the whole catalog's, which the summary holds.
   */
  async page(filter: CatalogFilter): Promise<{ rows: ProductRow[]; total: number | null }> {
    const where = whereOf(filter);
    const params = [...where.params, filter.limit, (filter.page - 1) * filter.limit];
    const orderBy =
      filter.sort === 'affordable'
        ? affordableOrder(`$${params.push(filter.balance ?? 0)}::int`)
        : ORDER_BY[filter.sort];
    const [rows, total] = await Promise.all([
      this.dataSource.query<ProductRow[]>(
        `SELECT ${PRODUCT_COLUMNS} FROM products p ${where.sql}
          ORDER BY ${orderBy}
          LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
        params,
      ),
      where.params.length
        ? this.dataSource
            .query<{ total: number }[]>(
              `SELECT count(*)::int AS total FROM products p ${where.sql}`,
              where.params,
            )
            .then(([row]) => row.total)
        : null,
    ]);
    return { rows, total };
  }

  /** One product's row; none when it does not exist. */
  byId(productId: number): Promise<ProductRow[]> {
    return this.dataSource.query<ProductRow[]>(
      `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = $1`,
      [productId],
    );
  }

  /**
   * The price slider's bounds, the category list and the product count: the whole catalog's, in
   * one query. The categories are read by hopping from one to the next along
   * products_category_price_idx (a few index probes), not by reading every product as DISTINCT
   * would.
   */
  async summary(): Promise<CatalogSummaryRow> {
    const [row] = await this.dataSource.query<CatalogSummaryRow[]>(
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
    return row;
  }

  /** The products' denominations with their live stock: one grouped count for them all. */
  denominationsWithStock(productIds: number[]): Promise<DenominationRow[]> {
    return this.dataSource.query<DenominationRow[]>(
      `SELECT d.product_id, d.face_value AS value, d.price, count(s.code_id)::int AS quantity
         FROM product_denominations d
         LEFT JOIN voucher_stock s ON s.denomination_id = d.id
        WHERE d.product_id = ANY($1::int[])
        GROUP BY d.id
        ORDER BY d.product_id, d.face_value`,
      [productIds],
    );
  }

  /** Inserts the product's row; answers its id. */
  async insertProduct(manager: EntityManager, p: ProductInsert): Promise<number> {
    const [{ id }] = await manager.query<{ id: number }[]>(
      `INSERT INTO products (title, sub_title, category, thumb_img, price, currency_type, btn_text,
                               denomination, expires_in, coupon_type, coupon_details, how_to_redeem,
                               terms_and_conditions, redeem_link)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [
        p.title,
        p.subTitle,
        p.category,
        p.thumbImg,
        p.price,
        p.currencyType,
        p.btnText,
        p.denomination,
        p.expiresIn,
        p.couponType,
        p.couponDetails,
        p.howToRedeem,
        p.termsAndConditions,
        p.redeemLink,
      ],
    );
    return id;
  }

  async insertDenominations(
    manager: EntityManager,
    productId: number,
    denominations: { value: number; price: number }[],
  ): Promise<void> {
    await manager.query(
      `INSERT INTO product_denominations (product_id, face_value, price)
         SELECT $1, value, price FROM unnest($2::int[], $3::int[]) AS d(value, price)`,
      [productId, denominations.map((d) => d.value), denominations.map((d) => d.price)],
    );
  }

  /**
   * The product's denominations (id and face value); one row of nulls for a product without
   * any, none for a product that does not exist.
   */
  denominationsOf(productId: number): Promise<{ id: number | null; face_value: number | null }[]> {
    return this.dataSource.query<{ id: number | null; face_value: number | null }[]>(
      `SELECT d.id, d.face_value FROM products p
         LEFT JOIN product_denominations d ON d.product_id = p.id
        WHERE p.id = $1`,
      [productId],
    );
  }

  /**
   * A face value's denomination and price with its product's title; nulls for a face value the
   * product lacks, undefined for a product that does not exist.
   */
  async voucherPrice(
    productId: number,
    faceValue: number,
  ): Promise<{ title: string; id: number | null; price: number | null } | undefined> {
    const [row]: { title: string; id: number | null; price: number | null }[] =
      await this.dataSource.query(
        `SELECT p.title, d.id, d.price
           FROM products p
           LEFT JOIN product_denominations d ON d.product_id = p.id AND d.face_value = $2
          WHERE p.id = $1`,
        [productId, faceValue],
      );
    return row;
  }

  /** Sets every product's sold_count from its orders; rewrites only the counts that changed. */
  async refreshSoldCounts(): Promise<number> {
    const [, changed]: [unknown, number] = await this.dataSource.query(
      `UPDATE products p SET sold_count = s.sold
         FROM (SELECT p2.id, count(o.id)::int AS sold
                 FROM products p2 LEFT JOIN orders o ON o.product_id = p2.id
                GROUP BY p2.id) s
        WHERE p.id = s.id AND p.sold_count <> s.sold`,
    );
    return changed;
  }
}
