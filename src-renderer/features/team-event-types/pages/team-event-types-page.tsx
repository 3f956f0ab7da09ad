import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { TeamEventType } from '#shared/schemas/team-event-types.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { feedback, toastSuccess } from '@/components/ui/mutation-feedback.ts';
import { QueryState, Skeleton } from '@/components/ui/query-state.tsx';
import { tx } from '@/lib/texts/teams.ts';
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
      <PageTitle title={tx('teams.eventTypes.title')} />
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900 dark:text-gray-100">
            {list.data ? tx('teams.eventTypes.teamTitle', { team: list.data.team.name }) : tx('teams.eventTypes.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {canEdit || !list.data ? tx('teams.eventTypes.description') : tx('teams.eventTypes.membersCannotEdit')}
          </p>
        </div>
        {canEdit && (
          <Button onClick={() => setEditing({})}>
            <Plus className="h-4 w-4" aria-hidden />
            {tx('teams.eventTypes.new')}
          </Button>
        )}
      </div>
      <Card title={tx('teams.eventTypes.listLabel')}>
        <QueryState
          query={list}
          loading={<Skeleton label={tx('teams.eventTypes.loading')} className="h-24" />}
          notFound={<p className="text-sm text-gray-600 dark:text-gray-400">{tx('teams.eventTypes.notFound')}</p>}
          error={tx('teams.eventTypes.loadFailed')}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="text-sm text-gray-600 dark:text-gray-400">{tx('teams.eventTypes.empty')}</p>}
        >
          {(data) => (
            <ul
              aria-label={tx('teams.eventTypes.listLabel')}
              className="-mx-6 -mb-6 divide-y divide-gray-200 border-t border-gray-200 dark:divide-gray-800 dark:border-gray-800"
            >
              {data.items.map((eventType) => (
                <TeamEventTypeItem
                  key={eventType.id}
                  eventType={eventType}
                  teamSlug={data.team.slug}
                  canEdit={canEdit}
                  onEdit={() => setEditing({ eventType })}
                  onDelete={() => setDeleting(eventType)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && list.data && (
          <DialogContent
            title={editing.eventType ? tx('teams.eventTypes.edit') : tx('teams.eventTypes.new')}
            className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
          >
            <TeamEventTypeForm
              teamSlug={list.data.team.slug}
              members={list.data.members}
              initial={editing.eventType}
              onCancel={() => setEditing(null)}
              onSubmit={async (input) => {
                await save.mutateAsync({ id: editing.eventType?.id, input });
                toastSuccess(tx('teams.eventTypes.saved'));
                setEditing(null);
              }}
            />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={tx('teams.eventTypes.deleteTitle')}
        description={tx('teams.eventTypes.deleteText')}
        confirmText={tx('teams.eventTypes.delete')}
        cancelText={tx('teams.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            deleting.id,
            feedback({
              success: tx('teams.eventTypes.deleted'),
              failure: { title: tx('teams.eventTypes.deleteFailed'), fallback: tx('teams.eventTypes.deleteFailed') },
              onSuccess: () => setDeleting(null),
            }),
          )
        }
      />
    </main>
  );
}
