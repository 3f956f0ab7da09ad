import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './use-toast.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/**
 * The Toaster, kept off the first screen's critical path: it is fetched once the page is idle, or
 * at once when a toast is raised before that. Toasts wait in their store meanwhile, so none is lost.
 */
export function DeferredToaster() {
  const hasToasts = useToasts().length > 0;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true));
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 1);
    return () => clearTimeout(id);
  }, []);
  if (!idle && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
