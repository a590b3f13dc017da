import type { ReactNode } from 'react';
import './page-shell.css';

/**
 * Friendly placeholder state for a page whose content is on its way. Without a title it adds no
 * heading: for a page whose own heading already says it.
 */
export function NoticeCard({
  title,
  children,
  actions,
}: {
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="notice-card card" aria-label={title}>
      {title ? <h2>{title}</h2> : null}
      {children}
      {actions ? <div className="notice-card__actions">{actions}</div> : null}
    </section>
  );
}
