import { messages } from '#shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useProfile } from '../../../lib/profile-query.ts';
import { ConnectedAccounts } from '../components/connected-accounts.tsx';
import { DangerZone } from '../components/danger-zone.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { SettingsShell } from '../components/settings-shell.tsx';

/** /settings and /settings/profile (docs/product.md#profile-page). */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <SettingsShell title={messages.profile} description="Manage your profile, picture and account.">
      {profile.isPending ? (
        <div role="status" className="space-y-4" aria-label="Loading profile">
          <div className="h-72 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />
          <div className="h-28 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />
        </div>
      ) : profile.isError ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-4 rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300"
        >
          {messages.couldNotLoadProfile}
          <Button variant="secondary" size="sm" onClick={() => void profile.refetch()}>
            Try again
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
