import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { LOCALE_NAMES, LOCALES, localeMessages } from '#shared/i18n/locales.ts';
import { messages } from '#shared/messages.ts';
import { ABOUT_MAX_LENGTH, type Profile, UpdateProfileSchema, profileMessages } from '#shared/schemas/profile.ts';
import { usernameMessages } from '#shared/username.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, TextField } from '../../../components/ui/form-field.tsx';
import { Input, PrefixedField, Textarea } from '../../../components/ui/input.tsx';
import { ApiError, publicOrigin } from '../../../lib/api-client.ts';
import { renewAccessToken } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AvatarField } from './avatar-field.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { feedback } from '../../../components/ui/mutation-feedback.ts';

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
        success: messages.profileUpdated,
        failure: { title: messages.error, fallback: messages.profileUpdateFailed },
        onSuccess: (saved) => {
          // The sidebar reads the session user: it shows the new username at once.
          // Dates in the app follow the host's language at once (ADR 030).
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
        title={messages.profile}
        description="How you appear on your public page."
        footer={
          <Button type="submit" disabled={!isDirty || update.isPending}>
            {update.isPending ? 'Updating...' : messages.update}
          </Button>
        }
      >
        <div className="space-y-6">
          <AvatarField avatarUrl={profile.avatar_url} firstName={profile.first_name} lastName={profile.last_name} />

          <FormField
            label={messages.username}
            error={errors.username?.message}
            hint={`Tip: You can add a '+' between usernames (${host}/ada+grace) to make a dynamic group meeting.`}
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

          <TextField label={messages.fullName} readOnly value={`${profile.first_name} ${profile.last_name}`.trim()} />

          <FormField label={messages.about} error={errors.about?.message} hint={`${about.length}/${ABOUT_MAX_LENGTH}`}>
            {(control) => (
              <Textarea
                rows={4}
                maxLength={ABOUT_MAX_LENGTH}
                placeholder="A few words about you, shown on your public page."
                {...control}
                {...form.register('about')}
              />
            )}
          </FormField>

          <FormField label={localeMessages.profileLabel} hint={localeMessages.profileHint}>
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
        <p className="text-sm font-medium text-gray-800 dark:text-gray-200">{profileMessages.allowDynamicBooking}</p>
        <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">{profileMessages.allowDynamicBookingHint}</p>
      </div>
      <Switch
        label={profileMessages.allowDynamicBooking}
        checked={profile.allow_dynamic_booking}
        disabled={update.isPending}
        onChange={(on) =>
          update.mutate(
            { first_name, last_name, username, about, allow_dynamic_booking: on },
            feedback({
              success: profileMessages.dynamicBookingSaved,
              failure: { title: messages.error, fallback: profileMessages.dynamicBookingFailed },
            }),
          )
        }
      />
    </div>
  );
}
