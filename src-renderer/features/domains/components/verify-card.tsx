import { BadgeCheck, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { DomainSettingsResponse, VerifyDomainResponse } from '#shared/schemas/domains.ts';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { errorText } from '@/lib/api-client.ts';
import { type HostTime, useHostTime } from '@/lib/host-time.tsx';
import { intlLocale } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/settings.ts';
import { useRemoveDomain } from '../api/remove-domain.ts';
import { useVerifyDomain } from '../api/verify-domain.ts';
import { RecordsTable } from './records-table.tsx';
import { Card } from '@/components/ui/card.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';

function Summary({ result, verifiedAt }: { result: VerifyDomainResponse | undefined; verifiedAt: string | null }) {
  const host = useHostTime();
  if (result && !result.verified) {
    const missing = result.records.filter((r) => !r.ok).length;
    return (
      <p role="status" className="text-sm text-amber-700 dark:text-amber-400">
        {tx('settings.domains.missing', { count: missing })}
      </p>
    );
  }
  if (verifiedAt) {
    return (
      <p
        role="status"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-green-700 dark:text-green-400"
      >
        <BadgeCheck className="h-4 w-4" aria-hidden />
        {tx('settings.domains.verifiedAt', { when: verifiedWhen(verifiedAt, host) })}
      </p>
    );
  }
  return <p className="text-sm text-gray-500 dark:text-gray-400">{tx('settings.domains.notVerified')}</p>;
}

/** When the domain was verified, in the host's zone and clock: the browser's own way in English, else the app's language's. */
function verifiedWhen(verifiedAt: string, host: HostTime): string {
  return new Date(verifiedAt).toLocaleString(intlLocale(), host.intl);
}

const HOST_MARK = '\u0000';

/** The saved domain's records, and a check of each against DNS. */
export function VerifyCard({ settings, focusVerify }: { settings: DomainSettingsResponse; focusVerify: number }) {
  const verify = useVerifyDomain();
  const verifyButton = useRef<HTMLButtonElement>(null);
  // After a save the next step is Verify: focus it, in the middle of the screen, where the toast
  // that says so (bottom of the screen) cannot cover it.
  useEffect(() => {
    const button = verifyButton.current;
    if (!focusVerify || !button) return;
    button.focus({ preventScroll: true });
    button.scrollIntoView({ block: 'center' });
  }, [focusVerify]);
  const remove = useRemoveDomain();
  const [confirming, setConfirming] = useState(false);
  const domain = settings.domain;
  if (!domain) return null;
  // The sentence is whole in every language; the domain sits where that language puts it, in bold.
  const [before, after] = tx('settings.domains.dnsDescription', { hostname: HOST_MARK }).split(HOST_MARK);
  // A result only describes the records it checked (the domain may have been changed since).
  const result =
    verify.data &&
    verify.data.records.every((c) => settings.records.some((r) => r.fqdn === c.fqdn && r.type === c.type))
      ? verify.data
      : undefined;

  return (
    <Card
      title={tx('settings.domains.dnsTitle')}
      description={
        <>
          {before}
          <span className="font-medium text-gray-900 dark:text-gray-100">{domain.hostname}</span>
          {after}
        </>
      }
      footer={
        <>
          <div className="mr-auto">
            <Summary result={result} verifiedAt={domain.verifiedAt} />
          </div>
          <Button variant="ghost" onClick={() => setConfirming(true)} disabled={remove.isPending}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {tx('settings.domains.remove')}
          </Button>
          <Button ref={verifyButton} variant="secondary" onClick={() => verify.mutate()} disabled={verify.isPending}>
            <RefreshCw className={verify.isPending ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
            {verify.isPending ? tx('settings.domains.verifying') : tx('settings.domains.verify')}
          </Button>
        </>
      }
    >
      <RecordsTable records={settings.records} checks={result?.records} />
      {verify.isError && (
        <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
          {errorText(verify.error, tx('settings.domains.verifyFailed'))}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={tx('settings.domains.removeTitle')}
        description={tx('settings.domains.removeDescription', { hostname: domain.hostname })}
        confirmText={tx('settings.domains.removeConfirm')}
        cancelText={tx('settings.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            undefined,
            feedback({
              failure: { title: tx('settings.error'), fallback: tx('settings.domains.removeFailed') },
              onSuccess: () => setConfirming(false),
            }),
          )
        }
      />
    </Card>
  );
}
