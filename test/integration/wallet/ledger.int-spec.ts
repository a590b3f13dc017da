import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import {
  SYSTEM_ACCOUNTS,
  WalletAccount,
  userAccount,
} from '../../../backend/src/modules/wallet/wallet-accounts';
import { WalletService } from '../../../backend/src/modules/wallet/wallet.service';
import { coinBalance, createPlayer } from '../../factories/user.factory';
import { expectLedgerInvariants } from '../../utils/ledger-invariants';
import { startApi } from '../../utils/stack';

describe('wallet ledger', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;
  let wallet: WalletService;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
    wallet = app.get(WalletService);
  });
  afterAll(() => app.close());

  const balance = (userId: string) => coinBalance(dataSource, userId);

  const credit = (userId: string, amount: number, key: string) =>
    dataSource.transaction((m) =>
      wallet.transfer(m, {
        from: SYSTEM_ACCOUNTS.tournamentRewards,
        to: userAccount(userId),
        amount,
        reason: 'Tournament prize',
        source: 'Test Cup',
        idempotencyKey: key,
      }),
    );
  const debit = (userId: string, amount: number, key: string) =>
    dataSource.transaction((m) =>
      wallet.transfer(m, {
        from: userAccount(userId),
        to: SYSTEM_ACCOUNTS.shopSales,
        amount,
        reason: 'Voucher purchase',
        source: 'Shop',
        idempotencyKey: key,
      }),
    );

  const expectInvariants = () => expectLedgerInvariants(dataSource);

  it('moves coins once per idempotency key and replays the first result', async () => {
    const p = await createPlayer(app);
    const first = await credit(p.userId, 500, `t-${p.userId}`);
    const again = await credit(p.userId, 500, `t-${p.userId}`);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ transferId: first.transferId, replayed: true });
    expect(await balance(p.userId)).toBe(500);
    await expectInvariants();
  });

  it('never overdraws: the database refuses, and nothing of the transfer stays', async () => {
    const p = await createPlayer(app);
    await credit(p.userId, 100, `seed-${p.userId}`);
    await expect(debit(p.userId, 101, `too-much-${p.userId}`)).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Enough balance is needed to redeem the voucher.',
    });
    expect(await balance(p.userId)).toBe(100);
    const rows = await dataSource.query(
      `SELECT 1 FROM wallet_transfers WHERE idempotency_key = $1`,
      [`too-much-${p.userId}`],
    );
    expect(rows).toEqual([]);
  });

  it('refuses moving coins between two players and non-positive amounts', async () => {
    const a = await createPlayer(app);
    const b = await createPlayer(app);
    const move = (amount: number, to: WalletAccount = userAccount(b.userId)) =>
      dataSource.transaction((m) =>
        wallet.transfer(m, {
          from: userAccount(a.userId),
          to,
          amount,
          reason: 'Gift',
          source: 'Gift',
          idempotencyKey: `gift-${amount}-${Math.random()}`,
        }),
      );
    await expect(move(10)).rejects.toMatchObject({ code: 'NOT_TRANSFERABLE' });
    await expect(move(0, SYSTEM_ACCOUNTS.shopSales)).rejects.toMatchObject({
      code: 'AMOUNT_INVALID',
    });
    await expect(move(1.5, SYSTEM_ACCOUNTS.shopSales)).rejects.toMatchObject({
      code: 'AMOUNT_INVALID',
    });
  });

  it('keeps its invariants through thousands of concurrent credits, debits and replays', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => createPlayer(app)));
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const operations = Array.from({ length: 2000 }, (_, i) => {
      const p = players[Math.floor(random() * players.length)];
      const amount = 1 + Math.floor(random() * 50);
      const replayOf = i > 10 && random() < 0.2 ? Math.floor(random() * i) : i;
      return random() < 0.55
        ? () => credit(p.userId, amount, `c-${replayOf}-${p.userId}`)
        : () => debit(p.userId, amount, `d-${replayOf}-${p.userId}`);
    });
    let next = 0;
    const outcomes = { ok: 0, refused: 0 };
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < operations.length) {
          const op = operations[next++];
          try {
            await op();
            outcomes.ok++;
          } catch (err) {
            if ((err as { code?: string }).code !== 'INSUFFICIENT_BALANCE') throw err;
            outcomes.refused++;
          }
        }
      }),
    );
    expect(outcomes.ok + outcomes.refused).toBe(2000);
    expect(outcomes.refused).toBeGreaterThan(0);
    await expectInvariants();
  });

  it('refuses a transfer to a player who does not exist, and stores nothing', async () => {
    const ghost = '00000000-0000-4000-8000-000000000000';
    await expect(credit(ghost, 10, `ghost-${ghost}`)).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });
    const rows = await dataSource.query(
      `SELECT 1 FROM wallet_transfers WHERE idempotency_key = $1`,
      [`ghost-${ghost}`],
    );
    expect(rows).toEqual([]);
  });

  it('refuses edits to the append-only ledger', async () => {
    const p = await createPlayer(app);
    await credit(p.userId, 5, `append-${p.userId}`);
    await expect(dataSource.query(`UPDATE wallet_entries SET amount = 1000`)).rejects.toThrow(
      /append-only/,
    );
    await expect(dataSource.query(`DELETE FROM wallet_transfers`)).rejects.toThrow(/append-only/);
  });
});
