import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { LoadError } from './load-error.tsx';

/** What QueryState reads of a query (TanStack Query's result has it). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
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
 * Placeholders for a page of several cards, announced once by `label`: `blocks` gives each one's size
 * (`h-72`), `className` the space between them (`space-y-4`, `grid gap-6`; none for a single card).
 */
export function SkeletonStack({ label, blocks, className }: { label: string; blocks: string[]; className?: string }) {
  return (
    <div role="status" aria-label={label} className={className}>
      {blocks.map((size, i) => (
        <div key={i} className={cn(size, 'animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800')} />
      ))}
    </div>
  );
}

/**
 * One query's loading, failure and empty states, in that order, then its data: `loading` while it
 * loads (a `<Skeleton>` or `<SkeletonStack>`), `notFound` when the API answered 404 (when given),
 * `<LoadError>` with `error` (a text, or one made from the error) and a Try again button (`retryLabel`
 * where the area has its own words) that fetches again when it failed, `empty` when `isEmpty(data)`,
 * else `children(data)`.
 */
export function QueryState<T>({
  query,
  loading,
  error,
  retryLabel,
  notFound,
  empty,
  isEmpty,
  children,
}: {
  query: QueryLike<T>;
  loading: ReactNode;
  error: string | ((error: unknown) => string);
  retryLabel?: string;
  notFound?: ReactNode;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError || query.data === undefined) {
    if (notFound !== undefined && query.error instanceof ApiError && query.error.status === 404) return notFound;
    return (
      <LoadError onRetry={() => void query.refetch()} retryLabel={retryLabel}>
        {typeof error === 'string' ? error : error(query.error)}
      </LoadError>
    );
  }
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
