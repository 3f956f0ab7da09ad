import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
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

/** The fields this form edits; names are shown read-only (Full Name is a display, docs/product.md#profile-page). */
const ProfileFormSchema = z.pick(UpdateProfileSchema, { username: true, about: true });
type ProfileFormInput = z.input<typeof ProfileFormSchema>;
type ProfileFormOutput = z.output<typeof ProfileFormSchema>;

export function ProfileForm({ profile }: { profile: Profile }) {
  const { updateUser } = useSession();
  const update = useUpdateProfile();
  const values = useMemo(
    () => ({ username: profile.username ?? '', about: profile.about }),
    [profile.username, profile.about],
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
      { first_name: profile.first_name, last_name: profile.last_name, username: input.username, about: input.about },
      feedback({
        success: messages.profileUpdated,
        failure: { title: messages.error, fallback: messages.profileUpdateFailed },
        onSuccess: (saved) => {
          // The sidebar reads the session user: it shows the new username at once.
          updateUser({ username: saved.username, first_name: saved.first_name, last_name: saved.last_name });
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
