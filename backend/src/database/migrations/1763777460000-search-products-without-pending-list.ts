import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalog's trigram index takes new products straight into the index. With GIN's pending
 * list (fastupdate), products added since the last vacuum are scanned one by one on every search,
 * and the planner, pricing that in, filters a whole category or the table instead: right after
 * 10,000 products were loaded, a searched page's two statements took 2–3 ms each instead of
 * 0.5 ms. Products are written by operators, rarely; searches come with every keystroke past the
 * third.
 */
export class SearchProductsWithoutPendingList1763777460000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER INDEX products_search_idx SET (fastupdate = off)`);
    // Flush what is pending now: with fastupdate off nothing is added to the list any more.
    await q.query(`SELECT gin_clean_pending_list('products_search_idx')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER INDEX products_search_idx RESET (fastupdate)`);
  }
}
