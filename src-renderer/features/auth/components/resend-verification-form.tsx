import { useState } from 'react';
import { type ResendVerificationBody, ResendVerificationBodySchema } from '#shared/schemas/auth.ts';
import { Button } from '@/components/ui/button.tsx';
import { errorText } from '@/lib/api-client.ts';
import { knownText } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/auth.ts';
import { resendVerification } from '../api/resend-verification.ts';
import { EmailField } from './auth-fields.tsx';
import { useSchemaForm } from '@/lib/schema-form.ts';

/** Offered when a verification link failed (expired or used): ask for a new one. */
export function ResendVerificationForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useSchemaForm<ResendVerificationBody>(ResendVerificationBodySchema, { email: defaultEmail });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setAnswer(knownText((await resendVerification(values)).message));
    } catch (error) {
      form.setError('root', { message: errorText(error, tx('auth.somethingWentWrong')) });
    }
  });

  if (answer) {
    return (
      <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
        {answer}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-sm text-gray-600 dark:text-gray-400">{tx('auth.verify.needNewLink')}</p>
      <EmailField error={errors.email?.message} {...form.register('email')} />
      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" variant="secondary" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? tx('auth.sending') : tx('auth.verify.sendNewLink')}
      </Button>
    </form>
  );
}
