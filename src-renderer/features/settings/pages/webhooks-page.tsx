import { useState } from 'react';
import type { WebhookCreated } from '#shared/schemas/webhooks.ts';
import { Card } from '@/components/ui/card.tsx';
import { QueryState, Skeleton } from '@/components/ui/query-state.tsx';
import { useCreateWebhook } from '../api/create-webhook.ts';
import { useWebhooks } from '../api/get-webhooks.ts';
import { SettingsShell } from '../components/settings-shell.tsx';
import { WebhookForm } from '../components/webhook-form.tsx';
import { WebhookItem } from '../components/webhook-item.tsx';
import { WebhookSecret } from '../components/webhook-secret.tsx';
import { toastSuccess } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/settings.ts';

/** /settings/webhooks: signed HTTPS calls to the host's own systems when bookings change. */
export function WebhooksPage() {
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const [created, setCreated] = useState<WebhookCreated | null>(null);

  return (
    <SettingsShell title={tx('settings.webhooks.title')} description={tx('settings.webhooks.description')}>
      {created && <WebhookSecret url={created.url} secret={created.secret} onDone={() => setCreated(null)} />}
      <Card title={tx('settings.webhooks.yours')}>
        <QueryState
          query={webhooks}
          loading={<Skeleton label={tx('settings.webhooks.loading')} className="h-24" />}
          error={tx('settings.webhooks.loadFailed')}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="text-sm text-gray-600 dark:text-gray-400">{tx('settings.webhooks.none')}</p>}
        >
          {(data) => (
            <ul
              aria-label={tx('settings.webhooks.title')}
              className="-mx-6 -mb-6 divide-y divide-gray-200 border-t border-gray-200 dark:divide-gray-800 dark:border-gray-800"
            >
              {data.items.map((hook) => (
                <WebhookItem key={hook.id} hook={hook} />
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
      <Card title={tx('settings.webhooks.addTitle')} description={tx('settings.webhooks.addDescription')}>
        <WebhookForm
          submitText={tx('settings.webhooks.add')}
          onSubmit={async (input) => {
            setCreated(await create.mutateAsync(input));
            toastSuccess(tx('settings.webhooks.created'));
          }}
        />
      </Card>
    </SettingsShell>
  );
}
