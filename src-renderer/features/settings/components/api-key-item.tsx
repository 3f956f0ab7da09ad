import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ApiKey } from '#shared/schemas/api-keys.ts';
import { ApiKeyFacts } from '@/components/api-key-facts.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import type { HostTime } from '@/lib/host-time.tsx';
import { intlLocale } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/developer.ts';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';

/** One key: name, prefix, scopes, team, dates; Revoke asks first. */
export function ApiKeyItem({ apiKey, host, now }: { apiKey: ApiKey; host: HostTime; now: number }) {
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState(false);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeZone: host.zone }).format(new Date(iso));
  const expired = apiKey.expiresAt !== null && Date.parse(apiKey.expiresAt) <= now;
  const dates = [
    tx('developer.createdAt', { date: date(apiKey.createdAt) }),
    apiKey.expiresAt === null
      ? tx('developer.neverExpires')
      : tx(expired ? 'developer.expiredAt' : 'developer.expiresAt', { date: date(apiKey.expiresAt) }),
    apiKey.lastUsedAt ? tx('developer.lastUsed', { date: date(apiKey.lastUsedAt) }) : tx('developer.neverUsed'),
  ];

  return (
    <li aria-label={apiKey.name} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-start">
      <ApiKeyFacts apiKey={apiKey} teamLabel={(team) => tx('developer.team', { team })} dates={dates} ended={expired} />
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 self-start"
        aria-label={tx('developer.revokeLabel', { name: apiKey.name })}
        onClick={() => setConfirming(true)}
      >
        <Trash2 className="h-3.5 w-3.5 text-red-600 dark:text-red-400" aria-hidden />
        {tx('developer.revoke')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={tx('developer.revokeTitle')}
        description={tx('developer.revokeDescription', { name: apiKey.name })}
        confirmText={tx('developer.revoke')}
        cancelText={tx('developer.cancel')}
        destructive
        pending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(
            apiKey.id,
            feedback({
              success: tx('developer.revoked'),
              failure: () => ({ title: tx('developer.error'), fallback: tx('developer.tryAgain') }),
              onSuccess: () => setConfirming(false),
            }),
          )
        }
      />
    </li>
  );
}
