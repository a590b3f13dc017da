import type { ReactNode } from 'react';
import { PageShell } from '../../../components/page-shell';
import './legal-document.css';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  lead: string;
  sections: LegalSection[];
}

/**
 * When the legal pages (privacy, cookies, terms) were last revised: one date for all, as they
 * are revised together and refer to each other.
 */
export const LEGAL_LAST_UPDATED = '23 November 2026';

/** Long-form static page: h1, last-updated line, a table of contents and numbered sections. */
export function LegalDocument({ title, lead, sections }: LegalDocumentProps) {
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <PageShell title={title} lead={lead}>
      <p className="legal__updated">Last updated: {LEGAL_LAST_UPDATED}</p>
      <nav className="legal__toc card" aria-label="Contents">
        <ol>
          {sections.map((section) => (
            <li key={section.heading}>
              <a href={`#${slug(section.heading)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="legal__body">
        {sections.map((section, index) => (
          <section key={section.heading} id={slug(section.heading)} className="legal__section">
            <h2>
              {index + 1}. {section.heading}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </PageShell>
  );
}
