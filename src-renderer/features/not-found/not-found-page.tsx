import { lazy, Suspense } from 'react';

/**
 * The router shows this for any unknown path, so it sits in the entry chunk: its words and the
 * language machinery load as their own chunk (ADR 030), keeping the sign-in pages' budget.
 */
const Content = lazy(() => import('./not-found-content.tsx').then((m) => ({ default: m.NotFoundContent })));

export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <Content />
    </Suspense>
  );
}
