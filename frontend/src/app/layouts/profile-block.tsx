import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '../../components/avatar';
import { CoinAmount } from '../../components/coin-amount';
import type { User } from '../../lib/auth-store';
import { truncateName } from '../../lib/display-name';

/** SPEC §2: the signed-in player's coin balance, avatar and name, and the account menu. */
export default function ProfileBlock({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="profile-block" ref={root}>
      <CoinAmount value={Number(user.coin_balance) || 0} animate compact label="coins balance" />
      <button
        type="button"
        className="profile-block__trigger"
        // Label in name (WCAG 2.5.3): the visible (truncated) name starts the accessible name.
        aria-label={`${truncateName(user.name)}, Account menu`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="profile-block__avatar">
          <UserAvatar profilePic={user.profile_pic} name={user.name} size={32} />
        </span>
        <span className="profile-block__name" title={user.name}>
          {truncateName(user.name)}
        </span>
      </button>
      <ul id={menuId} className="profile-block__menu card" hidden={!open}>
        <li>
          <Link to="/my-account" className="profile-block__item" onClick={() => setOpen(false)}>
            My Account
          </Link>
        </li>
        <li>
          <button type="button" className="profile-block__item" onClick={onSignOut}>
            Log Out
          </button>
        </li>
      </ul>
    </div>
  );
}
