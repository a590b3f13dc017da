import { externalHref } from '../lib/external-link';

/** "Use it now": the brand's redeem page in a new tab, shown only for an http(s) link. */
export function RedeemLink({ href }: { href: string | null | undefined }) {
  const safe = externalHref(href);
  if (!safe) return null;
  return (
    <a className="btn btn--secondary" href={safe} target="_blank" rel="noopener noreferrer">
      Use it now
    </a>
  );
}
