import { editorMessages as t } from '#shared/event-type-editor.ts';
import type { EventTypeDetail, EventTypeWriteValues } from '#shared/schemas/event-type-settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toastSuccess } from '../../../components/ui/mutation-feedback.ts';
import { useUpdateEventType } from '../api/update-event-type.ts';

export const selectClass =
  'h-10 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 shadow-sm focus-visible:border-brand ' +
  'focus-visible:outline-2 focus-visible:outline-brand/40 aria-[invalid=true]:border-red-500 dark:border-gray-700 ' +
  'dark:bg-gray-900 dark:text-gray-100';

type ListPatch = Pick<EventTypeWriteValues, 'locations' | 'bookingFields'>;

/** Saves one list of the event type (PUT takes the details with it, as they are). */
export function useSaveDetail(detail: EventTypeDetail) {
  const update = useUpdateEventType();
  return {
    isPending: update.isPending,
    mutate: (
      patch: ListPatch,
      handlers: { onSuccess: (saved: EventTypeDetail) => void; onError: (error: unknown) => void },
    ) => {
      const { name, slug, description, duration } = detail;
      update.mutate(
        { id: detail.id, input: { name, slug, description, duration, ...patch } },
        {
          onSuccess: (saved) => {
            toastSuccess(t.saved);
            handlers.onSuccess(saved);
          },
          onError: handlers.onError,
        },
      );
    },
  };
}

/** A tab's footer: what is wrong (or unsaved), Discard and Save. */
export function SaveBar({
  dirty,
  pending,
  problem,
  label,
  onSave,
  onDiscard,
}: {
  dirty: boolean;
  pending: boolean;
  problem: string | null;
  label: string;
  onSave: () => void;
  onDiscard: () => void;
}) {
  return (
    <>
      <div className="mr-auto min-w-0 text-sm">
        {problem ? (
          <p role="alert" className="text-red-600 dark:text-red-400">
            {problem}
          </p>
        ) : (
          dirty && <p className="text-gray-600 dark:text-gray-400">{t.unsaved}</p>
        )}
      </div>
      {dirty && (
        <Button variant="secondary" disabled={pending} onClick={onDiscard}>
          {t.discard}
        </Button>
      )}
      <Button disabled={!dirty || pending} onClick={onSave}>
        {pending ? t.saving : label}
      </Button>
    </>
  );
}
