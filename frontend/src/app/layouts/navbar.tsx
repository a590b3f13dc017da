import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CloseIcon, GiftIcon, MenuIcon } from '../../components/icons';
import { useSignOut } from '../../features/auth/api/logout';
import { authStore, useAuth } from '../../lib/auth-store';
import { Logo } from './logo';
import './navbar.css';

const RewardsPopup = lazy(() => import('../../features/referral/components/rewards-popup'));
// With the popup's code, not in the first visit's JavaScript (the query code would join it).
const loadRewardsQuery = () => import('../../features/referral/api/get-referral-rewards');

// Signed-in players only: a first visit's JavaScript leaves it (and the avatars) out, and a
// signed-in start fetches it beside the app's own code rather than after its first render.
const loadProfileBlock = () => import('./profile-block');
const ProfileBlock = lazy(loadProfileBlock);
// The bell comes with the live socket's code: signed-in players only, like the profile block.
const loadNotificationBell = () =>
  import('../../features/notifications/components/notification-bell');
const NotificationBell = lazy(loadNotificationBell);
if (authStore.getState().user) {
  void loadProfileBlock();
  void loadNotificationBell();
}

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

function navItems(signedIn: boolean): NavItem[] {
  const items: NavItem[] = [
    { to: '/', label: 'Home', end: true },
    { to: '/leaderboard', label: 'Leaderboard' },
    { to: '/shop', label: 'Shop' },
  ];
  if (signedIn) items.push({ to: '/my-orders', label: 'My Orders' });
  return items;
}

export function Navbar() {
  const { user, isSignedIn } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [rewardsOpen, setRewardsOpen] = useState(false);
  const queryClient = useQueryClient();
  const location = useLocation();
  const signOutAndLeave = useSignOut();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const items = navItems(isSignedIn);

  // The mobile menu closes on navigation.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!menuOpen) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const signOut = () => {
    setMenuOpen(false);
    signOutAndLeave();
  };

  const referEarn = isSignedIn ? (
    <NavLink to="/refer-earn" className="btn btn--secondary btn--small navbar__refer">
      <GiftIcon />
      Refer &amp; Earn
    </NavLink>
  ) : (
    <button
      type="button"
      className="btn btn--secondary btn--small navbar__refer"
      onClick={() => {
        setMenuOpen(false);
        // The rewards load beside the popup's code, not after it.
        void loadRewardsQuery().then(({ referralRewardsQueryOptions }) =>
          queryClient.prefetchQuery(referralRewardsQueryOptions()),
        );
        setRewardsOpen(true);
      }}
    >
      <GiftIcon />
      Refer &amp; Earn
    </button>
  );

  return (
    <header className="navbar">
      <div className="navbar__inner container">
        <Link to="/" className="navbar__brand" aria-label="GameHub">
          <Logo />
        </Link>

        <nav className="navbar__desktop" aria-label="Main">
          <ul className="navbar__links">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="navbar__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="navbar__actions">
          <div className="navbar__desktop-only">{referEarn}</div>
          {user && isSignedIn ? (
            <>
              {/* The fallback holds the bell's place, so nothing moves when it arrives. */}
              <Suspense fallback={<div className="notification-bell-slot" />}>
                <NotificationBell />
              </Suspense>
              <Suspense fallback={<div className="profile-block" />}>
                <ProfileBlock user={user} onSignOut={signOut} />
              </Suspense>
            </>
          ) : (
            <Link
              to="/login"
              state={{ from: `${location.pathname}${location.search}` }}
              className="btn btn--primary btn--small navbar__desktop-only"
            >
              Connect
            </Link>
          )}
          <button
            ref={toggleRef}
            type="button"
            className="btn btn--ghost btn--icon navbar__toggle"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      <nav
        id={panelId}
        ref={panelRef}
        className={`navbar__panel${menuOpen ? ' navbar__panel--open' : ''}`}
        aria-label="Mobile"
        aria-hidden={!menuOpen}
        inert={!menuOpen}
      >
        <ul className="navbar__panel-links">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className="navbar__panel-link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="navbar__panel-actions">
          {referEarn}
          {isSignedIn ? (
            <>
              <Link to="/my-account" className="btn btn--secondary btn--small">
                My Account
              </Link>
              <button type="button" className="btn btn--danger btn--small" onClick={signOut}>
                Log Out
              </button>
            </>
          ) : (
            <Link to="/login" className="btn btn--primary btn--small">
              Connect
            </Link>
          )}
        </div>
      </nav>
      {menuOpen ? (
        <div className="navbar__scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />
      ) : null}

      {rewardsOpen ? (
        <Suspense fallback={null}>
          <RewardsPopup open={rewardsOpen} onClose={() => setRewardsOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
