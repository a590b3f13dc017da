import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { TABLE_PAGE_SIZES, TablePager } from '../../../components/table-pager';
import { EmptyState, ErrorState } from '../../../components/state-views';
import { ApiError } from '../../../lib/api-client';
import { type Page, type PageRequest } from '../api/paged-rows';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

interface PagedTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  emptyMessage: string;
  useRows: (request: PageRequest) => UseQueryResult<Page<Row>>;
}

/** Server-side paged table with a page-size select (SPEC §2: 10, 20, 30, 50). */
export function PagedTable<Row>({ caption, columns, emptyMessage, useRows }: PagedTableProps<Row>) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(TABLE_PAGE_SIZES[0]);
  const query = useRows({ page, limit });

  // The endpoints arrive with the wallet work; until then a 404 means there is nothing to show.
  const notThereYet = query.error instanceof ApiError && query.error.status === 404;
  if (query.isPending) {
    return (
      <div className="paged-table__skeleton" aria-busy="true" aria-label={`Loading ${caption}`}>
        {Array.from({ length: 4 }, (_, index) => (
          <span key={index} className="skeleton paged-table__skeleton-row" />
        ))}
      </div>
    );
  }
  if (query.isError && !notThereYet) {
    return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const rows = query.data?.rows ?? [];
  if (notThereYet || (rows.length === 0 && page === 1))
    return <EmptyState message={emptyMessage} />;

  const totalPages = Math.max(1, Math.ceil((query.data?.totalCount ?? 0) / limit));
  return (
    <div className="paged-table">
      <div className="paged-table__scroll">
        <table className="paged-table__table" aria-busy={query.isFetching}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.numeric ? 'is-numeric' : ''}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={column.numeric ? 'is-numeric tabular' : undefined}
                    data-label={column.header}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TablePager
        page={page}
        totalPages={totalPages}
        limit={limit}
        onPageChange={setPage}
        onLimitChange={setLimit}
        label={`${caption} pages`}
      />
    </div>
  );
}
