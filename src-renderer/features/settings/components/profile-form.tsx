import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { LOCALE_NAMES, LOCALES } from '#shared/i18n/locales.ts';
import { ABOUT_MAX_LENGTH, type Profile, UpdateProfileSchema } from '#shared/schemas/profile.ts';
import { usernameMessages } from '#shared/username.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormField, TextField } from '@/components/ui/form-field.tsx';
import { Input, PrefixedField, Textarea } from '@/components/ui/input.tsx';
import { ApiError, publicOrigin } from '@/lib/api-client.ts';
import { renewAccessToken } from '@/lib/api-client.ts';
import { activeLocale } from '@/lib/i18n.tsx';
import { useSession } from '@/lib/session.tsx';
import { tx } from '@/lib/texts/settings.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AvatarField } from './avatar-field.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { feedback, toastSuccess } from '@/components/ui/mutation-feedback.ts';
import { afterLanguageChange } from '../lib/language-change.ts';

const selectClasses =
  'h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 shadow-sm focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/40 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

/** The fields this form edits; names are shown read-only (Full Name is a display, docs/product.md#profile-page). */
const ProfileFormSchema = z.pick(UpdateProfileSchema, { username: true, about: true, locale: true });
type ProfileFormInput = z.input<typeof ProfileFormSchema>;
type ProfileFormOutput = z.output<typeof ProfileFormSchema>;

export function ProfileForm({ profile }: { profile: Profile }) {
  const { updateUser } = useSession();
  const update = useUpdateProfile();
  const values = useMemo(
    () => ({ username: profile.username ?? '', about: profile.about, locale: profile.locale }),
    [profile.username, profile.about, profile.locale],
  );
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(ProfileFormSchema),
    values, // follows the saved profile, so after Update the form is clean again
  });
  const { errors, isDirty } = form.formState;
  const about = form.watch('about') ?? '';
  const host = publicOrigin().replace(/^https?:\/\//, '');

  const onSubmit = form.handleSubmit((input) =>
    update.mutate(
      {
        first_name: profile.first_name,
        last_name: profile.last_name,
        username: input.username,
        about: input.about,
        locale: input.locale,
      },
      feedback({
        failure: { title: tx('settings.error'), fallback: tx('settings.profile.updateFailed') },
        onSuccess: (saved) => {
          // A new language mounts the app again in it (ADR 035): the toast waits to be said in it.
          const said = () => toastSuccess(tx('settings.profile.updated'));
          if (saved.locale && saved.locale !== activeLocale()) afterLanguageChange(saved.locale, said);
          else said();
          // The sidebar reads the session user: it shows the new username at once.
          // The whole app follows the host's language as soon as its words are here (ADR 035).
          updateUser({
            username: saved.username,
            first_name: saved.first_name,
            last_name: saved.last_name,
            locale: saved.locale,
          });
          // The stored access token still names the old username; renew it so a reload keeps the change.
          void renewAccessToken();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            form.setError('username', { message: error.serverError ?? usernameMessages.taken });
          }
        },
      }),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card
        title={tx('settings.profile.title')}
        description={tx('settings.profile.cardDescription')}
        footer={
          <Button type="submit" disabled={!isDirty || update.isPending}>
            {update.isPending ? tx('settings.updating') : tx('settings.update')}
          </Button>
        }
      >
        <div className="space-y-6">
          <AvatarField avatarUrl={profile.avatar_url} firstName={profile.first_name} lastName={profile.last_name} />

          <FormField
            label={tx('settings.profile.username')}
            error={errors.username?.message}
            hint={tx('settings.profile.usernameTip', { example: `${host}/ada+grace` })}
          >
            {(control) => (
              <PrefixedField prefix={host} end="/">
                <Input
                  autoComplete="username"
                  spellCheck={false}
                  className="min-w-0 flex-1 rounded-l-none shadow-none!"
                  {...control}
                  {...form.register('username')}
                />
              </PrefixedField>
            )}
          </FormField>

          <DynamicBookingSwitch profile={profile} />

          <TextField
            label={tx('settings.profile.fullName')}
            readOnly
            value={`${profile.first_name} ${profile.last_name}`.trim()}
          />

          <FormField
            label={tx('settings.profile.about')}
            error={errors.about?.message}
            hint={`${about.length}/${ABOUT_MAX_LENGTH}`}
          >
            {(control) => (
              <Textarea
                rows={4}
                maxLength={ABOUT_MAX_LENGTH}
                placeholder={tx('settings.profile.aboutPlaceholder')}
                {...control}
                {...form.register('about')}
              />
            )}
          </FormField>

          <FormField label={tx('settings.profile.language')} hint={tx('settings.profile.languageHint')}>
            {(control) => (
              <select className={selectClasses} {...control} {...form.register('locale')}>
                {LOCALES.map((locale) => (
                  <option key={locale} value={locale} lang={locale}>
                    {LOCALE_NAMES[locale]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </Card>
    </form>
  );
}

/** Whether `/{you}+{other}` links may book a meeting with this user (issue 29): saved at once. */
function DynamicBookingSwitch({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const { first_name, last_name, username, about } = profile;
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p className="text-sm font-medium text-gray-800 dark:text-gray-200">{tx('settings.profile.dynamicBooking')}</p>
        <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">{tx('settings.profile.dynamicBookingHint')}</p>
      </div>
      <Switch
        label={tx('settings.profile.dynamicBooking')}
        checked={profile.allow_dynamic_booking}
        disabled={update.isPending}
        onChange={(on) =>
          update.mutate(
            { first_name, last_name, username, about, allow_dynamic_booking: on },
            feedback({
              success: tx('settings.profile.dynamicBookingSaved'),
              failure: { title: tx('settings.error'), fallback: tx('settings.profile.dynamicBookingFailed') },
            }),
          )
        }
      />
    </div>
  );
}
