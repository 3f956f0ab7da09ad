import { QueryState, SkeletonStack } from '@/components/ui/query-state.tsx';
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
      <QueryState
        query={profile}
        loading={
          <SkeletonStack label={tx('settings.profile.loading')} blocks={['h-72', 'h-28']} className="space-y-4" />
        }
        error={tx('settings.profile.loadFailed')}
        retryLabel={tx('settings.tryAgain')}
      >
        {(data) => (
          <>
            <ProfileForm profile={data} />
            <ConnectedAccounts />
            <DangerZone />
          </>
        )}
      </QueryState>
    </SettingsShell>
  );
}
