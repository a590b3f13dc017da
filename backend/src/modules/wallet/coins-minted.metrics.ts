import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { SharedResult } from '../../common/resilience/shared-result';
import { MetricsService } from '../metrics';
import { CeilingReading } from './coins-minted';
import { CoinsMintedService } from './coins-minted.service';

/** A scrape reads the ledger at most this often per API process (Prometheus scrapes every 15 s or so). */
export const MINTED_READ_EVERY_MS = 30_000;

/**
 * Today's coins minted per source and whether each passed its ceiling, on the API's /metrics
 * (the worker, which warns, has none). API only: registered by the wallet's HTTP module.
 */
@Injectable()
export class CoinsMintedMetrics {
  constructor(minted: CoinsMintedService, metrics: MetricsService) {
    const today = new SharedResult(() => minted.today(), MINTED_READ_EVERY_MS);
    // Read from PostgreSQL: the same in every API process, so counted once.
    const gauge = (name: string, help: string, value: (r: CeilingReading) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['source'] as const,
        registers: [metrics.registry],
        aggregator: 'first',
        async collect() {
          this.reset();
          // PostgreSQL down: no samples (health reports the outage), the rest of the scrape stands.
          const readings = await today.get().catch(() => []);
          for (const r of readings) this.set({ source: r.source }, value(r));
        },
      });
    gauge(
      'gamehub_coins_minted_today',
      'Coins minted this IST day by source (system account), from the ledger',
      (r) => r.minted,
    );
    gauge(
      'gamehub_mint_ceiling_exceeded',
      'Whether the source minted more coins this IST day than its MINT_CEILING_* (1) or not (0)',
      (r) => (r.exceeded ? 1 : 0),
    );
  }
}
