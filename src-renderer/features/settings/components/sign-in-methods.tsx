import { type ReactNode, useState } from 'react';
import { SIGN_IN_PROVIDER_NAMES, type SignInProvider } from '#shared/sign-in.ts';
import { type SignInIdentity } from '#shared/schemas/sign-in.ts';
import { ProviderMark } from '@/components/provider-marks.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { feedback, toastSuccess } from '@/components/ui/mutation-feedback.ts';
import { QueryState, Skeleton } from '@/components/ui/query-state.tsx';
import { useHostTime } from '@/lib/host-time.tsx';
import { tx } from '@/lib/texts/settings.ts';
import { formatDate, wallTime } from '@/lib/zoned-time.ts';
import { useLinkProvider, useRemoveSignInMethod, useSignInMethods } from '../api/sign-in-methods.ts';

/** A provider's row: its mark and name, what is said of it, and its one action. */
function ProviderRow({ provider, lines, action }: { provider: SignInProvider; lines: ReactNode; action: ReactNode }) {
  return (
    <li className="flex flex-col items-start gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="flex min-w-0 items-center gap-3">
        <ProviderMark provider={provider} />
        <div className="min-w-0">
          <p className="text-sm font-medium text-gray-900 dark:text-gray-100">{SIGN_IN_PROVIDER_NAMES[provider]}</p>
          {lines}
        </div>
      </div>
      <div className="shrink-0 max-sm:ml-8">{action}</div>
    </li>
  );
}

/** One linked account: its provider and address, and Disconnect (never the last way to sign in). */
function LinkedRow({ identity, removable }: { identity: SignInIdentity; removable: boolean }) {
  const remove = useRemoveSignInMethod();
  const [confirming, setConfirming] = useState(false);
  const { zone } = useHostTime();
  const since = formatDate(wallTime(Date.parse(identity.createdAt), zone).date, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const provider = SIGN_IN_PROVIDER_NAMES[identity.provider];
  const noteId = `sign-in-${identity.id}-note`;
  return (
    <ProviderRow
      provider={identity.provider}
      lines={
        <>
          <p className="truncate text-xs text-gray-600 dark:text-gray-300">{identity.email}</p>
          <p id={noteId} className="text-xs text-gray-500 dark:text-gray-400">
            {removable ? tx('settings.security.linkedOn', { date: since }) : tx('settings.security.onlyWay')}
          </p>
        </>
      }
      action={
        <>
          <Button
            variant="secondary"
            size="sm"
            disabled={!removable || remove.isPending}
            aria-describedby={noteId}
            onClick={() => setConfirming(true)}
          >
            {tx('settings.accounts.disconnect')}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={tx('settings.security.removeTitle', { provider })}
            description={tx('settings.security.removeText', { provider, email: identity.email })}
            confirmText={tx('settings.accounts.disconnect')}
            cancelText={tx('settings.security.keep')}
            destructive
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(
                identity.id,
                feedback({
                  success: tx('settings.security.removed', { provider }),
                  failure: { title: tx('settings.security.removeFailed'), fallback: tx('settings.security.tryAgain') },
                  onSuccess: () => setConfirming(false),
                }),
              )
            }
          />
        </>
      }
    />
  );
}

/** A provider the operator set up that this person has not linked yet. */
function LinkRow({ provider }: { provider: SignInProvider }) {
  const link = useLinkProvider();
  const name = SIGN_IN_PROVIDER_NAMES[provider];
  return (
    <ProviderRow
      provider={provider}
      lines={<p className="text-xs text-gray-500 dark:text-gray-400">{tx('settings.security.notLinked')}</p>}
      action={
        <Button
          variant="secondary"
          size="sm"
          disabled={link.isPending}
          onClick={() =>
            link.mutate(
              provider,
              feedback({
                onSuccess: (how) => {
                  if (how === 'linked') toastSuccess(tx('settings.security.linked', { provider: name }));
                },
                failure: { title: tx('settings.security.linkFailed'), fallback: tx('settings.security.tryAgain') },
              }),
            )
          }
        >
          {tx('settings.security.link', { provider: name })}
        </Button>
      }
    />
  );
}

/**
 * The Google and Microsoft accounts someone signs in with (ADR 053): each linked one with Disconnect
 * (disabled, and saying why, when it is the only way in), and Link for each one the server offers.
 */
export function SignInMethodsList() {
  const methods = useSignInMethods();
  return (
    <QueryState
      query={methods}
      loading={<Skeleton label={tx('settings.security.loading')} className="h-16" />}
      error={tx('settings.security.loadFailed')}
      isEmpty={(data) => data.identities.length === 0 && data.providers.length === 0}
      empty={<p className="text-sm text-gray-600 dark:text-gray-400">{tx('settings.security.noneOffered')}</p>}
    >
      {(data) => {
        const linked = new Set(data.identities.map((i) => i.provider));
        const ways = data.identities.length + (data.hasPassword ? 1 : 0);
        return (
          <ul
            aria-label={tx('settings.accounts.title')}
            className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800"
          >
            {data.identities.map((identity) => (
              <LinkedRow key={identity.id} identity={identity} removable={ways > 1} />
            ))}
            {data.providers
              .filter((p) => !linked.has(p))
              .map((provider) => (
                <LinkRow key={provider} provider={provider} />
              ))}
          </ul>
        );
      }}
    </QueryState>
  );
}
