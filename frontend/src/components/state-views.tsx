import type { ReactNode } from 'react';
import './state-views.css';

function EmptyArt() {
  return (
    <svg className="state-view__art" viewBox="0 0 120 90" aria-hidden="true" focusable="false">
      <rect x="14" y="26" width="92" height="52" rx="12" fill="#1f1f31" stroke="#2f2f48" />
      <rect x="30" y="42" width="22" height="20" rx="5" fill="#2a2a40" />
      <circle cx="78" cy="47" r="5" fill="#7c3aed" />
      <circle cx="90" cy="57" r="5" fill="#fbbf24" />
      <path d="M36 52h10M41 47v10" stroke="#c4b5fd" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M44 18c6-8 26-8 32 0"
        stroke="#c4b5fd"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="60" cy="12" r="4" fill="#fbbf24" />
    </svg>
  );
}

export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="state-view card" role="status">
      <EmptyArt />
      <p className="state-view__message">{message}</p>
      {action}
    </div>
  );
}

interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

export function ErrorState({
  message = 'We could not load this right now.',
  onRetry,
  retrying = false,
}: ErrorStateProps) {
  return (
    <div className="state-view state-view--error card" role="alert">
      <p className="state-view__message">{message}</p>
      {onRetry ? (
        <button type="button" className="btn btn--primary" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      ) : null}
    </div>
  );
}

/** What QueryStates reads of a TanStack query. */
interface QueryLike {
  isPending: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryStatesProps {
  query: QueryLike;
  /** Shown while the first answer (or the next page's) is on its way. */
  skeleton: ReactNode;
  errorMessage: string;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}

/** A paged list's ladder: its error (with Retry), its skeleton, its empty state, or itself. */
export function QueryStates({
  query,
  skeleton,
  errorMessage,
  isEmpty,
  empty,
  children,
}: QueryStatesProps) {
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.isPending || query.isPlaceholderData) return <>{skeleton}</>;
  return <>{isEmpty ? empty : children}</>;
}
