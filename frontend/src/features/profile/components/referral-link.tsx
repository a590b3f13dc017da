import { useEffect, useRef, useState } from 'react';
import { env } from '../../../config/env';

/** SPEC §9: the copy confirmation shows for 2 s. */
export const COPIED_MS = 2000;

export function referralUrl(code: string): string {
  return `${env.siteUrl}/login?invite=${encodeURIComponent(code)}`;
}

export function ReferralLink({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const url = referralUrl(code);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      return;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <div className="referral-link">
      <label htmlFor="referral-url" className="field__label">
        Your referral link
      </label>
      <div className="referral-link__row">
        <input id="referral-url" className="field__input" value={url} readOnly />
        <button type="button" className="btn btn--secondary" onClick={() => void copy()}>
          {copied ? 'Copied!' : 'Copy'}
        </button>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {copied ? 'Copied!' : ''}
      </span>
    </div>
  );
}
