import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateWalletLedger1763777160000 implements MigrationInterface {
  name = 'CreateWalletLedger1763777160000';

  async up(q: QueryRunner): Promise<void> {
    // One row per movement of coins between two accounts; the key makes a retry a no-op.
    await q.query(`
      CREATE TABLE wallet_transfers (
        id bigserial PRIMARY KEY,
        idempotency_key varchar(200) NOT NULL UNIQUE,
        debit_account varchar(80) NOT NULL,
        credit_account varchar(80) NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0),
        reason varchar(40) NOT NULL,
        source varchar(80) NOT NULL,
        reference varchar(120),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (debit_account <> credit_account)
      )`);
    // Double entry: each transfer posts -amount to one account and +amount to the other.
    await q.query(`
      CREATE TABLE wallet_entries (
        id bigserial PRIMARY KEY,
        transfer_id bigint NOT NULL REFERENCES wallet_transfers (id),
        account varchar(80) NOT NULL,
        user_id uuid REFERENCES users (id),
        amount bigint NOT NULL CHECK (amount <> 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The profile tables page a player's entries newest first.
    await q.query(
      `CREATE INDEX wallet_entries_user_idx ON wallet_entries (user_id, created_at DESC, id DESC)
        WHERE user_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX wallet_entries_account_idx ON wallet_entries (account)`);
    // Append-only: the ledger is corrected by new transfers, never by edits.
    await q.query(`
      CREATE FUNCTION wallet_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the wallet ledger is append-only'; END $$`);
    for (const table of ['wallet_transfers', 'wallet_entries']) {
      await q.query(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table}
           FOR EACH ROW EXECUTE FUNCTION wallet_append_only()`,
      );
    }
    await q.query(`ALTER TABLE users ADD COLUMN last_bonus_on date`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN last_bonus_on`);
    await q.query(`DROP TABLE wallet_entries`);
    await q.query(`DROP TABLE wallet_transfers`);
    await q.query(`DROP FUNCTION wallet_append_only`);
  }
}
