import { useId } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { shareLinks } from '../../../lib/share-links';
import { referralUrl } from '../../profile';
import { useReferralRewards } from '../api/get-referral-rewards';

/** The friend's sign-up bonus, once the rewards are known (the link works without it). */
function shareText(signupBonus: number | undefined): string {
  const bonus = signupBonus === undefined ? 'bonus coins' : `${signupBonus} bonus coins`;
  return `Join me on GameHub: sign up with my link and get ${bonus}!`;
}

interface InviteCardProps {
  code: string;
  totalCount: number;
}

/** Total referrals, the invite code with copy (the invite link), and ways to share it. */
export function InviteCard({ code, totalCount }: InviteCardProps) {
  const titleId = useId();
  const url = referralUrl(code);
  const signup = useReferralRewards().data?.stages.find((stage) => stage.stage === 1);
  const text = shareText(signup?.referee);
  return (
    <section className="card refer-earn__card invite-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="refer-earn__title">
        Invite friends
      </h2>
      <p className="invite-card__total">
        <span className="invite-card__total-value tabular">{totalCount}</span>
        <span className="refer-earn__muted">Total referrals</span>
      </p>
      <p className="refer-earn__label">Your invite code</p>
      <div className="invite-card__code-row">
        <code className="invite-card__code">{code}</code>
        <CopyButton text={url} label="Copy link" />
      </div>
      <ShareButtons url={url} text={text} />
    </section>
  );
}

function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** The system share sheet where the browser has one, else our own prefilled links. */
function ShareButtons({ url, text }: { url: string; text: string }) {
  if (canShareNatively()) {
    const share = () =>
      // Dismissing the sheet rejects: nothing to tell the player.
      navigator.share({ title: 'GameHub', text, url }).catch(() => undefined);
    return (
      <button type="button" className="btn btn--secondary invite-card__share" onClick={share}>
        Share invite link
      </button>
    );
  }
  const links = shareLinks({ text, url });
  const items = [
    { label: 'WhatsApp', href: links.whatsapp },
    { label: 'Telegram', href: links.telegram },
    { label: 'X', href: links.x },
    { label: 'Email', href: links.email },
  ];
  return (
    <ul className="invite-card__links" aria-label="Share your invite link">
      {items.map((item) => (
        <li key={item.label}>
          <a
            className="btn btn--secondary btn--small"
            href={item.href}
            target={item.href.startsWith('mailto:') ? undefined : '_blank'}
            rel="noopener noreferrer"
            aria-label={`Share on ${item.label}`}
          >
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
