import { zodResolver } from '@hookform/resolvers/zod';
import { type CaldavConnectInput, CaldavConnectInputSchema } from '#shared/schemas/calendars.ts';
import { TextField } from '@/components/ui/form-field.tsx';
import { tx } from '@/lib/texts/apps.ts';
import { useConnectCaldav } from '../api/connect-calendar.ts';
import { ConnectFormFrame, useConnectForm } from './connect-form.tsx';
import { HintList } from './connect-form-parts.tsx';
import type { ConnectFormProps } from './connect-form-props.ts';

const blank: CaldavConnectInput = { url: '', username: '', password: '' };

/** A CalDAV account: its address (a bare host is enough), user name and password or app password. */
export function CaldavConnectForm({ onConnected }: ConnectFormProps) {
  const { register, errors, pending, submit } = useConnectForm({
    resolver: zodResolver(CaldavConnectInputSchema),
    defaultValues: blank,
    connect: useConnectCaldav(),
    onConnected,
  });
  return (
    <ConnectFormFrame
      title={tx('apps.caldavTitle')}
      description={tx('apps.caldavDescription')}
      submitText={tx('apps.connect')}
      error={errors.root?.message}
      pending={pending}
      onSubmit={submit}
    >
      <TextField
        label={tx('apps.caldavUrl')}
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="cloud.example.com"
        hint={<HintList intro={tx('apps.caldavUrlHint')} lines={[tx('apps.privateNetworkHint')]} />}
        error={errors.url?.message}
        {...register('url')}
      />
      <TextField
        label={tx('apps.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={tx('apps.password')}
        type="password"
        autoComplete="current-password"
        hint={
          <HintList
            intro={tx('apps.passwordHint')}
            lines={[tx('apps.appPasswordNextcloud'), tx('apps.appPasswordIcloud'), tx('apps.appPasswordFastmail')]}
          />
        }
        error={errors.password?.message}
        {...register('password')}
      />
    </ConnectFormFrame>
  );
}
