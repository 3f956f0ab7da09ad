import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { lazyComponent } from '@/lib/lazy-component.tsx';
import { t } from '@/lib/i18n.tsx';

/**
 * The steps after a time is picked load as their own chunks (the booking form with its widgets and the
 * phone library; the reschedule step with the form library), so the booker's first load carries only
 * the calendar and the times. Hovering or focusing a time starts the download (`preloadSteps`).
 */
const bookingForm = lazyComponent(() => import('./booking-form.tsx').then((m) => m.BookingForm));
const rescheduleConfirm = lazyComponent(() => import('./reschedule-confirm.tsx').then((m) => m.RescheduleConfirm));
export const LazyBookingForm = bookingForm.Component;
export const LazyRescheduleConfirm = rescheduleConfirm.Component;

/** Starts downloading the step a pick opens (a module is fetched once, however often this runs). */
export function preloadStep(moving: boolean): void {
  void (moving ? rescheduleConfirm : bookingForm).preload().catch(() => {
    // Tried again, and then said, when the time is picked.
  });
}

/** The step's place while its chunk arrives: calm grey bars where the fields will be. */
function StepLoading() {
  return (
    <div role="status" aria-busy="true" aria-label={t('form.loadingForm')} className="mx-auto max-w-lg space-y-4">
      <div className="h-6 w-2/3 animate-pulse rounded bg-gray-100 dark:bg-gray-800" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-gray-100 dark:bg-gray-800" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-1.5 pt-2">
          <div className="h-4 w-24 animate-pulse rounded bg-gray-100 dark:bg-gray-800" />
          <div className="h-10 animate-pulse rounded-md bg-gray-100 dark:bg-gray-800" />
        </div>
      ))}
    </div>
  );
}

/** Runs `onArrive` once the step's chunk is in and it has rendered (to give its heading focus). */
function Arrived({ onArrive, children }: { onArrive: () => void; children: ReactNode }) {
  const arrive = useRef(onArrive);
  useEffect(() => arrive.current(), []);
  return children;
}

export function LazyStep({ onArrive, children }: { onArrive: () => void; children: ReactNode }) {
  return (
    <Suspense fallback={<StepLoading />}>
      <Arrived onArrive={onArrive}>{children}</Arrived>
    </Suspense>
  );
}
