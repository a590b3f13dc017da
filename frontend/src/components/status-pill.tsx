import './status-pill.css';

export type PillTone = 'live' | 'upcoming' | 'completed' | 'other';

export function StatusPill({ tone, label }: { tone: PillTone; label: string }) {
  return (
    <span className={`status-pill status-pill--${tone}`}>
      {tone === 'live' ? <span className="status-pill__dot" aria-hidden="true" /> : null}
      {label}
    </span>
  );
}
