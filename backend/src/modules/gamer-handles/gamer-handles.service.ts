import { Inject, Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../../common/postgres/unique-violation';
import { UsersService, UserViewDto } from '../users';
import {
  GAME_PROVIDER_ADAPTERS,
  GameProviderAdapter,
  HandleGameId,
  hostOf,
  normaliseForGame,
} from '../games';
import { gamerHandleErrors } from './gamer-handles.errors';
import { FIELD_GAME, GAME_FIELD, HandleField, planHandleChange } from './handle-change';

export interface HandleCheck {
  /** The handle as it would be saved. */
  handle: string;
  host: string;
  /** False when the game's provider is not configured, so nothing was asked. */
  checked: boolean;
}

/** A player's handles in chess and the Clash games (checked with the game) and BGMI. */
@Injectable()
export class GamerHandlesService {
  constructor(
    private readonly users: UsersService,
    @Inject(GAME_PROVIDER_ADAPTERS) private readonly adapters: GameProviderAdapter[],
  ) {}

  /** Is this a valid handle of a real player? Throws the spec's message when not. */
  async check(game: HandleGameId, value: string): Promise<HandleCheck> {
    const handle = normaliseForGame(game, value);
    const checked = await this.assertExists(game, handle);
    return { handle, host: hostOf(game), checked };
  }

  /** Applies the spec's rules, confirms changed handles with their game, then saves. */
  async change(
    userId: string,
    input: Partial<Record<HandleField, string | null>>,
  ): Promise<UserViewDto> {
    const user = await this.users.get(userId);
    const saved = this.users.toView(user).gamer_handle;
    const changes = planHandleChange(saved, input);
    const fields = Object.keys(changes) as HandleField[];
    for (const field of fields) {
      const game = FIELD_GAME[field];
      const handle = changes[field];
      if (game !== null && handle) await this.assertExists(game, handle);
    }
    try {
      await this.users.saveHandles(userId, changes);
    } catch (err) {
      // The handle columns are UNIQUE: another player saved it (perhaps a moment ago).
      if (isUniqueViolation(err)) throw gamerHandleErrors.taken();
      throw err;
    }
    return this.users.view(userId);
  }

  /**
   * Keeps a handle the player typed when registering as their handle for the game, if they have
   * none yet (the How? tab's promise: next time they register in one click). A handle another
   * account holds is refused: results are matched to players by handle.
   */
  async adopt(userId: string, game: HandleGameId, handle: string): Promise<void> {
    try {
      await this.users.saveHandleIfEmpty(userId, GAME_FIELD[game], handle);
    } catch (err) {
      if (isUniqueViolation(err)) throw gamerHandleErrors.taken();
      throw err;
    }
  }

  /** True when the provider confirmed the handle, false when it has no configured provider. */
  private async assertExists(game: HandleGameId, handle: string): Promise<boolean> {
    const adapter = this.adapters.find((a) => a.game === game);
    if (!adapter) return false;
    if (!(await adapter.exists(handle))) throw gamerHandleErrors.notFound(adapter.host);
    return true;
  }
}
