import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Job, QueueEvents } from 'bullmq';
import cluster from 'node:cluster';
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
} from 'prom-client';
import { METRICS_ANSWER, METRICS_ASK, MetricsAnswer } from './metrics-messages';
import { QueueRegistry } from '../../events/queue-registry';

/** Request latency by route: what the API's request hook observes. */
export function newHttpDuration(registry: Registry) {
  return new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
}

/**
 * How often the event-loop lag histogram samples (ms). prom-client's default, 10 ms, wakes an idle
 * process 100 times a second (~5 ms of CPU a second each, beside the page loads and jobs on the
 * same cores); 10 samples a second still give a scrape every 15 s 150 of them.
 */
export const EVENT_LOOP_SAMPLE_MS = 100;

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized'] as const;

/**
 * Prometheus metrics of this API process, plus the queues seen from here: depths are read on
 * scrape, job durations and failures come from BullMQ's event stream. Where the API runs as
 * several processes (processes/api-processes.ts), a scrape answers for all of them: their counts summed,
 * and what each reads from Redis (queues, matches in progress) once.
 */
@Injectable()
export class MetricsService implements OnModuleInit, OnModuleDestroy {
  readonly registry = new Registry();
  readonly httpDuration = newHttpDuration(this.registry);
  private readonly jobDuration = new Histogram({
    name: 'queue_job_duration_seconds',
    help: 'Time from a job starting to finishing, by queue and job name',
    labelNames: ['queue', 'job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [this.registry],
    // Every process hears every job: one's count is the count.
    aggregator: 'first',
  });
  private readonly jobFailures = new Counter({
    name: 'queue_job_failures_total',
    help: 'Failed job attempts by queue',
    labelNames: ['queue'] as const,
    registers: [this.registry],
    aggregator: 'first',
  });
  private readonly events: QueueEvents[] = [];

  constructor(private readonly queues: QueueRegistry) {
    collectDefaultMetrics({
      register: this.registry,
      eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS,
    });
    if (cluster.isWorker) {
      // Answers the primary's requests for this process's metrics.
      new AggregatorRegistry();
      AggregatorRegistry.setRegistries([this.registry]);
    }
    const queues$ = this.queues;
    new Gauge({
      name: 'queue_jobs',
      help: 'Jobs in each queue by state',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      aggregator: 'first',
      async collect() {
        for (const queue of queues$.all()) {
          const counts = await queue.getJobCounts(...JOB_STATES);
          for (const state of JOB_STATES)
            this.set({ queue: queue.name, state }, counts[state] ?? 0);
        }
      },
    });
  }

  /** The exposition text: this process's, or every API process's where there are several. */
  async scrape(): Promise<string> {
    if (!cluster.isWorker) return this.registry.metrics();
    return askPrimary();
  }

  onModuleInit(): void {
    for (const queue of this.queues.all()) {
      const events = new QueueEvents(queue.name, {
        connection: queue.opts.connection,
        prefix: queue.opts.prefix,
      });
      events.on('completed', ({ jobId }) => void this.observeDuration(queue.name, jobId));
      events.on('failed', () => this.jobFailures.inc({ queue: queue.name }));
      // A lost Redis connection is reported by health checks; keep the process alive.
      events.on('error', () => undefined);
      this.events.push(events);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.events.map((e) => e.close()));
  }

  private async observeDuration(queueName: string, jobId: string): Promise<void> {
    const queue = this.queues.all().find((q) => q.name === queueName);
    const job = queue ? await Job.fromId(queue, jobId).catch(() => undefined) : undefined;
    if (job?.processedOn && job.finishedOn) {
      this.jobDuration.observe(
        { queue: queueName, job: job.name },
        (job.finishedOn - job.processedOn) / 1000,
      );
    }
  }
}

let asks = 0;

/** Every API process's metrics, summed by the primary (prom-client's AggregatorRegistry). */
function askPrimary(): Promise<string> {
  const id = ++asks;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => done({ error: 'the primary did not answer within 10 s' }),
      10_000,
    );
    const heard = (message: MetricsAnswer) =>
      message?.type === METRICS_ANSWER && message.id === id && done(message);
    function done(answer: Partial<MetricsAnswer>) {
      clearTimeout(timer);
      process.off('message', heard);
      if (answer.body !== undefined) resolve(answer.body);
      else reject(new Error(`Metrics of the API processes: ${answer.error}`));
    }
    process.on('message', heard);
    process.send?.({ type: METRICS_ASK, id });
  });
}
