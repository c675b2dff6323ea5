import { useEffect } from 'react';
import { ListPagination } from './list-pagination';

interface ListPagerProps {
  /** The page the server answered, once it has. */
  data: { items: readonly unknown[]; total: number } | undefined;
  /** The page asked for (1-based, as the API counts) and its size. */
  filter: { page: number; limit: number };
  pageSizes: readonly number[];
  /** Stable (a store's or the address's setter): the page is also turned from an effect. */
  onChange: (patch: { page?: number; limit?: number }) => void;
}

/**
 * The pager of a server-paged list, once there is something to page through. A page past the last one (a
 * delete emptied it, a filter shortened the list) turns to the last one.
 */
export function ListPager({ data, filter, pageSizes, onChange }: ListPagerProps) {
  const { page, limit } = filter;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1)
      onChange({ page: Math.ceil(data.total / limit) });
  }, [data, page, limit, onChange]);

  if (!data || data.total === 0) return null;
  return (
    <ListPagination
      pageSizes={pageSizes}
      total={data.total}
      page={page}
      limit={limit}
      onPage={(next) => onChange({ page: next })}
      onLimit={(next) => onChange({ limit: next })}
    />
  );
}
