// The metrics module's front door: all that code outside metrics/ may import from it (API only).
export { MetricsService } from './metrics.service';
export {
  METRICS_ANSWER,
  METRICS_ASK,
  type MetricsAnswer,
  type MetricsAsk,
} from './metrics-messages';
