import { env } from '../../../config/env';
import { CopyButton } from '../../../components/copy-button';

export function referralUrl(code: string): string {
  return `${env.siteUrl}/login?invite=${encodeURIComponent(code)}`;
}

export function ReferralLink({ code }: { code: string }) {
  const url = referralUrl(code);
  return (
    <div className="referral-link">
      <label htmlFor="referral-url" className="field__label">
        Your referral link
      </label>
      <div className="referral-link__row">
        <input id="referral-url" className="field__input" value={url} readOnly />
        <CopyButton text={url} />
      </div>
    </div>
  );
}
