import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { errorText } from '@/lib/api-client.ts';
import { tx } from '@/lib/texts/admin.ts';

const stateClasses =
  'rounded-lg border border-dashed border-gray-300 bg-white px-6 py-16 text-center text-sm text-gray-600 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-400';

export interface PagedListProps {
  /** What the infinite query reports. */
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
    refetch: () => Promise<unknown>;
  };
  count: number | undefined;
  loading: string;
  failed: string;
  empty: string;
  children: ReactNode;
}

/** A cursor-paged list's loading, error and empty states, and its Load more button. */
export function PagedList({ query, count, loading, failed, empty, children }: PagedListProps) {
  if (query.isPending) {
    return (
      <p role="status" className={stateClasses}>
        {loading}
      </p>
    );
  }
  if (count === undefined || (query.isError && count === 0)) {
    return (
      <div role="alert" className={stateClasses}>
        <p className="mb-3">{errorText(query.error, failed)}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {tx('admin.list.retry')}
        </Button>
      </div>
    );
  }
  if (count === 0) return <p className={stateClasses}>{empty}</p>;
  return (
    <div>
      {children}
      {query.hasNextPage && (
        <div className="flex justify-center py-6">
          <Button
            variant="secondary"
            size="sm"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? tx('admin.list.loadingMore') : tx('admin.list.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
