import { useEffect, type ReactNode } from 'react';
import './page-shell.css';

interface PageShellProps {
  /** null while what names the page is loading: a placeholder of the heading's height. */
  title: string | null;
  /** One-line purpose shown under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
  /** Document title; defaults to the page title. */
  documentTitle?: string;
}

/** Heading + lead + content for a page; sets the document title for the route. */
export function PageShell({ title, lead, children, documentTitle }: PageShellProps) {
  useDocumentTitle(documentTitle ?? title ?? '');
  return (
    <div className="page-shell container">
      <header className="page-shell__header">
        <h1 className="page-shell__title">
          {title ?? (
            <>
              <span className="skeleton page-shell__title-skeleton" aria-hidden="true" />
              <span className="visually-hidden">Loading…</span>
            </>
          )}
        </h1>
        {lead ? <p className="page-shell__lead">{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | GameHub` : 'GameHub';
  }, [title]);
}
