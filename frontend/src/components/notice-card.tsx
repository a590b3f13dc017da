import type { ReactNode } from 'react';
import './page-shell.css';

/** Friendly placeholder state for a page whose content is on its way. */
export function NoticeCard({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="notice-card card" aria-label={title}>
      <h2>{title}</h2>
      {children}
      {actions ? <div className="notice-card__actions">{actions}</div> : null}
    </section>
  );
}
