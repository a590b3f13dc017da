import type { ReactNode } from 'react';
import { CoinIcon, GiftIcon, TrophyIcon } from '../../../components/icons';
import type { NotificationType } from '../api/notification-types';

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function BellIcon() {
  return (
    <Svg>
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22m7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1zm-2 1H7v-6a5 5 0 0 1 10 0z" />
    </Svg>
  );
}

function BagIcon() {
  return (
    <Svg>
      <path d="M18 7h-2a4 4 0 0 0-8 0H6a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2m-6-2a2 2 0 0 1 2 2h-4a2 2 0 0 1 2-2m6 15H6V9h2v2h2V9h4v2h2V9h2z" />
    </Svg>
  );
}

function FriendsIcon() {
  return (
    <Svg>
      <path d="M9 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8m0-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4m0 7c-2.7 0-8 1.3-8 4v3h16v-3c0-2.7-5.3-4-8-4m6 5H3v-1c.2-.7 3.3-2 6-2s5.8 1.3 6 2zm1.1-5.9A4 4 0 0 0 16 4a4 4 0 0 1 0 8zM19 13.3c1.7.6 4 1.7 4 3.7v3h-4v-3c0-1.5-.6-2.7 0-3.7" />
    </Svg>
  );
}

function ClockIcon() {
  return (
    <Svg>
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16m.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7z" />
    </Svg>
  );
}

function OvertakenIcon() {
  return (
    <Svg>
      <path d="m16 18 2.3-2.3-4.9-4.9-4 4L2 7.4 3.4 6l6 6 4-4 6.3 6.3L22 12v6z" />
    </Svg>
  );
}

const icons: Record<NotificationType, () => ReactNode> = {
  prize_paid: () => <TrophyIcon />,
  order_placed: () => <BagIcon />,
  referral_paid: () => <FriendsIcon />,
  milestone_claimable: () => <GiftIcon />,
  daily_bonus: () => <CoinIcon />,
  starting_soon: () => <ClockIcon />,
  overtaken: () => <OvertakenIcon />,
};

/** The picture of a notification's kind; a kind this client does not know yet gets the bell. */
export function NotificationIcon({ type }: { type: string }) {
  const icon = icons[type as NotificationType];
  return (
    <span className="notification-icon" data-type={type}>
      {icon ? icon() : <BellIcon />}
    </span>
  );
}
