import { useId } from 'react';
import { Pagination } from './pagination';
import './table-pager.css';

/** SPEC §9: server-side paged tables offer these page sizes. */
export const TABLE_PAGE_SIZES = [10, 20, 30, 50] as const;

interface TablePagerProps {
  page: number;
  totalPages: number;
  limit: number;
  onPageChange: (page: number) => void;
  /** A new page size; the pager then goes back to page 1 through onPageChange. */
  onLimitChange: (limit: number) => void;
  /** Accessible name of the page navigation. */
  label: string;
}

/** The page-size select and the page links under a server-side paged table. */
export function TablePager({
  page,
  totalPages,
  limit,
  onPageChange,
  onLimitChange,
  label,
}: TablePagerProps) {
  const sizeId = useId();
  return (
    <div className="table-pager">
      <div className="table-pager__size">
        <label htmlFor={sizeId}>Rows per page</label>
        <select
          id={sizeId}
          className="field__input"
          value={limit}
          onChange={(event) => {
            onLimitChange(Number(event.target.value));
            onPageChange(1);
          }}
        >
          {TABLE_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <Pagination page={page} totalPages={totalPages} onChange={onPageChange} label={label} />
    </div>
  );
}
