// The metrics module's front door: all that code outside metrics/ may import from it (API only).
export { MetricsService } from './metrics.service';
