import { FactoryProvider } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/env';
import type { AppConfig } from '../../../config/env';
import { GameId } from '../game-id';
import { ChessAdapter } from './chess.adapter';
import { ClashAdapter } from './clash.adapter';
import { Fetch, GAME_PROVIDER_ADAPTERS, GameProviderAdapter } from './game-provider.adapter';

export * from './chess.adapter';
export * from './clash.adapter';
export * from './game-provider.adapter';

/**
 * One adapter per provider that has a base URL. A provider left unconfigured gets none, and its
 * handles are saved without the existence check (development, tests, or an API that is down for
 * good and switched off on purpose).
 */
export function createGameProviderAdapters(
  providers: AppConfig['gameProviders'],
  fetchFn: Fetch = fetch,
): GameProviderAdapter[] {
  const adapters: GameProviderAdapter[] = [];
  const { chess, clashOfClans, clashRoyale } = providers;
  if (chess.baseUrl) adapters.push(new ChessAdapter(chess.baseUrl, fetchFn));
  if (clashOfClans.baseUrl) {
    adapters.push(
      new ClashAdapter(GameId.ClashOfClans, clashOfClans.baseUrl, clashOfClans.token, fetchFn),
    );
  }
  if (clashRoyale.baseUrl) {
    adapters.push(
      new ClashAdapter(GameId.ClashRoyale, clashRoyale.baseUrl, clashRoyale.token, fetchFn),
    );
  }
  return adapters;
}

/** The configured adapters under GAME_PROVIDER_ADAPTERS (handle checks and result polling). */
export const gameProviderAdapters: FactoryProvider<GameProviderAdapter[]> = {
  provide: GAME_PROVIDER_ADAPTERS,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => createGameProviderAdapters(config.gameProviders),
};
