import { ChevronDown, Pencil, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { WEBHOOK_MAX_CONSECUTIVE_FAILURES, type Webhook, type WebhookDelivery } from '#shared/schemas/webhooks.ts';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { OnOffBadge } from '@/components/ui/on-off-badge.tsx';
import { cn } from '@/lib/cn.ts';
import { useDeleteWebhook } from '../api/delete-webhook.ts';
import { useTestWebhook } from '../api/test-webhook.ts';
import { useUpdateWebhook } from '../api/update-webhook.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';
import { WebhookForm } from './webhook-form.tsx';
import { feedback, toastFailure, toastSuccess } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/settings.ts';

const tryAgain = () => ({ title: tx('settings.error'), fallback: tx('settings.pleaseTryAgain') });
// Worded when a call fails, in the language the app speaks then.
const failed = feedback({ failure: tryAgain });

/** The test call itself worked; whether the receiver took the event is the answer's to say. */
function testToast(delivery: WebhookDelivery) {
  const answer = delivery.statusCode === null ? tx('settings.webhooks.noAnswer') : `${delivery.statusCode}`;
  if (delivery.ok)
    toastSuccess({
      title: tx('settings.webhooks.testDelivered'),
      description: tx('settings.webhooks.answered', { answer }),
    });
  else
    toastFailure({
      title: tx('settings.webhooks.testFailed'),
      description: delivery.error
        ? tx('settings.webhooks.answeredError', { answer, error: delivery.error })
        : tx('settings.webhooks.answered', { answer }),
    });
}

/** One webhook: where it sends, what, whether it is on; edit, test, delete, and its last deliveries. */
export function WebhookItem({ hook }: { hook: Webhook }) {
  const update = useUpdateWebhook();
  const test = useTestWebhook();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const deliveriesId = useId();
  const active =
    update.isPending && update.variables.patch.active !== undefined ? update.variables.patch.active : hook.active;

  return (
    <li aria-label={hook.url} className="px-5 py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-mono text-sm break-all text-gray-900 dark:text-gray-100">{hook.url}</p>
            <OnOffBadge on={hook.active}>
              {hook.active ? tx('settings.webhooks.active') : tx('settings.webhooks.off')}
            </OnOffBadge>
          </div>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {hook.events.map((event) => tx(`settings.webhooks.event.${event}`)).join(', ')}
          </p>
          {hook.failureCount > 0 && (
            <p className="mt-1 text-sm text-red-700 dark:text-red-400">
              {tx(
                !hook.active && hook.failureCount >= WEBHOOK_MAX_CONSECUTIVE_FAILURES
                  ? 'settings.webhooks.failuresOff'
                  : 'settings.webhooks.failures',
                { count: hook.failureCount },
              )}
            </p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Switch
            checked={active}
            disabled={update.isPending}
            label={tx('settings.webhooks.sendTo', { url: hook.url })}
            onChange={(next) => update.mutate({ id: hook.id, patch: { active: next } }, failed)}
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={test.isPending}
            onClick={() => test.mutate(hook.id, { ...failed, onSuccess: testToast })}
          >
            <Send className="h-3.5 w-3.5" aria-hidden />
            {test.isPending ? tx('settings.webhooks.sending') : tx('settings.webhooks.sendTest')}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={tx('settings.webhooks.edit', { url: hook.url })}
            aria-expanded={editing}
            onClick={() => setEditing((v) => !v)}
          >
            <Pencil className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={tx('settings.webhooks.delete', { url: hook.url })}
            onClick={() => setConfirmDelete(true)}
          >
            <Trash2 className="h-4 w-4 text-red-600 dark:text-red-400" aria-hidden />
          </Button>
        </div>
      </div>

      {editing && (
        <div className="mt-4 rounded-lg border border-gray-200 p-4 dark:border-gray-800">
          <WebhookForm
            initial={{ url: hook.url, events: hook.events }}
            submitText={tx('settings.webhooks.save')}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              await update.mutateAsync({ id: hook.id, patch: input });
              setEditing(false);
              toastSuccess(tx('settings.webhooks.saved'));
            }}
          />
        </div>
      )}

      <button
        type="button"
        aria-expanded={showDeliveries}
        aria-controls={deliveriesId}
        onClick={() => setShowDeliveries((v) => !v)}
        className="mt-3 inline-flex items-center gap-1 rounded-md text-sm font-medium text-gray-700 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand dark:text-gray-300 dark:hover:text-white"
      >
        <ChevronDown className={cn('h-4 w-4 transition-transform', showDeliveries && 'rotate-180')} aria-hidden />
        {tx('settings.webhooks.recent')}
      </button>
      {showDeliveries && (
        <div id={deliveriesId} className="mt-2">
          <WebhookDeliveries id={hook.id} />
        </div>
      )}

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={tx('settings.webhooks.deleteTitle')}
        description={tx('settings.webhooks.deleteDescription', { url: hook.url })}
        confirmText={tx('settings.webhooks.deleteConfirm')}
        cancelText={tx('settings.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            hook.id,
            feedback({
              success: tx('settings.webhooks.deleted'),
              failure: tryAgain(),
              onSuccess: () => setConfirmDelete(false),
            }),
          )
        }
      />
    </li>
  );
}
