import { zodResolver } from '@hookform/resolvers/zod';
import { type SubscriptionInput, SubscriptionInputSchema } from '#shared/schemas/calendars.ts';
import { TextField } from '@/components/ui/form-field.tsx';
import { tx } from '@/lib/texts/apps.ts';
import { useSubscribeToCalendar } from '../api/connect-calendar.ts';
import { ConnectFormFrame, useConnectForm } from './connect-form.tsx';
import { HintList } from './connect-form-parts.tsx';
import type { ConnectFormProps } from './connect-form-props.ts';

const blank: SubscriptionInput = { url: '' };

/** An iCal address (https:// or webcal://), read for busy times only. */
export function SubscriptionConnectForm({ onConnected }: ConnectFormProps) {
  const { register, errors, pending, submit } = useConnectForm({
    resolver: zodResolver(SubscriptionInputSchema),
    defaultValues: blank,
    connect: useSubscribeToCalendar(),
    onConnected,
  });
  return (
    <ConnectFormFrame
      title={tx('apps.subscriptionTitle')}
      description={tx('apps.subscriptionDescription')}
      submitText={tx('apps.subscribe')}
      error={errors.root?.message}
      pending={pending}
      onSubmit={submit}
    >
      <TextField
        label={tx('apps.subscriptionUrl')}
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="webcal://example.com/calendar.ics"
        hint={
          <HintList
            intro={tx('apps.subscriptionUrlHint')}
            lines={[tx('apps.icalGoogle'), tx('apps.icalOutlook'), tx('apps.privateNetworkHint')]}
          />
        }
        error={errors.url?.message}
        {...register('url')}
      />
    </ConnectFormFrame>
  );
}
