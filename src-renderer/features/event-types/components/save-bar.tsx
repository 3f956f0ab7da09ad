import { useState } from 'react';
import type { EventTypeDetail, EventTypeWriteValues } from '#shared/schemas/event-type-settings.ts';
import { Button } from '@/components/ui/button.tsx';
import { toastSuccess } from '@/components/ui/mutation-feedback.ts';
import { useUpdateEventType } from '../api/update-event-type.ts';
import {
  type ListProblems,
  noProblems,
  problemsOf,
  serverProblems,
} from '@/components/booking-fields/list-problems.ts';
import { tx } from '@/lib/texts/event-types.ts';

type ListName = 'locations' | 'bookingFields';
type Parsed<V> =
  | { success: true; data: V }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * One list of the event type as a tab edits it: the drafts (kept whatever a save answers), whether
 * they differ from what was loaded, their problems (the schema's before sending, the server's after),
 * and the Save bar's props. A save sends the details with the list (PUT takes them, as they are).
 */
export function useListDraft<D, V>({
  detail,
  list,
  draftsOf,
  parse,
}: {
  detail: EventTypeDetail;
  list: ListName;
  draftsOf: (detail: EventTypeDetail) => D[];
  /** The drafts as the API takes them, checked with the API's own schema. */
  parse: (drafts: D[]) => Parsed<V>;
}) {
  const update = useUpdateEventType();
  const [drafts, setDrafts] = useState<D[]>(() => draftsOf(detail));
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<ListProblems>(noProblems);
  const change = (next: D[]) => {
    setDrafts(next);
    setDirty(true);
    setProblems(noProblems);
  };
  const onSave = () => {
    const parsed = parse(drafts);
    if (!parsed.success) {
      setProblems({ ...problemsOf(parsed.error.issues), list: tx('eventTypes.editor.fixProblems') });
      return;
    }
    const { id, name, slug, description, duration } = detail;
    const input: EventTypeWriteValues = { name, slug, description, duration, [list]: parsed.data };
    update.mutate(
      { id, input },
      {
        onSuccess: (saved) => {
          toastSuccess(tx('eventTypes.editor.saved'));
          setDrafts(draftsOf(saved));
          setDirty(false);
        },
        onError: (error) => setProblems(serverProblems(error, list)),
      },
    );
  };
  const onDiscard = () => {
    setDrafts(draftsOf(detail));
    setDirty(false);
    setProblems(noProblems);
  };
  return {
    drafts,
    change,
    problems,
    bar: { dirty, pending: update.isPending, problem: problems.list, onSave, onDiscard },
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
          dirty && <p className="text-gray-600 dark:text-gray-400">{tx('eventTypes.editor.unsaved')}</p>
        )}
      </div>
      {dirty && (
        <Button variant="secondary" disabled={pending} onClick={onDiscard}>
          {tx('eventTypes.editor.discard')}
        </Button>
      )}
      <Button disabled={!dirty || pending} onClick={onSave}>
        {pending ? tx('eventTypes.editor.saving') : label}
      </Button>
    </>
  );
}
