import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AdminUser } from '#shared/schemas/admin-users.ts';
import type { ApiKey } from '#shared/schemas/api-keys.ts';
import { ApiKeyFacts } from '@/components/api-key-facts.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { QueryState, SkeletonStack } from '@/components/ui/query-state.tsx';
import { type HostTime, TimesIn, useHostTime } from '@/lib/host-time.tsx';
import { intlLocale } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/admin.ts';
import { useAccountApiKeys, useRevokeAccountApiKey } from '../api/admin-api-keys.ts';

/** One key: name, prefix, team, scopes, dates; a live key has Revoke, which asks first. */
function AccountKeyItem({ user, apiKey, host, now }: { user: AdminUser; apiKey: ApiKey; host: HostTime; now: number }) {
  const revoke = useRevokeAccountApiKey(user.id);
  const [confirming, setConfirming] = useState(false);
  // Revoked, the key loses its button: the keyboard's place moves to the key itself, inside the
  // dialog, instead of falling to the page behind it (where Escape would no longer close the dialog).
  const item = useRef<HTMLLIElement>(null);
  const wasLive = useRef(apiKey.revokedAt === null);
  useEffect(() => {
    const lostFocus = !document.activeElement || document.activeElement === document.body;
    if (apiKey.revokedAt !== null && wasLive.current && lostFocus) item.current?.focus();
    wasLive.current = apiKey.revokedAt === null;
  }, [apiKey.revokedAt]);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeZone: host.zone }).format(new Date(iso));
  const expired = apiKey.expiresAt !== null && Date.parse(apiKey.expiresAt) <= now;
  const ended = apiKey.revokedAt !== null || expired;
  const dates = [
    tx('admin.keys.createdAt', { date: date(apiKey.createdAt) }),
    apiKey.lastUsedAt ? tx('admin.keys.lastUsed', { date: date(apiKey.lastUsedAt) }) : tx('admin.keys.neverUsed'),
    apiKey.revokedAt
      ? tx('admin.keys.revokedAt', { date: date(apiKey.revokedAt) })
      : apiKey.expiresAt === null
        ? tx('admin.keys.neverExpires')
        : tx(expired ? 'admin.keys.expiredAt' : 'admin.keys.expiresAt', { date: date(apiKey.expiresAt) }),
  ];

  return (
    <li
      ref={item}
      tabIndex={-1}
      aria-label={apiKey.name}
      className="flex flex-col gap-2 py-3 outline-none focus-visible:ring-2 focus-visible:ring-brand sm:flex-row sm:items-start"
    >
      <ApiKeyFacts
        apiKey={apiKey}
        teamLabel={(team) => tx('admin.keys.team', { team })}
        dates={dates}
        ended={ended}
        className={apiKey.revokedAt ? 'opacity-70' : undefined}
      />
      {!apiKey.revokedAt && (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start"
          aria-label={tx('admin.keys.revokeLabel', { name: apiKey.name })}
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="h-3.5 w-3.5 text-red-600 dark:text-red-400" aria-hidden />
          {tx('admin.keys.revoke')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={tx('admin.keys.revokeTitle')}
        description={tx('admin.keys.revokeDescription', { name: apiKey.name, email: user.email })}
        confirmText={tx('admin.keys.revoke')}
        cancelText={tx('admin.users.cancel')}
        destructive
        pending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(
            apiKey.id,
            feedback({
              success: tx('admin.keys.revoked'),
              failure: { title: tx('admin.users.actionFailed'), fallback: tx('admin.users.error') },
              onSuccess: () => setConfirming(false),
            }),
          )
        }
      />
    </li>
  );
}

/** Admin → Users → a row's "API keys": every key of the account, revoked ones too, each live one revocable. */
export function UserApiKeysDialog({
  user,
  open,
  onOpenChange,
}: {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const keys = useAccountApiKeys(user.id, open);
  const host = useHostTime();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={tx('admin.keys.title', { email: user.email })} description={tx('admin.keys.description')}>
        <div className="max-h-[60vh] overflow-y-auto">
          <QueryState
            query={keys}
            loading={<SkeletonStack label={tx('admin.keys.loading')} blocks={['h-16', 'h-16']} />}
            error={tx('admin.keys.loadFailed')}
            retryLabel={tx('admin.list.retry')}
            isEmpty={(data) => data.items.length === 0}
            empty={<p className="text-sm text-gray-600 dark:text-gray-400">{tx('admin.keys.none')}</p>}
          >
            {(data) => (
              <>
                <ul
                  aria-label={tx('admin.users.apiKeys')}
                  className="divide-y divide-gray-200 border-y border-gray-200 dark:divide-gray-800 dark:border-gray-800"
                >
                  {data.items.map((apiKey) => (
                    <AccountKeyItem key={apiKey.id} user={user} apiKey={apiKey} host={host} now={Date.now()} />
                  ))}
                </ul>
                <TimesIn className="mt-3 text-xs text-gray-500 dark:text-gray-400" />
              </>
            )}
          </QueryState>
        </div>
      </DialogContent>
    </Dialog>
  );
}
