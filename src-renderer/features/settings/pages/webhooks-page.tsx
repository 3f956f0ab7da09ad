import { useState } from 'react';
import { type WebhookCreated, webhookMessages } from '#shared/schemas/webhooks.ts';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useCreateWebhook } from '../api/create-webhook.ts';
import { useWebhooks } from '../api/get-webhooks.ts';
import { SettingsShell } from '../components/settings-shell.tsx';
import { WebhookForm } from '../components/webhook-form.tsx';
import { WebhookItem } from '../components/webhook-item.tsx';
import { WebhookSecret } from '../components/webhook-secret.tsx';
import { toastSuccess } from '../../../components/ui/mutation-feedback.ts';

/** /settings/webhooks: signed HTTPS calls to the host's own systems when bookings change. */
export function WebhooksPage() {
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const [created, setCreated] = useState<WebhookCreated | null>(null);

  return (
    <SettingsShell title="Webhooks" description="Let your own systems know when someone books, reschedules or cancels.">
      {created && <WebhookSecret url={created.url} secret={created.secret} onDone={() => setCreated(null)} />}
      <Card title="Your webhooks">
        {webhooks.isPending ? (
          <div
            role="status"
            aria-label="Loading webhooks"
            className="h-24 animate-pulse rounded-md bg-gray-100 dark:bg-gray-800"
          />
        ) : webhooks.isError ? (
          <LoadError onRetry={() => void webhooks.refetch()}>Could not load your webhooks.</LoadError>
        ) : webhooks.data.items.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">No webhooks yet. Add one below.</p>
        ) : (
          <ul
            aria-label="Webhooks"
            className="-mx-6 -mb-6 divide-y divide-gray-200 border-t border-gray-200 dark:divide-gray-800 dark:border-gray-800"
          >
            {webhooks.data.items.map((hook) => (
              <WebhookItem key={hook.id} hook={hook} />
            ))}
          </ul>
        )}
      </Card>
      <Card
        title="Add a webhook"
        description="Kairos sends a signed JSON POST to this HTTPS address for each event you choose."
      >
        <WebhookForm
          submitText="Add webhook"
          onSubmit={async (input) => {
            setCreated(await create.mutateAsync(input));
            toastSuccess(webhookMessages.created);
          }}
        />
      </Card>
    </SettingsShell>
  );
}
