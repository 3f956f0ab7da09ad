import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { type TeamEventType, teamEventTypeScreen as screen } from '#shared/schemas/team-event-types.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { feedback, toastSuccess } from '../../../components/ui/mutation-feedback.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteTeamEventType } from '../api/delete-team-event-type.ts';
import { useTeamEventTypes } from '../api/get-team-event-types.ts';
import { useSaveTeamEventType } from '../api/save-team-event-type.ts';
import { TeamEventTypeForm } from '../components/team-event-type-form.tsx';
import { TeamEventTypeItem } from '../components/team-event-type-item.tsx';

/** The editor's state: closed, a new event type, or one being changed. */
type Editing = null | { eventType?: TeamEventType };

/** /teams/:id/event-types: a team's event types, made and changed by its owners and admins (ADR 029). */
export function TeamEventTypesPage() {
  const { id = '' } = useParams();
  const list = useTeamEventTypes(id);
  const save = useSaveTeamEventType(id);
  const remove = useDeleteTeamEventType(id);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TeamEventType | null>(null);
  const canEdit = list.data ? list.data.role !== 'member' : false;

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">
      <PageTitle title={screen.title} />
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900 dark:text-gray-100">
            {list.data ? `${list.data.team.name}: ${screen.title}` : screen.title}
          </h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {canEdit || !list.data ? screen.description : screen.membersCannotEdit}
          </p>
        </div>
        {canEdit && (
          <Button onClick={() => setEditing({})}>
            <Plus className="h-4 w-4" aria-hidden />
            {screen.newEventType}
          </Button>
        )}
      </div>
      <Card title={screen.listLabel}>
        {list.isPending ? (
          <div
            role="status"
            aria-label={screen.loading}
            className="h-24 animate-pulse rounded-md bg-gray-100 dark:bg-gray-800"
          />
        ) : list.isError ? (
          list.error instanceof ApiError && list.error.status === 404 ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">{screen.notFound}</p>
          ) : (
            <LoadError onRetry={() => void list.refetch()}>{screen.loadFailed}</LoadError>
          )
        ) : list.data.items.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">{screen.empty}</p>
        ) : (
          <ul
            aria-label={screen.listLabel}
            className="-mx-6 -mb-6 divide-y divide-gray-200 border-t border-gray-200 dark:divide-gray-800 dark:border-gray-800"
          >
            {list.data.items.map((eventType) => (
              <TeamEventTypeItem
                key={eventType.id}
                eventType={eventType}
                teamSlug={list.data.team.slug}
                canEdit={canEdit}
                onEdit={() => setEditing({ eventType })}
                onDelete={() => setDeleting(eventType)}
              />
            ))}
          </ul>
        )}
      </Card>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && list.data && (
          <DialogContent
            title={editing.eventType ? screen.editEventType : screen.newEventType}
            className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
          >
            <TeamEventTypeForm
              members={list.data.members}
              initial={editing.eventType}
              onCancel={() => setEditing(null)}
              onSubmit={async (input) => {
                await save.mutateAsync({ id: editing.eventType?.id, input });
                toastSuccess(screen.saved);
                setEditing(null);
              }}
            />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={screen.deleteTitle}
        description={screen.deleteText}
        confirmText="Delete"
        cancelText="Cancel"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            deleting.id,
            feedback({
              success: screen.deleted,
              failure: { title: screen.deleteFailed, fallback: screen.deleteFailed },
              onSuccess: () => setDeleting(null),
            }),
          )
        }
      />
    </main>
  );
}
