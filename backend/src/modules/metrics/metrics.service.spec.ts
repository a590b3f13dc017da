import perfHooks from 'node:perf_hooks';
import { QueueRegistry } from '../../events/queue-registry';
import { EVENT_LOOP_SAMPLE_MS, MetricsService } from './metrics.service';

describe('MetricsService', () => {
  const noQueues = { all: () => [] } as unknown as QueueRegistry;

  afterEach(() => jest.restoreAllMocks());

  it('samples the event loop 10 times a second, not prom-client’s 100', () => {
    const monitor = jest.spyOn(perfHooks, 'monitorEventLoopDelay');
    new MetricsService(noQueues);
    expect(EVENT_LOOP_SAMPLE_MS).toBe(100);
    expect(monitor).toHaveBeenCalledWith({ resolution: EVENT_LOOP_SAMPLE_MS });
  });

  it('still reports the event loop lag and the process defaults', async () => {
    const text = await new MetricsService(noQueues).registry.metrics();
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
  });
});
