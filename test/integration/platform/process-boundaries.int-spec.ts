import { INestApplicationContext } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import passport from 'passport';
import { ACCESS_TOKENS, BEARER_STRATEGY } from '../../../backend/src/common/auth';
import { BearerStrategy } from '../../../backend/src/modules/auth/bearer.strategy';
import { startApi, startWorker } from '../../utils/stack';

// @nestjs/websockets marks gateways with this metadata key.
const GATEWAY_METADATA = 'websockets:is_gateway';

interface Inventory {
  controllers: string[];
  gateways: string[];
}

function inventory(app: INestApplicationContext): Inventory {
  const controllers: string[] = [];
  const gateways: string[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) controllers.push(wrapper.name);
    for (const wrapper of module.providers.values()) {
      const type = wrapper.metatype as object | null;
      if (typeof type === 'function' && Reflect.getMetadata(GATEWAY_METADATA, type)) {
        gateways.push(wrapper.name);
      }
    }
  }
  return { controllers, gateways };
}

/**
 * The token check behind the bearer guards (the passport strategy and the app's token checks),
 * which only the API's auth HTTP module provides.
 */
function checksBearerTokens(app: INestApplicationContext): boolean[] {
  return [ACCESS_TOKENS, BearerStrategy].map((token) => {
    try {
      return Boolean(app.get(token, { strict: false }));
    } catch {
      return false;
    }
  });
}

describe('process boundaries', () => {
  it('the worker builds no controller, no gateway and no bearer token check', async () => {
    const worker = await startWorker();
    try {
      expect(inventory(worker)).toEqual({ controllers: [], gateways: [] });
      expect(checksBearerTokens(worker)).toEqual([false, false]);
    } finally {
      await worker.close();
    }
  });

  it('the API builds every controller', async () => {
    const api: NestFastifyApplication = await startApi();
    try {
      const { controllers, gateways } = inventory(api);
      expect([...gateways].sort()).toEqual(['ArenaGateway', 'LiveGateway']);
      expect(controllers).toEqual(
        expect.arrayContaining([
          'AuthController',
          'UsersController',
          'WalletController',
          'GamerHandlesController',
          'TournamentsController',
          // Operators' calls, in the modules that own their data.
          'TournamentsOpsController',
          'TournamentSchedulesOpsController',
          'ShopOpsController',
          'HealthController',
          'MetricsController',
          'ArenaOpsController',
        ]),
      );
      expect(checksBearerTokens(api)).toEqual([true, true]);
      expect(
        (passport as unknown as { _strategy(name: string): unknown })._strategy(BEARER_STRATEGY),
      ).toBeInstanceOf(BearerStrategy);
    } finally {
      await api.close();
    }
  });
});
