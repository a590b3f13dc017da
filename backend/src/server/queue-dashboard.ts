import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance } from 'fastify';
import { answerError } from '../common/http/api-exception.filter';
import { OperatorAuth } from '../common/auth/operator-auth';
import { QueueRegistry } from '../events/queue-registry';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * bull-board behind the operator's basic pair (or bearer token), guesses limited per address
 * like every operator route (OperatorAuth).
 */
export async function mountQueueDashboard(
  fastify: FastifyInstance,
  queues: QueueRegistry,
  operators: OperatorAuth,
): Promise<void> {
  const serverAdapter = new FastifyAdapter();
  createBullBoard({
    queues: queues.all().map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'GameHub queues' } },
  });
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  await fastify.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      try {
        // A browser is asked for the pair.
        await operators.verify(request, reply, { challenge: true });
      } catch (err) {
        answerError(reply, err);
        return reply;
      }
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
}
