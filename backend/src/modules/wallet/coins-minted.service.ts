import { Inject, Injectable, Logger } from '@nestjs/common';
import { addDays, istDay, istInstant } from '../../common/ist-day';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { QueueRegistry } from '../../events/queue-registry';
import {
  CeilingReading,
  MintedReport,
  ceilingReadings,
  daysFrom,
  mintedReport,
} from './coins-minted';
import { CoinsMintedRepository } from './coins-minted.repository';

const CHECK_EVERY_MS = 60_000;

/**
 * Coins minted, for operators: the report by IST day, source and tournament, and each reward
 * source's daily ceiling. A ceiling is an alarm, never a stop: the worker checks every minute
 * and warns once per source per IST day; the API's /metrics shows today's figures.
 */
@Injectable()
export class CoinsMintedService {
  private readonly logger = new Logger(CoinsMintedService.name);
  /** The IST day each source was last warned of: one line per source per day per process. */
  private readonly warned = new Map<string, string>();

  constructor(
    private readonly ledger: CoinsMintedRepository,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'mintCeilings'>,
    private readonly queues: QueueRegistry,
  ) {}

  /** From the first IST day to the last, both included (the query's DTO bounds the range). */
  async report(from: string, to: string): Promise<MintedReport> {
    const [rows, tournaments] = await Promise.all([
      this.ledger.byDayAndSource(daysFrom(from, to)),
      this.ledger.byTournament(istInstant(from, '00:00'), istInstant(addDays(to, 1), '00:00')),
    ]);
    return mintedReport(from, to, rows, tournaments);
  }

  /** Each source's coins minted so far this IST day against its ceiling. */
  async today(now = new Date()): Promise<CeilingReading[]> {
    const rows = await this.ledger.byDayAndSource([istDay(now)]);
    return ceilingReadings(
      new Map(rows.map((r) => [r.source, r.minted])),
      this.config.mintCeilings,
    );
  }

  /** today(), with a warning line for each source past its ceiling not yet warned of today. */
  async checkCeilings(now = new Date()): Promise<CeilingReading[]> {
    const day = istDay(now);
    const readings = await this.today(now);
    for (const r of readings) {
      if (!r.exceeded || this.warned.get(r.source) === day) continue;
      this.warned.set(r.source, day);
      this.logger.warn(
        `Mint ceiling passed: ${r.source} minted ${r.minted} coins on IST day ${day}, ` +
          `over its ceiling of ${r.ceiling} (${r.setting})`,
      );
    }
    return readings;
  }

  /** The minute's check, registered at worker start. */
  async ensureRepeatingCheck(): Promise<void> {
    await this.queues.repeat('wallet.mint_check', CHECK_EVERY_MS);
  }
}
