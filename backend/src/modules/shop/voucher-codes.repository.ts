import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../common/postgres/query-rows';
import { DenominationCountsDto } from './dto/inventory.dto';

/** A code on its way into the stock: sealed, never in clear. */
export interface SealedCodeInsert {
  denominationId: number;
  hash: string;
  cipher: string;
  keyId: string;
}

/**
 * voucher_codes and voucher_stock: the encrypted codes and the queue of unsold ones buyers take
 * from (the sale itself is OrdersRepository's).
 */
@Injectable()
export class VoucherCodesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Which of these code hashes are stocked already (under any product). */
  async stockedHashes(manager: EntityManager, hashes: string[]): Promise<string[]> {
    const found = await manager.query<{ code_hash: string }[]>(
      `SELECT code_hash FROM voucher_codes WHERE code_hash = ANY($1::char(64)[])`,
      [hashes],
    );
    return found.map((f) => f.code_hash);
  }

  /** Stores the codes and puts each in the stock, in one statement. */
  async insertCodes(manager: EntityManager, codes: SealedCodeInsert[]): Promise<void> {
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
        codes.map((c) => c.denominationId),
        codes.map((c) => c.hash),
        codes.map((c) => c.cipher),
        codes.map((c) => c.keyId),
      ],
    );
  }

  /**
   * Each denomination's codes by state (ascending by value): available = in stock, retired =
   * retired_at set, sold = the rest (a code leaves the stock only with its order or retired).
   */
  countsByDenomination(productId: number): Promise<DenominationCountsDto[]> {
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
   * Retires up to `count` unsold codes of a denomination, oldest first; answers their ids. Codes
   * a buyer holds locked are skipped rather than waited for: the buyer gets theirs, we retire
   * the next ones.
   */
  async retire(denominationId: number, count: number): Promise<string[]> {
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
    return retired.map((r) => r.id);
  }
}
