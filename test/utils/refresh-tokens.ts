import { DataSource } from 'typeorm';
import { hashSecret } from '../../backend/src/modules/auth/secrets';
import { REFRESH_REUSE_SECONDS } from '../../backend/src/modules/auth/tokens.service';

/** Moves a rotated refresh token's use back past the reuse window: presenting it is a replay. */
export async function pastReuseWindow(dataSource: DataSource, refreshToken: string): Promise<void> {
  await dataSource.query(
    `UPDATE refresh_tokens SET used_at = used_at - make_interval(secs => $2)
      WHERE token_hash = $1 AND used_at IS NOT NULL`,
    [hashSecret(refreshToken), REFRESH_REUSE_SECONDS + 1],
  );
}
