// What an API process and its parent (processes/api-processes.ts) say to each other about metrics.

/** Asked by a process serving GET /metrics; answered with every process's metrics summed. */
export const METRICS_ASK = 'gamehub:metrics?';
export const METRICS_ANSWER = 'gamehub:metrics';

export interface MetricsAsk {
  type: typeof METRICS_ASK;
  id: number;
}

export interface MetricsAnswer {
  type: typeof METRICS_ANSWER;
  id: number;
  body?: string;
  error?: string;
}
