import type { ReactNode } from 'react';
import { LoadError } from './load-error.tsx';

/** What QueryState reads of a query (TanStack Query's result has it). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A placeholder the size of what is loading, announced to screen readers by its label (`role="status"`).
 * `className` gives its size (`h-24`).
 */
export function Skeleton({ label, className }: { label: string; className: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className={`${className} animate-pulse rounded-md bg-gray-100 dark:bg-gray-800`}
    />
  );
}

/**
 * One query's loading, failure and empty states, in that order, then its data: `loading` while it
 * loads (a `<Skeleton>`), `<LoadError>` with `error` and a Try again button that fetches again when it
 * failed, `empty` when `isEmpty(data)`, else `children(data)`.
 */
export function QueryState<T>({
  query,
  loading,
  error,
  empty,
  isEmpty,
  children,
}: {
  query: QueryLike<T>;
  loading: ReactNode;
  error: string;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError || query.data === undefined) {
    return <LoadError onRetry={() => void query.refetch()}>{error}</LoadError>;
  }
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
