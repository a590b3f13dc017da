import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The coins-minted report and the minute's mint-ceiling check read transfers by time (an IST
 * day, up to 92 of them); without this index each read scanned the whole ledger.
 */
export class IndexTransfersByTime1763790000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX wallet_transfers_created_idx ON wallet_transfers (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX wallet_transfers_created_idx`);
  }
}
