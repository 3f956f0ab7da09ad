import { ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { type ApiKeyCreated, apiKeysApi } from '#shared/schemas/api-keys.ts';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { toastSuccess } from '@/components/ui/mutation-feedback.ts';
import { QueryState, Skeleton } from '@/components/ui/query-state.tsx';
import { TimesIn, useHostTime } from '@/lib/host-time.tsx';
import { tx } from '@/lib/texts/developer.ts';
import { tx as settingsTx } from '@/lib/texts/settings.ts';
import { useApiKeys } from '../api/get-api-keys.ts';
import { ApiKeyCreatedNotice } from '../components/api-key-created.tsx';
import { ApiKeyForm } from '../components/api-key-form.tsx';
import { ApiKeyItem } from '../components/api-key-item.tsx';
import { SettingsShell } from '../components/settings-shell.tsx';

/** /settings/developer: the person's API keys for the public API (docs/product.md#developer-api-keys-and-the-public-api). */
export function DeveloperPage() {
  const keys = useApiKeys();
  const host = useHostTime();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; key: ApiKeyCreated } | null>(null);

  return (
    <SettingsShell title={settingsTx('settings.developer.title')} description={tx('developer.description')}>
      {created && <ApiKeyCreatedNotice name={created.name} created={created.key} onDone={() => setCreated(null)} />}
      <Card title={tx('developer.keys')} description={tx('developer.keysDescription')}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <a
            href={apiKeysApi.docs}
            target="_blank"
            rel="noreferrer"
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
          >
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            {tx('developer.docs')}
          </a>
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            {tx('developer.create')}
          </Button>
        </div>
        <QueryState
          query={keys}
          loading={<Skeleton label={tx('developer.loading')} className="h-24" />}
          error={tx('developer.loadFailed')}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="text-sm text-gray-600 dark:text-gray-400">{tx('developer.none')}</p>}
        >
          {(data) => (
            <>
              <ul
                aria-label={tx('developer.keys')}
                className="-mx-6 divide-y divide-gray-200 border-t border-gray-200 dark:divide-gray-800 dark:border-gray-800"
              >
                {data.items.map((apiKey) => (
                  <ApiKeyItem key={apiKey.id} apiKey={apiKey} host={host} now={Date.now()} />
                ))}
              </ul>
              <TimesIn className="mt-3 text-xs text-gray-500 dark:text-gray-400" />
            </>
          )}
        </QueryState>
      </Card>
      <Dialog open={creating} onOpenChange={setCreating}>
        <DialogContent title={tx('developer.createTitle')} description={tx('developer.createDescription')}>
          <ApiKeyForm
            onCancel={() => setCreating(false)}
            onCreated={(key, name) => {
              setCreating(false);
              setCreated({ name, key });
              toastSuccess(tx('developer.created'));
            }}
          />
        </DialogContent>
      </Dialog>
    </SettingsShell>
  );
}
