import { useId } from 'react';

export interface PaginationProps {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: number[];
}

/** Previous / Next, where we are, and how many rows a page holds. */
export function Pagination({ label, page, pageSize, total, onPageChange, onPageSizeChange, pageSizes = [10, 25, 50, 100] }: PaginationProps) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="ui-pagination" aria-label={`${label} pages`}>
      <button type="button" className="ui-button ui-button--secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </button>
      <span className="ui-pagination__status" aria-live="polite">
        Page {Math.min(page, pages)} of {pages} ({total} {total === 1 ? 'result' : 'results'})
      </span>
      <button type="button" className="ui-button ui-button--secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
      </button>
      {onPageSizeChange && (
        <span className="ui-pagination__size">
          <label htmlFor={sizeId}>Rows per page</label>
          <select id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      )}
    </nav>
  );
}
