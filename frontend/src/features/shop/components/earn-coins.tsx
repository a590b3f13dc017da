import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { CoinAmount, formatCoins } from '../../../components/coin-amount';
import { Modal } from '../../../components/modal';
import { useAuth, type User } from '../../../lib/auth-store';
import { useUserData } from '../../auth';
import {
  registrationButtonState,
  statusDisplay,
  type Tournament,
  useTournamentList,
} from '../../tournaments';
import { DailyBonusModal, isDailyBonusDue } from '../../wallet';
import './earn-coins.css';

/** How many of the next tournaments the refusal lists. */
export const NEXT_TOURNAMENTS = 3;

/** Coins still missing for a price: what the refusal says. */
export function missingCoins(balance: number, price: number): number {
  return Math.max(0, Math.ceil(price - (Number(balance) || 0)));
}

/**
 * Tournaments the player can still enter (register, or play in already), live ones first, then
 * the soonest to start: they pay coins from leaderboard positions (SPEC §1).
 */
export function enterableTournaments(
  tournaments: Tournament[],
  now = Date.now(),
  limit = NEXT_TOURNAMENTS,
): Tournament[] {
  const rank = (t: Tournament) => (statusDisplay(t.tournament_status).tone === 'live' ? 0 : 1);
  return tournaments
    .filter((t) => {
      const tone = statusDisplay(t.tournament_status).tone;
      const state = registrationButtonState(t, { now });
      return (
        (tone === 'live' || tone === 'upcoming') &&
        (state === 'REGISTER NOW' || state === 'PLAY NOW')
      );
    })
    .sort(
      (a, b) => rank(a) - rank(b) || Date.parse(a.tournament_date) - Date.parse(b.tournament_date),
    )
    .slice(0, limit);
}

interface EarnCoinsProps {
  missing: number;
  /** The daily bonus was chosen: the caller shows its modal (it replaces this dialog). */
  onDailyBonus: () => void;
}

/** How many coins are missing and where to earn them: tournaments, the daily bonus, referrals. */
export function EarnCoins({ missing, onDailyBonus }: EarnCoinsProps) {
  const { user } = useAuth();
  const list = useTournamentList();
  const next = enterableTournaments(list.data ?? []);
  return (
    <div className="earn-coins">
      {missing > 0 ? (
        <p className="earn-coins__missing">
          You need <strong className="tabular">{formatCoins(missing)}</strong> more coins.
        </p>
      ) : null}
      <h3 className="earn-coins__title">Ways to earn coins</h3>
      <ul className="earn-coins__list">
        {list.isPending ? (
          <li>
            <span className="skeleton earn-coins__skeleton" aria-hidden="true" />
            <span className="visually-hidden">Loading tournaments…</span>
          </li>
        ) : (
          next.map((t) => (
            <li key={`${t.game_id}-${t.event_id}`}>
              <Link to={`/tournaments/${t.game_id}/${t.event_id}`} className="earn-coins__link">
                <span>{t.event_title}</span>
                <span className="earn-coins__meta">
                  {statusDisplay(t.tournament_status).label} · prize pool{' '}
                  <CoinAmount value={t.prize_pool} size="sm" />
                </span>
              </Link>
            </li>
          ))
        )}
        {isDailyBonusDue(user) ? (
          <li>
            <button type="button" className="earn-coins__link" onClick={onDailyBonus}>
              <span>Claim today’s daily bonus</span>
              <span className="earn-coins__meta">Coins every day, more for a streak</span>
            </button>
          </li>
        ) : null}
        <li>
          <Link to="/refer-earn" className="earn-coins__link">
            <span>Refer &amp; Earn</span>
            <span className="earn-coins__meta">Coins for every friend who joins and plays</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}

interface NotEnoughCoinsDialogProps {
  price: number;
  balance: number;
  /** The refusal's words: SPEC §5's, or the server's. */
  message: string;
  onClose: () => void;
}

/**
 * The redeem refusal (SPEC §5 and §8: its words verbatim, the server's when it refused) with what is missing and where to earn
 * it. The daily bonus opens its own modal in place of this one.
 */
export function NotEnoughCoinsDialog({
  price,
  balance,
  message,
  onClose,
}: NotEnoughCoinsDialogProps) {
  const { user } = useAuth();
  // The balance may be out of date (the server refused): reload the player, which stores it.
  useUserData();
  const [bonus, setBonus] = useState<User | null>(null);
  if (bonus) {
    return (
      <Suspense fallback={null}>
        <DailyBonusModal user={bonus} onClose={onClose} />
      </Suspense>
    );
  }
  return (
    <Modal open title="Not enough coins" onClose={onClose}>
      <div className="redeem-dialog">
        <p className="redeem-dialog__question">{message}</p>
        <EarnCoins missing={missingCoins(balance, price)} onDailyBonus={() => setBonus(user)} />
        <div className="redeem-dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Not now
          </button>
        </div>
      </div>
    </Modal>
  );
}
