import { useEffect, useRef } from 'react';
import type { EventType } from '#shared/schemas/event-types.ts';
import { Button } from '@/components/ui/button.tsx';
import { errorText } from '@/lib/api-client.ts';
import { useEventTypes } from '../api/get-event-types.ts';
import { EventTypeCard } from './event-type-card.tsx';
import { tx } from '@/lib/texts/event-types.ts';

const emptyClasses =
  'rounded-lg border border-dashed border-gray-300 bg-white px-6 py-16 text-center text-sm text-gray-600 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-400';

export interface EventTypesListProps {
  search: string;
  username: string | null;
  onEdit: (eventType: EventType) => void;
  onNeedUsername: () => void;
}

/**
 * The cards, loading more as the end scrolls into view (docs/product.md#event-type-pages), with a button for when
 * it does not.
 */
export function EventTypesList({ search, username, onEdit, onNeedUsername }: EventTypesListProps) {
  const query = useEventTypes(search);
  const { data, isPending, isError, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (isPending) {
    return (
      <p role="status" className={emptyClasses}>
        {tx('eventTypes.loading')}
      </p>
    );
  }
  if (isError && !data) {
    return (
      <div role="alert" className={emptyClasses}>
        <p className="mb-3">{errorText(error, tx('eventTypes.loadFailed'))}</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {tx('eventTypes.tryAgain')}
        </Button>
      </div>
    );
  }

  const items = data.pages.flatMap((p) => p.items);
  // 'No more results' ends a list that loaded more as it scrolled, or a search's results; a list
  // that fits on its first page just ends.
  const showEnd = data.pages.length > 1 || search !== '';
  if (items.length === 0) {
    return <p className={emptyClasses}>{search ? tx('eventTypes.noMatch') : tx('eventTypes.empty')}</p>;
  }

  return (
    <div>
      <ul
        aria-label={tx('eventTypes.title')}
        className="divide-y divide-gray-200 overflow-visible rounded-lg border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900"
      >
        {items.map((eventType) => (
          <EventTypeCard
            key={eventType.id}
            eventType={eventType}
            username={username}
            onEdit={onEdit}
            onNeedUsername={onNeedUsername}
          />
        ))}
      </ul>
      <div ref={sentinel} className="flex justify-center py-6 text-sm text-gray-500 dark:text-gray-400">
        {hasNextPage ? (
          <Button variant="secondary" size="sm" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? tx('eventTypes.loadingMore') : tx('eventTypes.loadMore')}
          </Button>
        ) : (
          showEnd && <p>{tx('eventTypes.noMoreResults')}</p>
        )}
      </div>
    </div>
  );
}
