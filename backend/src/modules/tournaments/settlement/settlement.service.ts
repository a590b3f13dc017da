import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxService } from '../../../events/outbox.service';
import { idempotencyKey } from '../../../events/queues';
import { PlayerActivityService } from '../../activity';
import { SYSTEM_ACCOUNTS, WalletService } from '../../wallet';
import { GameId } from '../../games';
import { forEachLimited } from '../../../common/for-each-limited';
import { TournamentEntriesRepository } from '../entries/tournament-entries.repository';
import { PoolRules, earnedPrizeTable, poolRulesOfRow } from './prize-pool';
import { splitPrizes } from './prize-split';
import { SettlementRepository } from './settlement.repository';

const PAY_CHUNK = 500;
/**
 * Chunks paid side by side, each in its own transaction: they pay disjoint players, so they never
 * wait on each other's locks, and PostgreSQL spreads them over its cores.
 */
const PAY_LANES = 2;

/** The prize payment's idempotency key: one per tournament and player, ever. */
export function prizeKey(tournamentId: number, userId: string): string {
  return `prize:${tournamentId}:${userId}`;
}

type Winner = Awaited<ReturnType<SettlementRepository['winners']>>[number];

export interface SettlementOutcome {
  /** Coins paid by this run (0 when a previous run already paid everyone). */
  paidNow: number;
  players: number;
  alreadySettled: boolean;
}

/**
 * Pays a completed tournament's prize table through the wallet, exactly once per player:
 * 1. freeze: ranks and rewards are computed once and written to the entries (a retry reuses them);
 *    the same transaction asks for the rank index's rebuild, which the worker runs beside step 2;
 * 2. pay: each reward is a transfer whose idempotency key names the tournament and the player,
 *    in chunks (PAY_LANES at a time), so a worker killed half-way pays nobody twice and, retried,
 *    misses nobody; each chunk's transaction also records a `prize.paid` event per player it paid;
 * 3. mark the tournament settled.
 * Only PostgreSQL is on this path: money never waits on Redis or a game site.
 */
@Injectable()
export class SettlementService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly entries: TournamentEntriesRepository,
    private readonly settlement: SettlementRepository,
    private readonly wallet: WalletService,
    private readonly outbox: OutboxService,
    private readonly activity: PlayerActivityService,
  ) {}

  async settle(tournamentId: number, chunkSize = PAY_CHUNK): Promise<SettlementOutcome> {
    const t = await this.settlement.tournament(tournamentId);
    if (!t) return { paidNow: 0, players: 0, alreadySettled: false };
    if (t.settled) return { paidNow: 0, players: 0, alreadySettled: true };
    if (t.status !== 'completed') throw new Error(`Tournament ${tournamentId} has not ended`);
    await this.freeze(tournamentId, t.game_id, poolRulesOfRow(t));
    const winners = await this.settlement.winners(tournamentId);
    const chunks: Winner[][] = [];
    for (let i = 0; i < winners.length; i += chunkSize) {
      chunks.push(winners.slice(i, i + chunkSize));
    }
    let paidNow = 0;
    // After a failure no chunk starts, and the error is thrown only once the chunks in flight
    // have finished: nothing of this run still writes while its retry pays.
    const failures: unknown[] = [];
    await forEachLimited(chunks, PAY_LANES, async (chunk) => {
      if (failures.length) return;
      try {
        // Not `paidNow += await`: that reads paidNow before the other lane adds to it.
        const moved = await this.payChunk(tournamentId, t.title, chunk);
        paidNow += moved;
      } catch (err) {
        failures.push(err);
      }
    });
    if (failures.length) throw failures[0];
    await this.settlement.markSettled(tournamentId);
    return { paidNow, players: winners.length, alreadySettled: false };
  }

  /** Every entry's frozen rank and reward (unranked, and those who did not play, last), for operators. */
  payouts(tournamentId: number) {
    return this.settlement.payouts(tournamentId);
  }

  /**
   * One transaction: the chunk's transfers and a `prize.paid` event per player it paid. Only
   * players still registered are paid: a player disqualified since the winners were read is
   * skipped, and one being disqualified now waits for this payment (their entry is share-locked).
   */
  private payChunk(tournamentId: number, title: string, chunk: Winner[]): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const registered = await this.entries.lockRegistered(
        manager,
        tournamentId,
        chunk.map((w) => w.user_id),
      );
      const { moved, paid } = await this.wallet.creditMany(
        manager,
        SYSTEM_ACCOUNTS.tournamentRewards,
        chunk
          .filter((w) => registered.has(w.user_id))
          .map((w) => ({
            userId: w.user_id,
            amount: Number(w.reward),
            rank: w.final_rank,
            reason: 'Tournament prize',
            source: `${title} (rank ${w.final_rank})`,
            reference: `tournament:${tournamentId}`,
            idempotencyKey: prizeKey(tournamentId, w.user_id),
          })),
      );
      // Only players paid by this transaction: a retried chunk's earlier payments raised
      // their events when they committed. A prize is the player's win.
      await this.activity.recordWins(
        manager,
        paid
          .filter((p) => p.amount > 0)
          .map((p) => ({ userId: p.userId, source: `tournament:${tournamentId}` as const })),
      );
      await this.outbox.addMany(
        manager,
        paid.map((p) => ({
          name: 'prize.paid' as const,
          payload: { tournamentId, userId: p.userId, amount: p.amount, rank: p.rank },
          idempotencyKey: idempotencyKey('prize.paid', tournamentId, p.userId),
        })),
      );
      return moved;
    });
  }

  /**
   * Computes ranks (the game's order, ties sharing a rank) and rewards once, and asks for the
   * rank index to be rebuilt in their order (once settled, readers use SQL until it is). Only
   * eligible players are ranked and share the table their field earns (prize-pool.ts); those
   * who did not play all come after them, at one rank past the last, with nothing.
   */
  private async freeze(tournamentId: number, gameId: GameId, rules: PoolRules): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Lock the tournament row: two workers settling at once freeze once.
      await this.settlement.lockTournament(manager, tournamentId);
      if (await this.entries.isFrozen(tournamentId, manager)) return;
      const standings = await this.settlement.standingsForFreeze(manager, tournamentId, gameId);
      // SQL ordered them eligible first and ranked them; equal SQL ranks are the ties that
      // share prizes.
      const ranked = standings.filter((s) => s.eligible);
      const { placements } = splitPrizes(
        ranked,
        earnedPrizeTable(rules, ranked.length),
        (a, b) => a.rank === b.rank,
      );
      await this.settlement.saveFinalRanks(manager, tournamentId, [
        ...placements.map((p) => ({ userId: p.player.user_id, rank: p.rank, reward: p.reward })),
        ...standings
          .filter((s) => !s.eligible)
          .map((s) => ({ userId: s.user_id, rank: ranked.length + 1, reward: 0 })),
      ]);
      // Its own job id: relayed jobs are kept for a week, and under the readers' id
      // (`leaderboard.rebuild-<id>`) this one would make BullMQ drop their later requests.
      await this.outbox.add(manager, {
        name: 'leaderboard.rebuild',
        payload: { tournamentId },
        idempotencyKey: idempotencyKey('leaderboard.rebuild', tournamentId, 'final'),
      });
    });
  }
}
