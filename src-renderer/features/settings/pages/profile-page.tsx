import { Button } from '@/components/ui/button.tsx';
import { useEffect } from 'react';
import { useProfile } from '@/lib/profile-query.ts';
import { tx } from '@/lib/texts/settings.ts';
import { ConnectedAccounts } from '../components/connected-accounts.tsx';
import { DangerZone } from '../components/danger-zone.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { SettingsShell } from '../components/settings-shell.tsx';
import { sayPending } from '../lib/language-change.ts';

/** /settings and /settings/profile (docs/product.md#profile-page). */
export function ProfilePage() {
  const profile = useProfile();
  // After a new language is saved the page mounts again in it: the success toast waits for that.
  useEffect(sayPending, []);
  return (
    <SettingsShell title={tx('settings.profile.title')} description={tx('settings.profile.description')}>
      {profile.isPending ? (
        <div role="status" className="space-y-4" aria-label={tx('settings.profile.loading')}>
          <div className="h-72 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />
          <div className="h-28 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />
        </div>
      ) : profile.isError ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-4 rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300"
        >
          {tx('settings.profile.loadFailed')}
          <Button variant="secondary" size="sm" onClick={() => void profile.refetch()}>
            {tx('settings.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <ProfileForm profile={profile.data} />
          <ConnectedAccounts />
          <DangerZone />
        </>
      )}
    </SettingsShell>
  );
}
