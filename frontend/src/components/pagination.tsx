import './pagination.css';

export type PageItem = number | 'gap-start' | 'gap-end';

/** SPEC §2: first, last, current±1, with an ellipsis where pages are skipped. */
export function pageItems(current: number, last: number): PageItem[] {
  if (last <= 1) return [1];
  const pages = new Set([1, last, current - 1, current, current + 1]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) {
      items.push(previous === 1 ? 'gap-start' : 'gap-end');
    }
    items.push(page);
  });
  return items;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
}

/** First, Previous, page numbers, Next, Last; moves only between 1 and the last page (SPEC §5). */
export function Pagination({ page, totalPages, onChange, label = 'Pagination' }: PaginationProps) {
  const last = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), last);
  const go = (target: number) => {
    const next = Math.min(Math.max(1, target), last);
    if (next !== current) onChange(next);
  };
  const atStart = current <= 1;
  const atEnd = current >= last;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__btn" disabled={atStart} onClick={() => go(1)}>
        First
      </button>
      <button
        type="button"
        className="pagination__btn"
        disabled={atStart}
        onClick={() => go(current - 1)}
      >
        Previous
      </button>
      <ul className="pagination__pages">
        {pageItems(current, last).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="pagination__btn pagination__page tabular"
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination__btn"
        disabled={atEnd}
        onClick={() => go(current + 1)}
      >
        Next
      </button>
      <button type="button" className="pagination__btn" disabled={atEnd} onClick={() => go(last)}>
        Last
      </button>
    </nav>
  );
}
