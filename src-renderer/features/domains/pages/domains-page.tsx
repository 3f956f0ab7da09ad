import { useState } from 'react';
import { PageTitle } from '@/components/page-title.tsx';
import { QueryState, SkeletonStack } from '@/components/ui/query-state.tsx';
import { tx } from '@/lib/texts/settings.ts';
import { useDomainSettings } from '../api/get-domain-settings.ts';
import { DomainForm } from '../components/domain-form.tsx';
import { VerifyCard } from '../components/verify-card.tsx';

/** /settings/domains (docs/product.md#custom-domains): company admins only. */
export function DomainsPage() {
  const settings = useDomainSettings();
  // Bumped on each save: the Verify button then takes the focus (the toast names it as the next step).
  const [saves, setSaves] = useState(0);
  return (
    // Room below the cards: Verify, the page's last control, can always scroll clear of the toasts.
    <main className="mx-auto w-full max-w-3xl px-4 pt-8 pb-40 sm:px-8">
      <PageTitle title={tx('settings.domains.title')} />
      <header className="mb-8">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">
          {tx('settings.domains.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{tx('settings.domains.description')}</p>
      </header>
      <QueryState
        query={settings}
        loading={
          <SkeletonStack label={tx('settings.domains.loading')} blocks={['h-64', 'h-40']} className="space-y-6" />
        }
        error={tx('settings.domains.loadFailed')}
      >
        {(data) => (
          <div className="space-y-6">
            <DomainForm key={data.domain?.hostname ?? ''} settings={data} onSaved={() => setSaves((n) => n + 1)} />
            <VerifyCard settings={data} focusVerify={saves} />
          </div>
        )}
      </QueryState>
    </main>
  );
}
